/**
 * Income-tax rules for resident individuals, as data, for the years our public tax tools cover:
 * financial year 2024-25 (assessment year 2025-26) and financial year 2025-26 (assessment year 2026-27)
 * under the Income-tax Act 1961, and tax year 2026-27 under the Income-tax Act 2025. Every figure names
 * the provision that sets it.
 *
 * From 1 April 2026 the Income-tax Act 2025 (Act 30 of 2025) replaces the 1961 Act (section 536(1)), and
 * "tax year" (section 3(1): the financial year beginning on 1 April) replaces "previous year" and
 * "assessment year". Income of FY 2025-26 and earlier is still dealt with under the 1961 Act. The 2025
 * Act renumbers the provisions used here: 115BAC is section 202, 87A is 156, 16(ia) is 19(1), 80C is 123,
 * 80D is 126, 24(b) is 22(1)(b), and 288A and 288B are 516.
 *
 * Where the rates for a year live:
 * - New regime: section 115BAC(1A) of the 1961 Act (clause (ii) for FY 2024-25 as substituted by the
 *   Finance (No. 2) Act 2024; clause (iii) for FY 2025-26 as inserted by the Finance Act 2025); section
 *   202(1) of the 2025 Act for tax year 2026-27.
 * - Old regime: the First Schedule to each year's Finance Act. FY 2024-25 figures are from Part I of the
 *   First Schedule to the Finance Act 2025 (rates for assessment year 2025-26); FY 2025-26 figures are from
 *   Part III of the same Schedule (rates for tax deducted from salary and advance tax in FY 2025-26),
 *   which Parliament normally repeats as Part I of the next Finance Act. Tax year 2026-27 figures are from
 *   Part I-B of the First Schedule to the Finance Act 2026 (Act 4 of 2026), the part that charges tax for
 *   tax year 2026-27 under the 2025 Act (section 3 of that Act); its Part I-A carries the 1961 Act's rates
 *   for assessment year 2026-27 (section 2).
 * - Surcharge on new-regime tax and the 4% cess: section 2 of the Finance Act 2025 (sub-section (3) for
 *   FY 2024-25, sub-section (9) for FY 2025-26; cess in sub-sections (11) and (12)); for tax year 2026-27,
 *   section 3 of and Part I-B of the First Schedule to the Finance Act 2026.
 *
 * The Finance Act 2025 text used is the Bill as introduced (Bill No. 14 of 2025, 1 February 2025); the
 * Act is No. 7 of 2025. The Finance Bill 2026 memorandum ("Rates of income-tax") records that no rate
 * changed for tax year 2026-27, in sections 200 to 204 of the 2025 Act or in the First Schedule.
 */

/**
 * A year the tools cover, named by the financial year it is ("2026-27": 1 April 2026 to 31 March 2027).
 * Under the Income-tax Act 2025 the same twelve months are the tax year.
 */
export type FinancialYear = '2024-25' | '2025-26' | '2026-27';
export type AgeBand = 'below-60' | '60-to-79' | '80-plus';
export type TaxRegime = 'old' | 'new';

/** Every year the tools cover, oldest first. */
export const FINANCIAL_YEARS: FinancialYear[] = ['2024-25', '2025-26', '2026-27'];

/** India Standard Time is UTC+5:30 all year: a year starts at midnight IST on 1 April. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial (tax) year a moment falls in, by the date in India: "2026-27" for 1 April 2026 onwards. */
export function financialYearContaining(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The year the tools open on: the one containing `today` (in India) when its rules are here; once today
 * is past every year covered, the latest; before the first, the first.
 */
export function defaultFinancialYear(
  today: Date = new Date(),
  years: readonly FinancialYear[] = FINANCIAL_YEARS,
): FinancialYear {
  const sorted = [...years].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('No years to choose from');
  const containing = financialYearContaining(today);
  // "YYYY-YY" strings sort by their starting year.
  if (containing > last) return last;
  return sorted.find((y) => y === containing) ?? first;
}

/**
 * The year the tools open on, worked out when this module loads: at build time for the prerendered page
 * (and its title), and again in the browser. If the two differ (a page built before 1 April and read after
 * it), React reports a hydration mismatch and renders the calculator afresh for the browser's year, while
 * the title stays the build's: rebuild the site when a new year starts.
 */
export const CURRENT_FINANCIAL_YEAR: FinancialYear = defaultFinancialYear();

/** When the figures below were last checked against their sources. */
export const RULES_LAST_CHECKED = '2026-11-23';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** incometaxindia.gov.in page for a section of the Income-tax Act 1961 (the department's consolidated text). */
const itAct = (id: string) => `https://incometaxindia.gov.in/acts/income-tax%20act,%201961/2025/${id}.htm`;

/** The Income-tax Act 2025 (No. 30 of 2025) as published in the Gazette of India, Extraordinary. */
const INCOME_TAX_ACT_2025 = 'https://egazette.gov.in/WriteReadData/2025/265620.pdf';
/** The Finance Act 2026 (No. 4 of 2026), Gazette of India, Extraordinary, CG-DL-E-31032026-271439. */
const FINANCE_ACT_2026 = 'https://egazette.gov.in/WriteReadData/2026/271439.pdf';

export const SOURCES = {
  section115BAC: itAct('102120000000091032'),
  section87A: itAct('102120000000090971'),
  section16: itAct('102120000000090741'),
  section80C: itAct('102120000000090896'),
  section80D: itAct('102120000000090906'),
  section24: itAct('102120000000090745'),
  section288A: itAct('102120000000091600'),
  section288B: itAct('102120000000091601'),
  taxationLawsAmendmentAct2025: 'https://egazette.gov.in/WriteReadData/2025/265618.pdf',
  incomeTaxAct2025: INCOME_TAX_ACT_2025,
  financeAct2026: FINANCE_ACT_2026,
} as const;

/** A figure together with where the law says it. */
export interface Sourced {
  /** The Act, Finance Act or rule, and the section or paragraph. */
  source: string;
  url?: string;
}

/**
 * One slab: the part of total income above `from` and up to `to` (null: no upper end) is taxed at
 * `ratePercent`. "Up to ₹4,00,000 nil; ₹4,00,001 to ₹8,00,000 5%" becomes { from: 0, to: 4 lakh, 0 },
 * { from: 4 lakh, to: 8 lakh, 5 }.
 */
export interface TaxSlab {
  from: number;
  to: number | null;
  ratePercent: number;
}

export interface SlabTable extends Sourced {
  slabs: TaxSlab[];
}

export interface DeductionCap extends Sourced {
  /** Rupees. */
  limit: number;
}

/**
 * Section 87A rebate: a resident individual whose total income is at most `incomeLimit` gets back the
 * whole tax up to `maximum`. With `marginalRelief`, someone just above the limit pays no more tax than
 * the income by which they exceed the limit.
 */
export interface RebateRule extends Sourced {
  incomeLimit: number;
  maximum: number;
  marginalRelief: boolean;
}

/** Surcharge of `ratePercent` of income-tax when total income exceeds `above` (up to the next band). */
export interface SurchargeBand {
  above: number;
  ratePercent: number;
}

/**
 * Surcharge bands. Marginal relief: just above a threshold, tax plus surcharge may not exceed the tax plus
 * surcharge at the threshold by more than the income above the threshold.
 */
export interface SurchargeRule extends Sourced {
  bands: SurchargeBand[];
  marginalRelief: Sourced;
}

export interface RegimeRules {
  /** Slabs by age band; the new regime has one table for every age. */
  slabs: Record<AgeBand, SlabTable>;
  /** Standard deduction from salary: this amount, or the salary if less (section 16(ia)). */
  standardDeduction: DeductionCap;
  rebate87A: RebateRule;
  surcharge: SurchargeRule;
}

/** Health insurance deduction caps: the higher one applies when the person insured is a senior citizen. */
export interface Section80DCap extends Sourced {
  limit: number;
  seniorCitizenLimit: number;
}

export interface OldRegimeDeductionRules {
  section80C: DeductionCap;
  /** Premium for self, spouse and dependent children. */
  section80DSelf: Section80DCap;
  /** Premium for parents. */
  section80DParents: Section80DCap;
  /** Interest on a loan for a self-occupied house, section 24(b). */
  section24bSelfOccupied: DeductionCap;
  /** The exemption of house rent allowance (no fixed cap; worked out by the HRA calculator). */
  hraExemption: Sourced;
}

export interface IncomeTaxRules {
  financialYear: FinancialYear;
  /** The assessment year, under the 1961 Act; null under the Income-tax Act 2025, which has none. */
  assessmentYear: string | null;
  /** The Act the year's income is charged under. */
  act: 'Income-tax Act 1961' | 'Income-tax Act 2025';
  /** The instruments the year's figures come from. */
  source: string;
  lastChecked: string;
  old: RegimeRules;
  new: RegimeRules;
  cess: { ratePercent: number } & Sourced;
  oldRegimeDeductions: OldRegimeDeductionRules;
  /** The provision that bars the old regime's exemptions and deductions in the new regime. */
  newRegimeBar: Sourced;
  rounding: { totalIncome: Sourced; taxPayable: Sourced };
}

// ---- Figures shared by more than one year ----

/** Old regime slabs by age: the same in every year covered. */
const OLD_REGIME_SLABS: Record<AgeBand, TaxSlab[]> = {
  'below-60': [
    { from: 0, to: 2.5 * LAKH, ratePercent: 0 },
    { from: 2.5 * LAKH, to: 5 * LAKH, ratePercent: 5 },
    { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
    { from: 10 * LAKH, to: null, ratePercent: 30 },
  ],
  '60-to-79': [
    { from: 0, to: 3 * LAKH, ratePercent: 0 },
    { from: 3 * LAKH, to: 5 * LAKH, ratePercent: 5 },
    { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
    { from: 10 * LAKH, to: null, ratePercent: 30 },
  ],
  '80-plus': [
    { from: 0, to: 5 * LAKH, ratePercent: 0 },
    { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
    { from: 10 * LAKH, to: null, ratePercent: 30 },
  ],
};

/** Finance Act 2025, First Schedule: Part I (AY 2025-26) and Part III (FY 2025-26) carry the same text. */
const oldRegimeSlabs = (part: string): Record<AgeBand, SlabTable> => ({
  'below-60': {
    slabs: OLD_REGIME_SLABS['below-60'],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (I)`,
  },
  '60-to-79': {
    slabs: OLD_REGIME_SLABS['60-to-79'],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (II) (resident, 60 or more but under 80)`,
  },
  '80-plus': {
    slabs: OLD_REGIME_SLABS['80-plus'],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (III) (resident, 80 or more)`,
  },
});

/**
 * New regime slabs from FY 2025-26: section 115BAC(1A)(iii) of the 1961 Act, carried unchanged into
 * section 202(1) of the 2025 Act for tax year 2026-27.
 */
const NEW_REGIME_SLABS_FROM_2025_26: TaxSlab[] = [
  { from: 0, to: 4 * LAKH, ratePercent: 0 },
  { from: 4 * LAKH, to: 8 * LAKH, ratePercent: 5 },
  { from: 8 * LAKH, to: 12 * LAKH, ratePercent: 10 },
  { from: 12 * LAKH, to: 16 * LAKH, ratePercent: 15 },
  { from: 16 * LAKH, to: 20 * LAKH, ratePercent: 20 },
  { from: 20 * LAKH, to: 24 * LAKH, ratePercent: 25 },
  { from: 24 * LAKH, to: null, ratePercent: 30 },
];

const sameForAllAges = (table: SlabTable): Record<AgeBand, SlabTable> => ({
  'below-60': table,
  '60-to-79': table,
  '80-plus': table,
});

const OLD_REGIME_SURCHARGE_BANDS: SurchargeBand[] = [
  { above: 50 * LAKH, ratePercent: 10 },
  { above: 1 * CRORE, ratePercent: 15 },
  { above: 2 * CRORE, ratePercent: 25 },
  { above: 5 * CRORE, ratePercent: 37 },
];

/** The new regime's surcharge stops at 25%: there is no 37% band above 5 crore. */
const NEW_REGIME_SURCHARGE_BANDS: SurchargeBand[] = [
  { above: 50 * LAKH, ratePercent: 10 },
  { above: 1 * CRORE, ratePercent: 15 },
  { above: 2 * CRORE, ratePercent: 25 },
];

const oldRegimeSurcharge = (part: string): SurchargeRule => ({
  bands: OLD_REGIME_SURCHARGE_BANDS,
  source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, "Surcharge on income-tax", clauses (a) to (d)`,
  marginalRelief: {
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, third proviso under "Surcharge on income-tax" (thresholds of 50 lakh, 1 crore, 2 crore and 5 crore)`,
  },
});

const newRegimeSurcharge = (subsection: string): SurchargeRule => ({
  bands: NEW_REGIME_SURCHARGE_BANDS,
  source: `Finance Act 2025, section 2(${subsection}), proviso on income chargeable under section 115BAC(1A), clauses (i) to (iii) (highest rate 25%)`,
  marginalRelief: {
    source: `Finance Act 2025, section 2(${subsection}), proviso on marginal relief for income chargeable under section 115BAC(1A) (thresholds of 50 lakh, 1 crore and 2 crore)`,
  },
});

const oldRegimeStandardDeduction: DeductionCap = {
  limit: 50_000,
  source: 'Income-tax Act 1961, section 16(ia)',
  url: SOURCES.section16,
};

const oldRegimeRebate: RebateRule = {
  incomeLimit: 5 * LAKH,
  maximum: 12_500,
  marginalRelief: false,
  source: 'Income-tax Act 1961, section 87A (main provision; no marginal relief)',
  url: SOURCES.section87A,
};

const oldRegimeDeductions: OldRegimeDeductionRules = {
  section80C: {
    limit: 1_50_000,
    source:
      'Income-tax Act 1961, section 80C(1) ("as does not exceed one hundred and fifty thousand rupees")',
    url: SOURCES.section80C,
  },
  section80DSelf: {
    limit: 25_000,
    seniorCitizenLimit: 50_000,
    source:
      'Income-tax Act 1961, section 80D(2)(a) (25,000) and 80D(4) (50,000 where the person insured is a senior citizen, i.e. a resident aged 60 or more)',
    url: SOURCES.section80D,
  },
  section80DParents: {
    limit: 25_000,
    seniorCitizenLimit: 50_000,
    source:
      'Income-tax Act 1961, section 80D(2)(b) (25,000) and 80D(4) (50,000 where the parent is a senior citizen)',
    url: SOURCES.section80D,
  },
  section24bSelfOccupied: {
    limit: 2 * LAKH,
    source:
      'Income-tax Act 1961, section 24(b), second and last provisos (two lakh rupees for a self-occupied house bought or built with a loan taken on or after 1 April 1999)',
    url: SOURCES.section24,
  },
  hraExemption: {
    source: 'Income-tax Act 1961, section 10(13A) read with rule 2A of the Income-tax Rules 1962',
  },
};

const newRegimeBar: Sourced = {
  source:
    'Not allowed in the new regime: Income-tax Act 1961, section 115BAC(2)(i) (total income computed without sections 10(13A), 24(b) for a self-occupied house, and Chapter VI-A deductions such as 80C and 80D)',
  url: SOURCES.section115BAC,
};

const cess = (subsection: string) => ({
  ratePercent: 4,
  source: `Finance Act 2025, section 2(${subsection}) ("Health and Education Cess on income-tax", four per cent of income-tax and surcharge)`,
});

const rounding = {
  totalIncome: {
    source: 'Income-tax Act 1961, section 288A (total income rounded to the nearest multiple of ten rupees)',
    url: SOURCES.section288A,
  },
  taxPayable: {
    source:
      'Income-tax Act 1961, section 288B (amount payable rounded to the nearest multiple of ten rupees)',
    url: SOURCES.section288B,
  },
};

// ---- Each year ----

const fy2024_25: IncomeTaxRules = {
  financialYear: '2024-25',
  assessmentYear: '2025-26',
  act: 'Income-tax Act 1961',
  source:
    'Income-tax Act 1961 as amended by the Finance (No. 2) Act 2024 (Act 15 of 2024); rates in Part I of the First Schedule and section 2 of the Finance Act 2025 (Act 7 of 2025)',
  lastChecked: RULES_LAST_CHECKED,
  old: {
    slabs: oldRegimeSlabs('Part I'),
    standardDeduction: oldRegimeStandardDeduction,
    rebate87A: oldRegimeRebate,
    surcharge: oldRegimeSurcharge('Part I'),
  },
  new: {
    slabs: sameForAllAges({
      slabs: [
        { from: 0, to: 3 * LAKH, ratePercent: 0 },
        { from: 3 * LAKH, to: 7 * LAKH, ratePercent: 5 },
        { from: 7 * LAKH, to: 10 * LAKH, ratePercent: 10 },
        { from: 10 * LAKH, to: 12 * LAKH, ratePercent: 15 },
        { from: 12 * LAKH, to: 15 * LAKH, ratePercent: 20 },
        { from: 15 * LAKH, to: null, ratePercent: 30 },
      ],
      source:
        'Income-tax Act 1961, section 115BAC(1A)(ii) (assessment year 2025-26), as substituted by the Finance (No. 2) Act 2024',
      url: SOURCES.section115BAC,
    }),
    standardDeduction: {
      limit: 75_000,
      source:
        'Income-tax Act 1961, proviso to section 16(ia) (75,000 where tax is computed under section 115BAC(1A)(ii)), inserted by the Finance (No. 2) Act 2024',
      url: SOURCES.section16,
    },
    rebate87A: {
      incomeLimit: 7 * LAKH,
      maximum: 25_000,
      marginalRelief: true,
      source:
        'Income-tax Act 1961, section 87A, first proviso, clauses (a) and (b), inserted by the Finance Act 2023',
      url: SOURCES.section87A,
    },
    surcharge: newRegimeSurcharge('3'),
  },
  cess: cess('11'),
  oldRegimeDeductions,
  newRegimeBar,
  rounding,
};

const fy2025_26: IncomeTaxRules = {
  financialYear: '2025-26',
  assessmentYear: '2026-27',
  act: 'Income-tax Act 1961',
  source:
    'Income-tax Act 1961 as amended by the Finance Act 2025 (Act 7 of 2025) and the Taxation Laws (Amendment) Act 2025 (Act 29 of 2025); rates in Part III of the First Schedule and section 2(9) of the Finance Act 2025',
  lastChecked: RULES_LAST_CHECKED,
  old: {
    slabs: oldRegimeSlabs('Part III'),
    standardDeduction: oldRegimeStandardDeduction,
    rebate87A: oldRegimeRebate,
    surcharge: oldRegimeSurcharge('Part III'),
  },
  new: {
    slabs: sameForAllAges({
      slabs: NEW_REGIME_SLABS_FROM_2025_26,
      source:
        'Income-tax Act 1961, section 115BAC(1A)(iii) (assessment year 2026-27 onwards), inserted by the Finance Act 2025',
      url: SOURCES.section115BAC,
    }),
    standardDeduction: {
      limit: 75_000,
      source:
        'Income-tax Act 1961, proviso to section 16(ia), as amended by section 3 of the Taxation Laws (Amendment) Act 2025 (Act 29 of 2025) to cover section 115BAC(1A)(iii), with effect from 1 April 2025',
      url: SOURCES.taxationLawsAmendmentAct2025,
    },
    rebate87A: {
      incomeLimit: 12 * LAKH,
      maximum: 60_000,
      marginalRelief: true,
      source:
        'Income-tax Act 1961, section 87A, first proviso, clauses (a) and (b), as amended by the Finance Act 2025 ("twelve" for "seven" hundred thousand; "sixty" for "twenty-five" thousand), with effect from 1 April 2026 (assessment year 2026-27)',
      url: SOURCES.section87A,
    },
    surcharge: newRegimeSurcharge('9'),
  },
  cess: cess('12'),
  oldRegimeDeductions,
  newRegimeBar,
  rounding,
};

// ---- Tax year 2026-27: the Income-tax Act 2025 ----

/** "Income-tax Act 2025, section …": the Act the figures of tax year 2026-27 come from. */
const ita2025 = (provision: string, url = SOURCES.incomeTaxAct2025): Sourced => ({
  source: `Income-tax Act 2025, ${provision}`,
  url,
});

/** Part I-B of the First Schedule to the Finance Act 2026: rates for tax year 2026-27 under the 2025 Act. */
const PART_I_B = 'Finance Act 2026, section 3 and First Schedule, Part I-B (tax year 2026-27)';

const ty2026_27: IncomeTaxRules = {
  financialYear: '2026-27',
  assessmentYear: null,
  act: 'Income-tax Act 2025',
  source:
    "Income-tax Act 2025 (Act 30 of 2025), in force from 1 April 2026, which renumbers the 1961 Act's provisions (115BAC is now section 202, 87A section 156, 16(ia) section 19(1), 80C section 123, 80D section 126, 24(b) section 22(1)(b), 288A and 288B section 516); rates in section 202(1) of that Act and, for the old regime, surcharge and cess, in section 3 of and Part I-B of the First Schedule to the Finance Act 2026 (Act 4 of 2026), which changed no rate",
  lastChecked: RULES_LAST_CHECKED,
  old: {
    slabs: {
      'below-60': {
        slabs: OLD_REGIME_SLABS['below-60'],
        source: `${PART_I_B}: individual who has opted out of section 202 of the Income-tax Act 2025 (section 202(4))`,
        url: SOURCES.financeAct2026,
      },
      '60-to-79': {
        slabs: OLD_REGIME_SLABS['60-to-79'],
        source: `${PART_I_B}: resident individual aged 60 or more but under 80 (nil band 3,00,000)`,
        url: SOURCES.financeAct2026,
      },
      '80-plus': {
        slabs: OLD_REGIME_SLABS['80-plus'],
        source: `${PART_I_B}: resident individual aged 80 or more (nil band 5,00,000)`,
        url: SOURCES.financeAct2026,
      },
    },
    standardDeduction: {
      limit: 50_000,
      ...ita2025(
        'section 19(1), Table, Sl. No. 2 (50,000, or the salary if less, where tax is not computed under section 202(1); formerly section 16(ia) of the 1961 Act)',
      ),
    },
    rebate87A: {
      incomeLimit: 5 * LAKH,
      maximum: 12_500,
      marginalRelief: false,
      ...ita2025(
        'section 156(1) (total income up to 5,00,000, rebate up to 12,500; no marginal relief; formerly section 87A of the 1961 Act)',
      ),
    },
    surcharge: {
      bands: OLD_REGIME_SURCHARGE_BANDS,
      source: `${PART_I_B}, Paragraph F ("Surcharge on income-tax"): the same rates as for assessment year 2025-26`,
      url: SOURCES.financeAct2026,
      marginalRelief: {
        source: `${PART_I_B}, Paragraph F, marginal relief at each threshold (50 lakh, 1 crore, 2 crore and 5 crore)`,
        url: SOURCES.financeAct2026,
      },
    },
  },
  new: {
    slabs: sameForAllAges({
      slabs: NEW_REGIME_SLABS_FROM_2025_26,
      ...ita2025(
        'section 202(1), Table (the default regime; formerly section 115BAC(1A)(iii) of the 1961 Act); unchanged by the Finance Act 2026',
      ),
    }),
    standardDeduction: {
      limit: 75_000,
      ...ita2025(
        'section 19(1), Table, Sl. No. 2 (75,000, or the salary if less, where tax is computed under section 202(1); formerly the proviso to section 16(ia) of the 1961 Act)',
      ),
    },
    rebate87A: {
      incomeLimit: 12 * LAKH,
      maximum: 60_000,
      marginalRelief: true,
      ...ita2025(
        'section 156(2) and (3) (total income up to 12,00,000 taxed under section 202(1), rebate up to 60,000, with marginal relief under section 156(2)(b); formerly section 87A of the 1961 Act)',
      ),
    },
    surcharge: {
      bands: NEW_REGIME_SURCHARGE_BANDS,
      source: `${PART_I_B}, Paragraph F: for income chargeable under section 202 of the Income-tax Act 2025 the 37% rate above 5 crore does not apply, so the highest rate is 25%`,
      url: SOURCES.financeAct2026,
      marginalRelief: {
        source: `${PART_I_B}, Paragraph F, marginal relief at each threshold (50 lakh, 1 crore and 2 crore)`,
        url: SOURCES.financeAct2026,
      },
    },
  },
  cess: {
    ratePercent: 4,
    source:
      'Finance Act 2026, section 3 ("Health and Education Cess on income-tax", four per cent of income-tax and surcharge, tax year 2026-27)',
    url: SOURCES.financeAct2026,
  },
  oldRegimeDeductions: {
    section80C: {
      limit: 1_50_000,
      ...ita2025(
        'section 123 (sums listed in Schedule XV, "not exceeding one lakh fifty thousand rupees"; formerly section 80C of the 1961 Act)',
      ),
    },
    section80DSelf: {
      limit: 25_000,
      seniorCitizenLimit: 50_000,
      ...ita2025(
        'section 126(2)(a) (25,000) and 126(8)(a) (50,000 where the person insured is a senior citizen); formerly section 80D of the 1961 Act',
      ),
    },
    section80DParents: {
      limit: 25_000,
      seniorCitizenLimit: 50_000,
      ...ita2025(
        'section 126(2)(b) (25,000) and 126(8)(a) (50,000 where the parent is a senior citizen); formerly section 80D of the 1961 Act',
      ),
    },
    section24bSelfOccupied: {
      limit: 2 * LAKH,
      ...ita2025(
        'section 22 (interest on borrowed capital under section 22(1)(b) for a house referred to in section 21(6), the self-occupied house, capped at two lakh rupees; formerly section 24(b) of the 1961 Act)',
      ),
    },
    hraExemption: ita2025(
      'the exemption of house rent allowance corresponding to section 10(13A) of the 1961 Act, within the limits prescribed by the rules',
    ),
  },
  newRegimeBar: {
    source:
      'Not allowed in the new regime: Income-tax Act 2025, section 202(2)(a) (total income computed without the specified exemptions, house rent allowance among them, without interest under section 22(1)(b) on a self-occupied house, and without Chapter VIII deductions such as sections 123 and 126; formerly section 115BAC(2) of the 1961 Act)',
    url: SOURCES.incomeTaxAct2025,
  },
  rounding: {
    totalIncome: ita2025(
      'section 516 (total income rounded to the nearest multiple of ten rupees; formerly section 288A of the 1961 Act)',
    ),
    taxPayable: ita2025(
      'section 516 (amount payable rounded to the nearest multiple of ten rupees; formerly section 288B of the 1961 Act)',
    ),
  },
};

/** Rules by financial year (tax year from 2026-27). */
export const incomeTaxRules: Record<FinancialYear, IncomeTaxRules> = {
  '2024-25': fy2024_25,
  '2025-26': fy2025_26,
  '2026-27': ty2026_27,
};

/**
 * The provisions the tools name, by their 1961 Act numbers, and what the Income-tax Act 2025 numbers
 * them (see the table at the top of this file; the HRA exemption is in Schedule III, Table, Sl. No. 11).
 */
const PROVISIONS_2025 = {
  '80C': 'section 123',
  '80D': 'section 126',
  '87A': 'section 156',
  '24(b)': 'section 22(1)(b)',
  '16(ia)': 'section 19(1)',
  '115BAC': 'section 202',
  '288A and 288B': 'section 516',
  '10(13A)': 'Schedule III, Sl. No. 11',
} as const;
export type Provision1961 = keyof typeof PROVISIONS_2025;

/**
 * A provision as the law of `year` names it: "section 80C" under the 1961 Act; "section 123 (80C of
 * the 1961 Act)" from tax year 2026-27, or with `short`, "section 123 (old 80C)", for labels.
 */
export function provisionName(year: FinancialYear, section1961: Provision1961, short = false): string {
  const plural = section1961.includes(' and ') ? 'sections' : 'section';
  if (incomeTaxRules[year].assessmentYear !== null) return `${plural} ${section1961}`;
  return `${PROVISIONS_2025[section1961]} (${short ? 'old' : ''}${short ? ' ' : ''}${section1961}${short ? '' : ' of the 1961 Act'})`;
}

/** The same, starting a sentence or a label: "Section 123 (old 80C)". */
export const provisionLabel = (year: FinancialYear, section1961: Provision1961, short = false): string => {
  const name = provisionName(year, section1961, short);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * How the tools name a year: "FY 2025-26 (AY 2026-27)" under the 1961 Act; "Tax year 2026-27" under the
 * Income-tax Act 2025, which has no assessment year.
 */
export function yearLabel(year: FinancialYear): string {
  const { assessmentYear } = incomeTaxRules[year];
  return assessmentYear === null ? `Tax year ${year}` : `FY ${year} (AY ${assessmentYear})`;
}
