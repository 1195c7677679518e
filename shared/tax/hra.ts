/**
 * House rent allowance (HRA) exemption under section 10(13A) of the Income-tax Act 1961, worked out as
 * rule 2A of the Income-tax Rules 1962 says. The exempt part is the least of:
 * (a) the HRA actually received;
 * (b) rent paid minus one-tenth of salary;
 * (c) one-half of salary where the rented house is in Bombay (Mumbai), Calcutta (Kolkata), Delhi or
 *     Madras (Chennai), two-fifths of salary anywhere else.
 * Whatever HRA is not exempt is taxed as salary.
 *
 * "Salary" here is basic salary plus dearness allowance where the terms of employment provide for it;
 * rule 2A's Explanation takes the meaning from rule 2(h) of Part A of the Fourth Schedule. Other
 * allowances and perquisites are left out.
 *
 * All amounts are for the same period: the months in the year the rented house was lived in (rule 2A's
 * "relevant period"). The exemption exists in the old regime only; section 115BAC(2) removes it in the
 * new regime.
 *
 * Source: rule 2A, Income-tax Rules 1962, as published by the Income Tax Department
 * (incometaxindia.gov.in, Income-tax Rules, Part II, "A. — Salaries").
 */

import { paiseToRupees, percentOfPaise, rupeesToPaise } from './gst';

/** The four cities rule 2A(c)(i) names, by their present names, with the names the rule uses. */
export const HRA_METRO_CITIES = ['Mumbai', 'Kolkata', 'Delhi', 'Chennai'] as const;
const METRO_NAMES = new Set([
  'mumbai',
  'bombay',
  'kolkata',
  'calcutta',
  'delhi',
  'new delhi',
  'chennai',
  'madras',
]);

/** Whether a city counts for the 50% limit under rule 2A (the old names Bombay, Calcutta, Madras are accepted). */
export function isHraMetroCity(city: string): boolean {
  return METRO_NAMES.has(city.trim().toLowerCase());
}

export const HRA_RULE_SOURCE =
  'Income-tax Act 1961, section 10(13A), read with rule 2A of the Income-tax Rules 1962 (least of: HRA received; rent paid less one-tenth of salary; one-half of salary at Bombay, Calcutta, Delhi or Madras, two-fifths elsewhere)';

export interface HraInput {
  /** Basic salary for the period, rupees. */
  basicSalary: number;
  /** Dearness allowance that forms part of salary under the terms of employment, rupees. */
  dearnessAllowance?: number;
  /** HRA received for the period, rupees. */
  hraReceived: number;
  /** Rent actually paid for the period, rupees. */
  rentPaid: number;
  /** True when the rented house is in Mumbai, Kolkata, Delhi or Chennai (see `isHraMetroCity`). */
  metroCity: boolean;
}

export interface HraResult {
  /** Basic + DA: the "salary" rule 2A works from, rupees. */
  salary: number;
  /** (a) HRA actually received. */
  actualHra: number;
  /** (b) Rent paid less 10% of salary, never below nil. */
  rentLessTenPercentOfSalary: number;
  /** 50 for the four metro cities, else 40. */
  salaryPercent: 50 | 40;
  /** (c) 50% or 40% of salary. */
  percentOfSalary: number;
  /** Which of (a), (b), (c) is least (the first, if two tie). */
  limitedBy: 'actual-hra' | 'rent-less-ten-percent' | 'percent-of-salary';
  /** Exempt under section 10(13A). */
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
    source: HRA_RULE_SOURCE,
  };
}
