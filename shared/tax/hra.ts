/**
 * House rent allowance (HRA) exemption. The exempt part is the least of:
 * (a) the HRA actually received;
 * (b) rent paid minus one-tenth of salary;
 * (c) one-half of salary where the rented house is in one of the cities the rules name, two-fifths of
 *     salary anywhere else.
 * Whatever HRA is not exempt is taxed as salary. The three limits are the same in both laws the tool
 * covers; the cities differ:
 * - FY 2025-26 and earlier: section 10(13A) of the Income-tax Act, 1961, with rule 2A of the
 *   Income-tax Rules, 1962: Bombay (Mumbai), Calcutta (Kolkata), Delhi and Madras (Chennai).
 * - Tax year 2026-27 onwards: the Income-tax Act, 2025 (Schedule III, Table, Sl. No. 11), with rule
 *   279 of the Income-tax Rules, 2026: those four, and Hyderabad, Pune, Ahmedabad and Bengaluru.
 *
 * "Salary" here is basic salary plus dearness allowance where the terms of employment provide for it;
 * other allowances and perquisites are left out (rule 2A's Explanation; rule 279(2)).
 *
 * All amounts are for the same period: the months in the year the rented house was lived in. The
 * exemption exists in the old regime only: section 115BAC(2) of the 1961 Act, and section 202(2)(a) of
 * the 2025 Act, remove it in the new regime.
 */

import { paiseToRupees, percentOfPaise, rupeesToPaise } from './gst';
import { defaultFinancialYear } from './income-tax-rules';

/** When the laws below were last checked against their sources. */
export const HRA_LAST_CHECKED = '2026-11-27';

/** The years the HRA calculator covers, oldest first. */
export const HRA_YEARS = ['2025-26', '2026-27'] as const;
export type HraYear = (typeof HRA_YEARS)[number];

/** What one year's law says: the cities of the 50% limit, the law in words, and where it is published. */
export interface HraLaw {
  year: HraYear;
  /** As the page names the year. */
  label: string;
  /** The cities of the 50% limit, by their present names. */
  cities: readonly string[];
  /** Other spellings the rule or people use for those cities. */
  otherNames: readonly string[];
  /** The provisions, in words. */
  law: string;
  /** The new regime's section, which allows no HRA exemption. */
  newRegimeSection: string;
  source: string;
  /** The official text, where one was found. */
  sourceUrl?: string;
  /** For the firm, never published: what is still to be confirmed (`npm run check:content`). */
  reviewNote?: string;
}

export const HRA_RULE_SOURCE =
  'Income-tax Act 1961, section 10(13A), read with rule 2A of the Income-tax Rules 1962 (least of: HRA received; rent paid less one-tenth of salary; one-half of salary at Bombay, Calcutta, Delhi or Madras, two-fifths elsewhere)';

export const HRA_LAWS: Record<HraYear, HraLaw> = {
  '2025-26': {
    year: '2025-26',
    label: 'FY 2025-26',
    cities: ['Mumbai', 'Kolkata', 'Delhi', 'Chennai'],
    otherNames: ['Bombay', 'Calcutta', 'New Delhi', 'Madras'],
    law: 'section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules, 1962',
    newRegimeSection: 'section 115BAC of the 1961 Act',
    source: `${HRA_RULE_SOURCE}; as published by the Income Tax Department on incometaxindia.gov.in (Income-tax Rules, Part II, "A. Salaries")`,
  },
  '2026-27': {
    year: '2026-27',
    label: 'Tax year 2026-27',
    cities: ['Mumbai', 'Kolkata', 'Delhi', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Bengaluru'],
    otherNames: ['Bombay', 'Calcutta', 'New Delhi', 'Madras', 'Bangalore'],
    law: 'the Income-tax Act, 2025 (Schedule III, Table, Sl. No. 11) and rule 279 of the Income-tax Rules, 2026',
    newRegimeSection: 'section 202(2)(a) of the 2025 Act',
    source:
      'Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026, in force from 1 April 2026), rule 279: the least of HRA received, rent paid less one-tenth of salary, and 50% of salary at Mumbai, Kolkata, Delhi, Chennai, Hyderabad, Pune, Ahmedabad and Bengaluru, 40% elsewhere; as published by the Income Tax Department on incometaxindia.gov.in (rule 279)',
    sourceUrl:
      'https://www.incometax.gov.in/iec/foportal/sites/default/files/2026-03/En-Notified-IT-Rules-2026-20-03-2026.pdf',
    reviewNote:
      "Rule 279's city list and limits were read in a transcript of the Income Tax Department's consolidated PDF of the Rules (as on 22 June 2026); confirm them in the Gazette (G.S.R. 198(E)) or on incometaxindia.gov.in.",
  },
};

/** The year the calculator opens on: the one containing today in India, within the years covered. */
export const defaultHraYear = (today: Date = new Date()): HraYear =>
  defaultFinancialYear(today, HRA_YEARS) as HraYear;

/** The cities of the 50% limit under rule 2A (FY 2025-26 and before). */
export const HRA_METRO_CITIES = HRA_LAWS['2025-26'].cities;

/** Whether a city counts for the 50% limit in the year (the old names Bombay, Calcutta, Madras are accepted). */
export function isHraMetroCity(city: string, year: HraYear = '2025-26'): boolean {
  const law = HRA_LAWS[year];
  const wanted = city.trim().toLowerCase();
  return [...law.cities, ...law.otherNames].some((c) => c.toLowerCase() === wanted);
}

export interface HraInput {
  /** Basic salary for the period, rupees. */
  basicSalary: number;
  /** Dearness allowance that forms part of salary under the terms of employment, rupees. */
  dearnessAllowance?: number;
  /** HRA received for the period, rupees. */
  hraReceived: number;
  /** Rent actually paid for the period, rupees. */
  rentPaid: number;
  /** True when the rented house is in one of the year's cities of the 50% limit (see `isHraMetroCity`). */
  metroCity: boolean;
  /** The year whose law applies (its source is given with the result); FY 2025-26 unless said. */
  year?: HraYear;
}

export interface HraResult {
  /** Basic + DA: the "salary" the rule works from, rupees. */
  salary: number;
  /** (a) HRA actually received. */
  actualHra: number;
  /** (b) Rent paid less 10% of salary, never below nil. */
  rentLessTenPercentOfSalary: number;
  /** 50 for the year's cities of the 50% limit, else 40. */
  salaryPercent: 50 | 40;
  /** (c) 50% or 40% of salary. */
  percentOfSalary: number;
  /** Which of (a), (b), (c) is least (the first, if two tie). */
  limitedBy: 'actual-hra' | 'rent-less-ten-percent' | 'percent-of-salary';
  /** Exempt. */
  exempt: number;
  /** HRA received less the exempt part: taxed as salary. */
  taxable: number;
  source: string;
}

const nonNegativePaise = (name: string, rupees: number | undefined): number => {
  const paise = rupeesToPaise(rupees ?? 0);
  if (paise < 0) throw new RangeError(`${name} cannot be negative`);
  return paise;
};

/** Works out the HRA exemption and the taxable HRA, to the paisa. */
export function computeHraExemption(input: HraInput): HraResult {
  const salaryPaise =
    nonNegativePaise('basicSalary', input.basicSalary) +
    nonNegativePaise('dearnessAllowance', input.dearnessAllowance);
  const hraPaise = nonNegativePaise('hraReceived', input.hraReceived);
  const rentPaise = nonNegativePaise('rentPaid', input.rentPaid);

  const salaryPercent = input.metroCity ? 50 : 40;
  const rentExcessPaise = Math.max(0, rentPaise - percentOfPaise(salaryPaise, 10 * 100));
  const percentOfSalaryPaise = percentOfPaise(salaryPaise, salaryPercent * 100);

  const candidates = [
    { limitedBy: 'actual-hra' as const, paise: hraPaise },
    { limitedBy: 'rent-less-ten-percent' as const, paise: rentExcessPaise },
    { limitedBy: 'percent-of-salary' as const, paise: percentOfSalaryPaise },
  ];
  const least = candidates.reduce((min, c) => (c.paise < min.paise ? c : min));

  return {
    salary: paiseToRupees(salaryPaise),
    actualHra: paiseToRupees(hraPaise),
    rentLessTenPercentOfSalary: paiseToRupees(rentExcessPaise),
    salaryPercent,
    percentOfSalary: paiseToRupees(percentOfSalaryPaise),
    limitedBy: least.limitedBy,
    exempt: paiseToRupees(least.paise),
    taxable: paiseToRupees(hraPaise - least.paise),
    source: HRA_LAWS[input.year ?? '2025-26'].source,
  };
}
