/**
 * Income-tax for a resident individual under both regimes, side by side, with the working shown.
 *
 * The order of the working, for each regime:
 * 1. Gross income: salary plus other income.
 * 2. Deductions, each capped: HRA exemption and standard deduction from salary; interest on a home loan
 *    for a self-occupied house (section 24(b)); sections 80C and 80D. The new regime allows only the
 *    standard deduction (section 115BAC(2) bars the others).
 * 3. Total income, rounded to the nearest ten rupees (section 288A).
 * 4. Tax slab by slab, then the section 87A rebate (with marginal relief in the new regime), then the
 *    surcharge (with marginal relief at each threshold), then 4% health and education cess on tax plus
 *    surcharge.
 * 5. The total, rounded to the nearest ten rupees (section 288B).
 *
 * Rounding, as the Act says (sections 288A and 288B, checked against the text on incometaxindia.gov.in):
 * for both total income and the tax payable, paise are ignored and the rupee figure is rounded to the
 * nearest multiple of ten, a last digit of five or more going up. We apply 288B once, to the final tax
 * (tax after rebate, plus surcharge, plus cess); the steps before it are kept exact to the paisa, with any
 * percentage rounded half up to the paisa.
 *
 * Out of scope: income taxed at special rates (capital gains under sections 111A, 112 and 112A, lottery
 * winnings and the like) and the surcharge cap of 15% on such income; non-residents (who get no 87A
 * rebate); agricultural income; deductions other than those listed (80CCD, 80E, 80G, 80TTA, professional
 * tax and so on). Every amount of other income is taken to be taxed at the slab rates.
 *
 * Section numbers above are the 1961 Act's. From tax year 2026-27 the Income-tax Act 2025 applies with
 * the same computation under new numbers (see income-tax-rules.ts); each figure's source in the rules
 * names the provision for its year.
 */

import {
  incomeTaxRules,
  provisionLabel,
  type Provision1961,
  type AgeBand,
  type FinancialYear,
  type IncomeTaxRules,
  type RegimeRules,
  type TaxRegime,
} from './income-tax-rules';
import { paiseToRupees, percentOfPaise, rupeesToPaise } from './gst';

export interface OldRegimeDeductionsInput {
  /** Amount paid or invested under section 80C (capped at 1,50,000). */
  section80C?: number;
  /**
   * Health insurance premium for self, spouse and dependent children (section 80D). Capped at 25,000, or
   * 50,000 when the taxpayer's age band is 60 or more (a spouse's age is not asked for).
   */
  section80DSelf?: number;
  /** Health insurance premium for parents (section 80D). */
  section80DParents?: number;
  /** Whether the parents insured are senior citizens (60 or more), which raises their cap. */
  parentsSeniorCitizen?: boolean;
  /** Interest on a loan for a self-occupied house, section 24(b). */
  homeLoanInterest?: number;
  /** HRA exempt under section 10(13A), e.g. from `computeHraExemption`. */
  hraExemption?: number;
}

export interface IncomeTaxInput {
  financialYear: FinancialYear;
  ageBand: AgeBand;
  /** Gross salary for the year (including any HRA received), rupees. */
  salaryIncome: number;
  /** Other income taxed at slab rates (interest, rent after its deductions, etc.), rupees. */
  otherIncome: number;
  /** Deductions claimed; they count in the old regime only. */
  deductions?: OldRegimeDeductionsInput;
}

export type DeductionCode =
  | 'hra-10-13a'
  | 'standard-deduction-16ia'
  | 'home-loan-interest-24b'
  | 'section-80c'
  | 'section-80d-self'
  | 'section-80d-parents';

export interface AppliedDeduction {
  code: DeductionCode;
  label: string;
  /** What was claimed, rupees. */
  claimed: number;
  /** What the law lets through, rupees. */
  allowed: number;
  /** The cap applied, rupees (null when the only limit is the income itself). */
  cap: number | null;
  /** The provision that sets the cap. */
  capSource: string;
}

export interface SlabWorking {
  from: number;
  to: number | null;
  ratePercent: number;
  /** The part of total income that falls in this slab, rupees. */
  incomeInSlab: number;
  tax: number;
}

export interface RebateWorking {
  incomeLimit: number;
  maximum: number;
  /** 'full': income within the limit. 'marginal-relief': just above it, tax limited to the excess. */
  kind: 'full' | 'marginal-relief' | 'none';
  amount: number;
  source: string;
}

export interface SurchargeWorking {
  /** Threshold exceeded (rupees), or null when no surcharge applies. */
  threshold: number | null;
  ratePercent: number;
  /** Surcharge at the full rate, before marginal relief. */
  atFullRate: number;
  marginalRelief: number;
  amount: number;
  source: string;
}

export interface RegimeComputation {
  regime: TaxRegime;
  grossIncome: number;
  deductions: AppliedDeduction[];
  totalDeductions: number;
  /** Gross income less deductions, before rounding. */
  totalIncomeBeforeRounding: number;
  /** Total income rounded under section 288A: the income the slabs apply to. */
  taxableIncome: number;
  slabs: SlabWorking[];
  slabSource: string;
  taxBeforeRebate: number;
  rebate87A: RebateWorking;
  taxAfterRebate: number;
  surcharge: SurchargeWorking;
  cess: number;
  /** Tax after rebate + surcharge + cess, to the paisa. */
  totalTaxBeforeRounding: number;
  /** Rounded under section 288B. */
  totalTax: number;
}

export interface IncomeTaxResult {
  financialYear: FinancialYear;
  /** Null from tax year 2026-27: the Income-tax Act 2025 has no assessment year. */
  assessmentYear: string | null;
  ageBand: AgeBand;
  old: RegimeComputation;
  new: RegimeComputation;
  /** The regime with the lower total tax, or 'equal'. */
  cheaper: TaxRegime | 'equal';
  /** How much less the cheaper regime costs, rupees. */
  saving: number;
  rulesLastChecked: string;
}

/** Rounds whole rupees as sections 288A and 288B do: nearest ten, a last digit of 5 or more going up. */
export function roundToNearestTen(rupees: number): number {
  const whole = Math.floor(rupees); // paise are ignored
  const lastDigit = whole % 10;
  return lastDigit >= 5 ? whole - lastDigit + 10 : whole - lastDigit;
}

const nonNegative = (name: string, value: number | undefined): number => {
  const v = value ?? 0;
  if (!Number.isFinite(v) || v < 0) throw new RangeError(`${name} must be zero or more, got ${value}`);
  return v;
};

/** Tax on a total income (whole rupees) under the slabs, slab by slab, in paise. */
function slabTaxPaise(totalIncome: number, table: RegimeRules['slabs'][AgeBand]) {
  return table.slabs.map((slab) => {
    const top = slab.to === null ? totalIncome : Math.min(totalIncome, slab.to);
    const incomeInSlab = Math.max(0, top - slab.from);
    // Whole rupees × a whole percentage is a whole number of paise: no rounding needed.
    return { slab, incomeInSlab, taxPaise: incomeInSlab * slab.ratePercent };
  });
}

/** Section 87A rebate in paise, for a resident individual. */
function rebatePaise(totalIncome: number, taxPaise: number, rule: RegimeRules['rebate87A']) {
  if (totalIncome <= rule.incomeLimit) {
    return { kind: 'full' as const, paise: Math.min(taxPaise, rule.maximum * 100) };
  }
  const excessPaise = (totalIncome - rule.incomeLimit) * 100;
  if (rule.marginalRelief && taxPaise > excessPaise) {
    return { kind: 'marginal-relief' as const, paise: taxPaise - excessPaise };
  }
  return { kind: 'none' as const, paise: 0 };
}

interface TaxCore {
  slabs: ReturnType<typeof slabTaxPaise>;
  taxBeforeRebatePaise: number;
  rebate: ReturnType<typeof rebatePaise>;
  taxAfterRebatePaise: number;
  surcharge: { band: RegimeRules['surcharge']['bands'][number] | null; fullPaise: number; paise: number };
}

/** Tax, rebate and surcharge (with marginal relief) on a total income in whole rupees. */
function taxCore(totalIncome: number, rules: RegimeRules, ageBand: AgeBand): TaxCore {
  const slabs = slabTaxPaise(totalIncome, rules.slabs[ageBand]);
  const taxBeforeRebatePaise = slabs.reduce((sum, s) => sum + s.taxPaise, 0);
  const rebate = rebatePaise(totalIncome, taxBeforeRebatePaise, rules.rebate87A);
  const taxAfterRebatePaise = taxBeforeRebatePaise - rebate.paise;

  const band = [...rules.surcharge.bands].reverse().find((b) => totalIncome > b.above) ?? null;
  if (band === null)
    return {
      slabs,
      taxBeforeRebatePaise,
      rebate,
      taxAfterRebatePaise,
      surcharge: { band, fullPaise: 0, paise: 0 },
    };

  const fullPaise = percentOfPaise(taxAfterRebatePaise, band.ratePercent * 100);
  // Marginal relief: tax + surcharge may exceed the tax + surcharge on an income exactly at the threshold
  // by no more than the income above the threshold.
  const atThreshold = taxCore(band.above, rules, ageBand);
  const capPaise =
    atThreshold.taxAfterRebatePaise +
    atThreshold.surcharge.paise +
    (totalIncome - band.above) * 100 -
    taxAfterRebatePaise;
  const paise = Math.max(0, Math.min(fullPaise, capPaise));
  return { slabs, taxBeforeRebatePaise, rebate, taxAfterRebatePaise, surcharge: { band, fullPaise, paise } };
}

const cap = (claimed: number, limit: number) => Math.min(claimed, limit);

function computeRegime(
  input: IncomeTaxInput,
  rulesForYear: IncomeTaxRules,
  regime: TaxRegime,
): RegimeComputation {
  const rules = rulesForYear[regime];
  const salary = nonNegative('salaryIncome', input.salaryIncome);
  const other = nonNegative('otherIncome', input.otherIncome);
  const d = input.deductions ?? {};
  const deductions: AppliedDeduction[] = [];
  // "Section 80C", or from tax year 2026-27 "Section 123 (old 80C)".
  const section = (s: Provision1961) => provisionLabel(input.financialYear, s, true);

  // Salary: HRA exemption (old regime only), then the standard deduction, capped at what salary is left.
  let salaryIncome = salary;
  if (regime === 'old') {
    const claimed = nonNegative('hraExemption', d.hraExemption);
    if (claimed > 0) {
      const allowed = Math.min(claimed, salaryIncome);
      salaryIncome -= allowed;
      deductions.push({
        code: 'hra-10-13a',
        label: 'HRA exemption',
        claimed,
        allowed,
        cap: null,
        capSource: rulesForYear.oldRegimeDeductions.hraExemption.source,
      });
    }
  }
  if (salary > 0) {
    const allowed = Math.min(rules.standardDeduction.limit, salaryIncome);
    salaryIncome -= allowed;
    deductions.push({
      code: 'standard-deduction-16ia',
      label: 'Standard deduction',
      claimed: rules.standardDeduction.limit,
      allowed,
      cap: rules.standardDeduction.limit,
      capSource: rules.standardDeduction.source,
    });
  }

  let grossTotalIncome = salaryIncome + other;
  if (regime === 'new') {
    // Listed so the comparison shows what the new regime gives up.
    const barred: [DeductionCode, string, number | undefined][] = [
      ['hra-10-13a', 'HRA exemption', d.hraExemption],
      ['home-loan-interest-24b', 'Home loan interest (self-occupied)', d.homeLoanInterest],
      ['section-80c', section('80C'), d.section80C],
      ['section-80d-self', `${section('80D')} (self and family)`, d.section80DSelf],
      ['section-80d-parents', `${section('80D')} (parents)`, d.section80DParents],
    ];
    for (const [code, label, value] of barred) {
      const claimed = nonNegative(code, value);
      if (claimed > 0) {
        deductions.push({
          code,
          label,
          claimed,
          allowed: 0,
          cap: 0,
          capSource: rulesForYear.newRegimeBar.source,
        });
      }
    }
  }
  if (regime === 'old') {
    const caps = rulesForYear.oldRegimeDeductions;
    const senior = input.ageBand !== 'below-60';

    // Interest on a self-occupied house is a loss under "Income from house property", set off against the
    // other heads; total income cannot fall below nil.
    const interest = nonNegative('homeLoanInterest', d.homeLoanInterest);
    if (interest > 0) {
      const allowed = Math.min(cap(interest, caps.section24bSelfOccupied.limit), grossTotalIncome);
      grossTotalIncome -= allowed;
      deductions.push({
        code: 'home-loan-interest-24b',
        label: 'Home loan interest (self-occupied)',
        claimed: interest,
        allowed,
        cap: caps.section24bSelfOccupied.limit,
        capSource: caps.section24bSelfOccupied.source,
      });
    }

    // Chapter VI-A deductions cannot exceed gross total income (section 80A(2)).
    let room = grossTotalIncome;
    const chapterVIA = (
      code: DeductionCode,
      label: string,
      claimedRaw: number | undefined,
      limit: number,
      capSource: string,
    ) => {
      const claimed = nonNegative(code, claimedRaw);
      if (claimed === 0) return;
      const allowed = Math.min(cap(claimed, limit), room);
      room -= allowed;
      deductions.push({ code, label, claimed, allowed, cap: limit, capSource });
    };
    chapterVIA('section-80c', section('80C'), d.section80C, caps.section80C.limit, caps.section80C.source);
    const selfLimit = senior ? caps.section80DSelf.seniorCitizenLimit : caps.section80DSelf.limit;
    chapterVIA(
      'section-80d-self',
      `${section('80D')} (self and family)`,
      d.section80DSelf,
      selfLimit,
      caps.section80DSelf.source,
    );
    const parentsLimit = d.parentsSeniorCitizen
      ? caps.section80DParents.seniorCitizenLimit
      : caps.section80DParents.limit;
    chapterVIA(
      'section-80d-parents',
      `${section('80D')} (parents)`,
      d.section80DParents,
      parentsLimit,
      caps.section80DParents.source,
    );
    grossTotalIncome = room;
  }

  const grossIncome = salary + other;
  const totalDeductions = deductions.reduce((sum, x) => sum + x.allowed, 0);
  const totalIncomeBeforeRounding = Math.max(0, grossIncome - totalDeductions);
  const taxableIncome = roundToNearestTen(totalIncomeBeforeRounding);

  const core = taxCore(taxableIncome, rules, input.ageBand);
  const cessPaise = percentOfPaise(
    core.taxAfterRebatePaise + core.surcharge.paise,
    rulesForYear.cess.ratePercent * 100,
  );
  const totalPaise = core.taxAfterRebatePaise + core.surcharge.paise + cessPaise;

  return {
    regime,
    grossIncome,
    deductions,
    totalDeductions,
    totalIncomeBeforeRounding,
    taxableIncome,
    slabs: core.slabs.map((s) => ({
      from: s.slab.from,
      to: s.slab.to,
      ratePercent: s.slab.ratePercent,
      incomeInSlab: s.incomeInSlab,
      tax: paiseToRupees(s.taxPaise),
    })),
    slabSource: rules.slabs[input.ageBand].source,
    taxBeforeRebate: paiseToRupees(core.taxBeforeRebatePaise),
    rebate87A: {
      incomeLimit: rules.rebate87A.incomeLimit,
      maximum: rules.rebate87A.maximum,
      kind: core.rebate.kind,
      amount: paiseToRupees(core.rebate.paise),
      source: rules.rebate87A.source,
    },
    taxAfterRebate: paiseToRupees(core.taxAfterRebatePaise),
    surcharge: {
      threshold: core.surcharge.band?.above ?? null,
      ratePercent: core.surcharge.band?.ratePercent ?? 0,
      atFullRate: paiseToRupees(core.surcharge.fullPaise),
      marginalRelief: paiseToRupees(core.surcharge.fullPaise - core.surcharge.paise),
      amount: paiseToRupees(core.surcharge.paise),
      source: rules.surcharge.source,
    },
    cess: paiseToRupees(cessPaise),
    totalTaxBeforeRounding: paiseToRupees(totalPaise),
    totalTax: roundToNearestTen(paiseToRupees(totalPaise)),
  };
}

/**
 * Computes income-tax for one year under the old and the new regime and says which is cheaper.
 * Amounts in and out are rupees. Salary and other income are gross; the deductions are applied, capped,
 * to the old regime only.
 */
export function computeIncomeTax(input: IncomeTaxInput): IncomeTaxResult {
  const rules = incomeTaxRules[input.financialYear];
  if (!rules) throw new RangeError(`No rules for financial year ${input.financialYear}`);
  // Fail early on paise-level inputs that cannot be represented exactly.
  rupeesToPaise(input.salaryIncome);
  rupeesToPaise(input.otherIncome);

  const old = computeRegime(input, rules, 'old');
  const fresh = computeRegime(input, rules, 'new');
  const difference = old.totalTax - fresh.totalTax;
  return {
    financialYear: rules.financialYear,
    assessmentYear: rules.assessmentYear,
    ageBand: input.ageBand,
    old,
    new: fresh,
    cheaper: difference === 0 ? 'equal' : difference > 0 ? 'new' : 'old',
    saving: Math.abs(difference),
    rulesLastChecked: rules.lastChecked,
  };
}
