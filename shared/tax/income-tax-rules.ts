/**
 * Income-tax rules for resident individuals, as data, for the years our public tax tools cover:
 * financial year 2024-25 (assessment year 2025-26) and financial year 2025-26 (assessment year 2026-27),
 * under the Income-tax Act 1961. Every figure names the provision that sets it.
 *
 * Where the rates for a year live:
 * - New regime: section 115BAC(1A) of the Act itself (clause (ii) for FY 2024-25 as substituted by the
 *   Finance (No. 2) Act 2024; clause (iii) for FY 2025-26 as inserted by the Finance Act 2025).
 * - Old regime: the First Schedule to each year's Finance Act. FY 2024-25 figures are from Part I of the
 *   First Schedule to the Finance Act 2025 (rates for assessment year 2025-26); FY 2025-26 figures are from
 *   Part III of the same Schedule (rates for tax deducted from salary and advance tax in FY 2025-26),
 *   which Parliament normally repeats as Part I of the next Finance Act.
 * - Surcharge on new-regime tax and the 4% cess: section 2 of the Finance Act 2025 (sub-section (3) for
 *   FY 2024-25, sub-section (9) for FY 2025-26; cess in sub-sections (11) and (12)).
 *
 * The Finance Act 2025 text used is the Bill as introduced (Bill No. 14 of 2025, 1 February 2025); the
 * Act is No. 7 of 2025.
 */

export type FinancialYear = '2024-25' | '2025-26';
export type AgeBand = 'below-60' | '60-to-79' | '80-plus';
export type TaxRegime = 'old' | 'new';

/** The year the tools open on: the latest financial year whose rules have been published and checked. */
export const CURRENT_FINANCIAL_YEAR: FinancialYear = '2025-26';
export const FINANCIAL_YEARS: FinancialYear[] = ['2024-25', '2025-26'];

/** When the figures below were last checked against their sources. */
export const RULES_LAST_CHECKED = '2026-11-23';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** incometaxindia.gov.in page for a section of the Income-tax Act 1961 (the department's consolidated text). */
const itAct = (id: string) => `https://incometaxindia.gov.in/acts/income-tax%20act,%201961/2025/${id}.htm`;

export const SOURCES = {
  section115BAC: itAct('102120000000091032'),
  section87A: itAct('102120000000090971'),
  section16: itAct('102120000000090741'),
  section80C: itAct('102120000000090896'),
  section80D: itAct('102120000000090906'),
  section24: itAct('102120000000090745'),
  section288A: itAct('102120000000091600'),
  section288B: itAct('102120000000091601'),
  taxationLawsAmendmentAct2025: 'https://gazettetracker.com/g/CG-DL-E-22082025-265618',
  taxationLawsAmendmentBill2025: 'https://www.thelexsphere.com/view_sections.php?id=28',
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
}

export interface IncomeTaxRules {
  financialYear: FinancialYear;
  assessmentYear: string;
  /** The instruments the year's figures come from. */
  source: string;
  lastChecked: string;
  old: RegimeRules;
  new: RegimeRules;
  cess: { ratePercent: number } & Sourced;
  oldRegimeDeductions: OldRegimeDeductionRules;
  rounding: { totalIncome: Sourced; taxPayable: Sourced };
}

// ---- Figures shared by both years ----

/** Finance Act 2025, First Schedule: Part I (AY 2025-26) and Part III (FY 2025-26) carry the same text. */
const oldRegimeSlabs = (part: string): Record<AgeBand, SlabTable> => ({
  'below-60': {
    slabs: [
      { from: 0, to: 2.5 * LAKH, ratePercent: 0 },
      { from: 2.5 * LAKH, to: 5 * LAKH, ratePercent: 5 },
      { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
      { from: 10 * LAKH, to: null, ratePercent: 30 },
    ],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (I)`,
  },
  '60-to-79': {
    slabs: [
      { from: 0, to: 3 * LAKH, ratePercent: 0 },
      { from: 3 * LAKH, to: 5 * LAKH, ratePercent: 5 },
      { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
      { from: 10 * LAKH, to: null, ratePercent: 30 },
    ],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (II) (resident, 60 or more but under 80)`,
  },
  '80-plus': {
    slabs: [
      { from: 0, to: 5 * LAKH, ratePercent: 0 },
      { from: 5 * LAKH, to: 10 * LAKH, ratePercent: 20 },
      { from: 10 * LAKH, to: null, ratePercent: 30 },
    ],
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, item (III) (resident, 80 or more)`,
  },
});

const sameForAllAges = (table: SlabTable): Record<AgeBand, SlabTable> => ({
  'below-60': table,
  '60-to-79': table,
  '80-plus': table,
});

const oldRegimeSurcharge = (part: string): SurchargeRule => ({
  bands: [
    { above: 50 * LAKH, ratePercent: 10 },
    { above: 1 * CRORE, ratePercent: 15 },
    { above: 2 * CRORE, ratePercent: 25 },
    { above: 5 * CRORE, ratePercent: 37 },
  ],
  source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, "Surcharge on income-tax", clauses (a) to (d)`,
  marginalRelief: {
    source: `Finance Act 2025, First Schedule, ${part}, Paragraph A, third proviso under "Surcharge on income-tax" (thresholds of 50 lakh, 1 crore, 2 crore and 5 crore)`,
  },
});

/** The new regime's surcharge stops at 25%: there is no 37% band above 5 crore. */
const newRegimeSurcharge = (subsection: string): SurchargeRule => ({
  bands: [
    { above: 50 * LAKH, ratePercent: 10 },
    { above: 1 * CRORE, ratePercent: 15 },
    { above: 2 * CRORE, ratePercent: 25 },
  ],
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
  rounding,
};

const fy2025_26: IncomeTaxRules = {
  financialYear: '2025-26',
  assessmentYear: '2026-27',
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
      slabs: [
        { from: 0, to: 4 * LAKH, ratePercent: 0 },
        { from: 4 * LAKH, to: 8 * LAKH, ratePercent: 5 },
        { from: 8 * LAKH, to: 12 * LAKH, ratePercent: 10 },
        { from: 12 * LAKH, to: 16 * LAKH, ratePercent: 15 },
        { from: 16 * LAKH, to: 20 * LAKH, ratePercent: 20 },
        { from: 20 * LAKH, to: 24 * LAKH, ratePercent: 25 },
        { from: 24 * LAKH, to: null, ratePercent: 30 },
      ],
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
  rounding,
};

/** Rules by financial year. */
export const incomeTaxRules: Record<FinancialYear, IncomeTaxRules> = {
  '2024-25': fy2024_25,
  '2025-26': fy2025_26,
};
