import { computeIncomeTax, roundToNearestTen, type IncomeTaxInput } from '../../../shared/tax/income-tax';
import {
  CURRENT_FINANCIAL_YEAR,
  defaultFinancialYear,
  FINANCIAL_YEARS,
  financialYearContaining,
  incomeTaxRules,
  provisionLabel,
  provisionName,
  RULES_LAST_CHECKED,
  yearLabel,
  type AgeBand,
  type FinancialYear,
} from '../../../shared/tax/income-tax-rules';

/**
 * Expected figures are hand-worked from the slabs in the Act and the Finance Act 2025 (the arithmetic is
 * in each case's comment) unless a case says otherwise; for tax year 2026-27, from the Income-tax Act 2025
 * and the Finance Act 2026. "TI" is total income after deductions.
 * Cases use "other income" so that no standard deduction applies and TI equals the amount given.
 */
const tax = (financialYear: FinancialYear, ageBand: AgeBand, otherIncome: number, salaryIncome = 0) =>
  computeIncomeTax({ financialYear, ageBand, salaryIncome, otherIncome });

describe('rules data', () => {
  it('covers FY 2024-25, FY 2025-26 and tax year 2026-27, and is dated', () => {
    expect(Object.keys(incomeTaxRules).sort()).toEqual(['2024-25', '2025-26', '2026-27']);
    expect(FINANCIAL_YEARS).toEqual(['2024-25', '2025-26', '2026-27']);
    expect(RULES_LAST_CHECKED).toBe('2026-11-23');
    for (const rules of Object.values(incomeTaxRules)) {
      expect(rules.lastChecked).toBe('2026-11-23');
      expect(rules.source).toMatch(/Finance/);
    }
  });

  it('names the Act each year is charged under; the 2025 Act has no assessment year', () => {
    expect(incomeTaxRules['2024-25']).toMatchObject({
      act: 'Income-tax Act 1961',
      assessmentYear: '2025-26',
    });
    expect(incomeTaxRules['2025-26']).toMatchObject({
      act: 'Income-tax Act 1961',
      assessmentYear: '2026-27',
    });
    expect(incomeTaxRules['2026-27']).toMatchObject({ act: 'Income-tax Act 2025', assessmentYear: null });
  });

  it('labels the 1961 Act years "FY … (AY …)" and 2026-27 "Tax year 2026-27", with no AY', () => {
    expect(yearLabel('2024-25')).toBe('FY 2024-25 (AY 2025-26)');
    expect(yearLabel('2025-26')).toBe('FY 2025-26 (AY 2026-27)');
    expect(yearLabel('2026-27')).toBe('Tax year 2026-27');
  });

  it('gives every slab table, cap and rate a source, naming the section of that year’s Act', () => {
    for (const rules of Object.values(incomeTaxRules)) {
      const under2025Act = rules.act === 'Income-tax Act 2025';
      for (const regime of [rules.old, rules.new]) {
        for (const table of Object.values(regime.slabs)) expect(table.source).toBeTruthy();
        expect(regime.standardDeduction.source).toMatch(
          under2025Act ? /Income-tax Act 2025, section 19\(1\), Table, Sl\. No\. 2/ : /16\(ia\)/,
        );
        expect(regime.rebate87A.source).toMatch(under2025Act ? /Income-tax Act 2025, section 156/ : /87A/);
        expect(regime.surcharge.source).toBeTruthy();
        expect(regime.surcharge.marginalRelief.source).toBeTruthy();
      }
      expect(rules.cess.source).toMatch(/Health and Education Cess/);
      expect(rules.oldRegimeDeductions.hraExemption.source).toMatch(/10\(13A\)/);
      for (const sourced of [
        rules.oldRegimeDeductions.section80C,
        rules.oldRegimeDeductions.section80DSelf,
        rules.oldRegimeDeductions.section80DParents,
        rules.oldRegimeDeductions.section24bSelfOccupied,
        rules.rounding.totalIncome,
        rules.rounding.taxPayable,
        rules.newRegimeBar,
      ]) {
        expect(sourced.source).toMatch(under2025Act ? /Income-tax Act 2025/ : /Income-tax Act 1961/);
      }
    }
  });

  it('cites the Income-tax Act 2025 and the Finance Act 2026 for tax year 2026-27, with the old numbers', () => {
    const r = incomeTaxRules['2026-27'];
    // Income-tax Act 2025 (No. 30 of 2025), Gazette of India: section 202(1) slabs, 156 rebate.
    expect(r.new.slabs['below-60']).toMatchObject({
      source: expect.stringMatching(/^Income-tax Act 2025, section 202\(1\)/),
      url: 'https://egazette.gov.in/WriteReadData/2025/265620.pdf',
    });
    expect(r.new.rebate87A.source).toMatch(/section 156\(2\) and \(3\).*formerly section 87A/);
    expect(r.old.rebate87A.source).toMatch(/section 156\(1\).*no marginal relief/);
    // Finance Act 2026 (No. 4 of 2026): section 3 and First Schedule, Part I-B.
    for (const band of ['below-60', '60-to-79', '80-plus'] as const) {
      expect(r.old.slabs[band]).toMatchObject({
        source: expect.stringMatching(/^Finance Act 2026, section 3 and First Schedule, Part I-B/),
        url: 'https://egazette.gov.in/WriteReadData/2026/271439.pdf',
      });
    }
    expect(r.cess.source).toMatch(/^Finance Act 2026, section 3/);
    // The deduction caps are unchanged; their sections are renumbered.
    const caps = r.oldRegimeDeductions;
    expect(caps.section80C.source).toMatch(/section 123 .*formerly section 80C/);
    expect(caps.section80DSelf.source).toMatch(/section 126\(2\)\(a\).*formerly section 80D/);
    expect(caps.section24bSelfOccupied.source).toMatch(/section 22\(1\)\(b\).*formerly section 24\(b\)/);
    expect(r.rounding.totalIncome.source).toMatch(/section 516 .*formerly section 288A/);
    expect(r.rounding.taxPayable.source).toMatch(/section 516 .*formerly section 288B/);
    expect(r.source).toMatch(/Act 30 of 2025.*Act 4 of 2026/);
  });

  it('keeps the FY 2025-26 caps, slabs, rebates and surcharge bands for tax year 2026-27', () => {
    // Finance Bill 2026 memorandum, "Rates of income-tax": no change in the rates in sections 200 to 204
    // of the Income-tax Act 2025 or in the First Schedule; the deduction caps carry over unchanged.
    const [fy26, ty27] = [incomeTaxRules['2025-26'], incomeTaxRules['2026-27']];
    const figures = (r: typeof fy26) => ({
      oldSlabs: Object.values(r.old.slabs).map((t) => t.slabs),
      newSlabs: Object.values(r.new.slabs).map((t) => t.slabs),
      standardDeduction: [r.old.standardDeduction.limit, r.new.standardDeduction.limit],
      rebate: [r.old.rebate87A, r.new.rebate87A].map(({ incomeLimit, maximum, marginalRelief }) => ({
        incomeLimit,
        maximum,
        marginalRelief,
      })),
      surcharge: [r.old.surcharge.bands, r.new.surcharge.bands],
      cess: r.cess.ratePercent,
      caps: [
        r.oldRegimeDeductions.section80C.limit,
        r.oldRegimeDeductions.section80DSelf.limit,
        r.oldRegimeDeductions.section80DSelf.seniorCitizenLimit,
        r.oldRegimeDeductions.section80DParents.limit,
        r.oldRegimeDeductions.section80DParents.seniorCitizenLimit,
        r.oldRegimeDeductions.section24bSelfOccupied.limit,
      ],
    });
    expect(figures(ty27)).toEqual(figures(fy26));
    expect(figures(ty27).caps).toEqual([1_50_000, 25_000, 50_000, 25_000, 50_000, 2_00_000]);
  });

  it('caps the new regime surcharge at 25% (no 37% band)', () => {
    for (const rules of Object.values(incomeTaxRules)) {
      expect(Math.max(...rules.new.surcharge.bands.map((b) => b.ratePercent))).toBe(25);
      expect(Math.max(...rules.old.surcharge.bands.map((b) => b.ratePercent))).toBe(37);
    }
  });
});

describe('section 288A/288B rounding to the nearest ten rupees', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [13_002.08, 13_000], // paise ignored, last digit 2 goes down
    [1_06_605.99, 1_06_610], // paise ignored, last digit 5 goes up
    [9_50_004, 9_50_000],
    [9_50_005, 9_50_010],
  ])('%d rounds to %d', (input, expected) => {
    expect(roundToNearestTen(input)).toBe(expected);
  });
});

describe('the year the calculator opens on', () => {
  // Years run 1 April to 31 March, by the date in India (UTC+5:30): 1 April 00:00 IST is 31 March
  // 18:30 UTC.
  it.each([
    ['2026-11-23T10:00:00Z', '2026-27', 'today, in tax year 2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26', '31 March 2026, 23:59:59 in India'],
    ['2026-03-31T18:30:00Z', '2026-27', '1 April 2026, midnight in India'],
    ['2025-04-01T00:00:00Z', '2025-26', '1 April 2025'],
    ['2025-01-15T00:00:00Z', '2024-25', 'January 2025'],
    ['2028-06-01T00:00:00Z', '2026-27', 'after the last year covered: the latest'],
    ['2021-06-01T00:00:00Z', '2024-25', 'before the first year covered: the first'],
  ])('on %s it is %s (%s)', (moment, expected) => {
    expect(defaultFinancialYear(new Date(moment))).toBe(expected);
  });

  it('is the year containing today, so tax year 2026-27 while it runs', () => {
    const today = new Date();
    expect(CURRENT_FINANCIAL_YEAR).toBe(defaultFinancialYear(today));
    expect(FINANCIAL_YEARS).toContain(CURRENT_FINANCIAL_YEAR);
    if (financialYearContaining(today) === '2026-27') expect(CURRENT_FINANCIAL_YEAR).toBe('2026-27');
  });

  it('falls back to the latest year with rules when the running year has none yet', () => {
    expect(defaultFinancialYear(new Date('2026-11-23T10:00:00Z'), ['2024-25', '2025-26'])).toBe('2025-26');
  });

  it('names the financial year a moment falls in', () => {
    expect(financialYearContaining(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearContaining(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearContaining(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('tax year 2026-27 (Income-tax Act 2025; Finance Act 2026)', () => {
  it('reports the tax year with no assessment year', () => {
    expect(tax('2026-27', 'below-60', 10_00_000)).toMatchObject({
      financialYear: '2026-27',
      assessmentYear: null,
    });
  });

  it.each([
    // [TI, tax before rebate, rebate, total tax, working and source]
    [4_00_000, 0, 0, 0, 'slab edge 4L: nil slab only (Income-tax Act 2025, section 202(1), Sl. No. 1)'],
    [
      8_00_000,
      20_000,
      20_000,
      0,
      'slab edge 8L: 5% x 4L = 20,000 (section 202(1), Sl. No. 2), fully rebated (section 156(2)(a))',
    ],
    [
      12_00_000,
      60_000,
      60_000,
      0,
      'at the rebate limit: 20,000 + 10% x 4L = 60,000, rebate 60,000 (section 156(2)(a): up to 12 lakh)',
    ],
    [
      16_00_000,
      1_20_000,
      0,
      1_24_800,
      'slab edge 16L: 60,000 + 15% x 4L = 1,20,000 (section 202(1)); cess 4% 4,800 (Finance Act 2026, s. 3)',
    ],
    [
      24_00_000,
      3_00_000,
      0,
      3_12_000,
      'slab edge 24L: 1,20,000 + 80,000 + 1,00,000 = 3,00,000 (section 202(1)); cess 12,000',
    ],
    [
      50_00_000,
      10_80_000,
      0,
      11_23_200,
      'at 50L, no surcharge yet (Finance Act 2026, Part I-B, Paragraph F: above 50 lakh): 3,00,000 + 30% x 26L; cess 43,200',
    ],
  ])('new regime, TI %d: tax %d, rebate %d, total %d (hand-worked: %s)', (ti, before, rebate, total) => {
    const r = tax('2026-27', 'below-60', ti).new;
    expect(r.taxableIncome).toBe(ti);
    expect(r.taxBeforeRebate).toBe(before);
    expect(r.rebate87A.amount).toBe(rebate);
    expect(r.totalTax).toBe(total);
  });

  it('new regime, TI 12,10,000 just above 12 lakh: marginal relief under section 156(2)(b), total 10,400', () => {
    // Hand-worked as for FY 2025-26: slabs 20,000 + 40,000 + 15% x 10,000 = 61,500 (section 202(1)).
    // Excess over 12L = 10,000 < 61,500, so the rebate is 61,500 - 10,000 = 51,500 (Income-tax Act 2025,
    // section 156(2)(b)). Tax 10,000 + cess 4% 400 (Finance Act 2026, section 3) = 10,400.
    const r = tax('2026-27', 'below-60', 12_10_000).new;
    expect(r.taxBeforeRebate).toBe(61_500);
    expect(r.rebate87A).toMatchObject({ kind: 'marginal-relief', amount: 51_500 });
    expect(r.rebate87A.source).toMatch(/section 156/);
    expect(r.taxAfterRebate).toBe(10_000);
    expect(r.cess).toBe(400);
    expect(r.totalTax).toBe(10_400);
  });

  it('salary of 12,75,000 is tax-free: 75,000 standard deduction under section 19(1), Table, Sl. No. 2', () => {
    const r = tax('2026-27', 'below-60', 0, 12_75_000);
    expect(r.new.deductions).toEqual([
      expect.objectContaining({
        code: 'standard-deduction-16ia',
        allowed: 75_000,
        capSource: expect.stringMatching(/section 19\(1\), Table, Sl\. No\. 2/),
      }),
    ]);
    expect(r.new.taxableIncome).toBe(12_00_000);
    expect(r.new.totalTax).toBe(0);
    // Old regime: 50,000 (the same Sl. No. 2, "in any other case").
    expect(r.old.deductions[0]).toMatchObject({ allowed: 50_000 });
  });

  it('new regime, TI 50,10,000 just above 50 lakh: 10% surcharge cut to 7,000 by marginal relief', () => {
    // Finance Act 2026, First Schedule, Part I-B, Paragraph F. Hand-worked: tax 10,80,000 + 30% x 10,000
    // = 10,83,000; 10% = 1,08,300; cap 10,80,000 + 10,000 - 10,83,000 = 7,000; tax + surcharge 10,90,000;
    // cess 43,600; total 11,33,600.
    const r = tax('2026-27', 'below-60', 50_10_000).new;
    expect(r.surcharge).toMatchObject({ threshold: 50_00_000, ratePercent: 10, atFullRate: 1_08_300 });
    expect(r.surcharge.amount).toBe(7_000);
    expect(r.surcharge.source).toMatch(/Finance Act 2026/);
    expect(r.totalTax).toBe(11_33_600);
  });

  it('TI 5,00,10,000: new regime surcharge stays at 25% (section 202 income), old regime rises to 37%', () => {
    // Finance Act 2026, Part I-B, Paragraph F: the 37% rate above 5 crore does not apply to income
    // chargeable under section 202. Hand-worked as for FY 2025-26: new 1,45,83,000 + 25% 36,45,750 + cess
    // 7,29,150 = 1,89,57,900; old 1,48,15,500 + 37,10,125 (37% cut by marginal relief) + cess 7,41,025 =
    // 1,92,66,650.
    const r = tax('2026-27', 'below-60', 5_00_10_000);
    expect(r.new.surcharge).toMatchObject({ ratePercent: 25, amount: 36_45_750 });
    expect(r.new.totalTax).toBe(1_89_57_900);
    expect(r.old.surcharge).toMatchObject({ ratePercent: 37, amount: 37_10_125 });
    expect(r.old.totalTax).toBe(1_92_66_650);
  });

  it.each<[AgeBand, number, number, string]>([
    ['60-to-79', 3_00_000, 0, 'nil band 3L (Finance Act 2026, First Schedule, Part I-B, age 60 to 79)'],
    ['60-to-79', 5_00_000, 0, '5% x 2L = 10,000, rebated in full (Income-tax Act 2025, section 156(1))'],
    [
      '60-to-79',
      5_00_010,
      10_400,
      '10,000 + 20% x 10 = 10,002; above 5L, no rebate and no marginal relief (section 156(1)); cess 400.08; 10,402.08 rounds to 10,400 (section 516)',
    ],
    ['60-to-79', 10_00_000, 1_14_400, '10,000 + 20% x 5L = 1,10,000; cess 4,400 (Finance Act 2026, s. 3)'],
    ['60-to-79', 12_00_000, 1_76_800, '1,10,000 + 30% x 2L = 1,70,000; cess 6,800'],
    ['below-60', 10_00_000, 1_17_000, '12,500 + 20% x 5L = 1,12,500; cess 4,500 (Part I-B, below 60)'],
    ['80-plus', 10_00_000, 1_04_000, 'nil band 5L; 20% x 5L = 1,00,000; cess 4,000 (Part I-B, 80 or more)'],
  ])('old regime, %s, TI %d: total %d (hand-worked: %s)', (age, ti, total) => {
    const r = tax('2026-27', age, ti).old;
    expect(r.slabSource).toMatch(/^Finance Act 2026, section 3 and First Schedule, Part I-B/);
    expect(r.totalTax).toBe(total);
  });

  it('old regime deductions: the FY 2025-26 caps, cited to sections 123, 126 and 22 of the 2025 Act', () => {
    // Hand-worked, 60 to 79: salary 15,00,000 - 50,000 standard deduction - 2,00,000 interest (cap, section
    // 22(1)(b)) - 1,50,000 (cap, section 123) - 50,000 (senior cap, section 126(8)(a)) - 50,000 (parents,
    // senior) = 10,00,000; 10,000 + 20% x 5L = 1,10,000; cess 4,400; total 1,14,400.
    const r = computeIncomeTax({
      financialYear: '2026-27',
      ageBand: '60-to-79',
      salaryIncome: 15_00_000,
      otherIncome: 0,
      deductions: {
        homeLoanInterest: 2_50_000,
        section80C: 2_00_000,
        section80DSelf: 60_000,
        section80DParents: 60_000,
        parentsSeniorCitizen: true,
      },
    });
    expect(r.old.deductions.map((x) => [x.code, x.allowed, x.capSource.match(/section \d+/)?.[0]])).toEqual([
      ['standard-deduction-16ia', 50_000, 'section 19'],
      ['home-loan-interest-24b', 2_00_000, 'section 22'],
      ['section-80c', 1_50_000, 'section 123'],
      ['section-80d-self', 50_000, 'section 126'],
      ['section-80d-parents', 50_000, 'section 126'],
    ]);
    expect(r.old.taxableIncome).toBe(10_00_000);
    expect(r.old.totalTax).toBe(1_14_400);
    // New regime: the deductions are barred by section 202(2)(a); 15,00,000 - 75,000 = 14,25,000; tax
    // 93,750, above the rebate range; cess 3,750; total 97,500.
    expect(r.new.deductions.find((x) => x.code === 'section-80c')?.capSource).toMatch(
      /Income-tax Act 2025, section 202\(2\)\(a\)/,
    );
    expect(r.new.totalTax).toBe(97_500);
  });

  it('gives the same tax as FY 2025-26 at every age and income tried (no rate changed)', () => {
    // Finance Bill 2026 memorandum: no change in the rates for tax year 2026-27.
    const ages: AgeBand[] = ['below-60', '60-to-79', '80-plus'];
    for (const age of ages) {
      for (const ti of [0, 2_50_000, 5_00_010, 7_77_770, 12_10_000, 12_80_000, 50_10_000, 1_00_10_000]) {
        for (const salary of [0, 9_00_000]) {
          const [a, b] = [tax('2025-26', age, ti, salary), tax('2026-27', age, ti, salary)];
          expect([b.old.totalTax, b.new.totalTax]).toEqual([a.old.totalTax, a.new.totalTax]);
        }
      }
    }
  });
});

describe('FY 2025-26 new regime (section 115BAC(1A)(iii); 87A limit 12 lakh, rebate up to 60,000)', () => {
  it.each([
    // [TI, tax before rebate, rebate, total tax, working]
    [4_00_000, 0, 0, 0, 'slab edge 4L: nil slab only'],
    [8_00_000, 20_000, 20_000, 0, 'slab edge 8L: 5% x 4L = 20,000, fully rebated'],
    [12_00_000, 60_000, 60_000, 0, 'at the 87A limit: 20,000 + 10% x 4L = 60,000, rebate 60,000'],
    [16_00_000, 1_20_000, 0, 1_24_800, 'slab edge 16L: 60,000 + 15% x 4L = 1,20,000; cess 4,800'],
    [20_00_000, 2_00_000, 0, 2_08_000, 'slab edge 20L: 1,20,000 + 20% x 4L = 2,00,000; cess 8,000'],
    [24_00_000, 3_00_000, 0, 3_12_000, 'slab edge 24L: 2,00,000 + 25% x 4L = 3,00,000; cess 12,000'],
    [
      50_00_000,
      10_80_000,
      0,
      11_23_200,
      'at 50L, no surcharge: 3,00,000 + 30% x 26L = 10,80,000; cess 43,200',
    ],
  ])('TI %d: tax %d, rebate %d, total %d (hand-worked: %s)', (ti, before, rebate, total) => {
    const r = tax('2025-26', 'below-60', ti).new;
    expect(r.taxableIncome).toBe(ti);
    expect(r.taxBeforeRebate).toBe(before);
    expect(r.rebate87A.amount).toBe(rebate);
    expect(r.totalTax).toBe(total);
  });

  it('TI 12,10,000 just above the 87A limit: marginal relief leaves tax equal to the 10,000 excess, total 10,400', () => {
    // Hand-worked: slabs 20,000 + 40,000 + 15% x 10,000 = 61,500. Excess over 12L = 10,000 < 61,500, so
    // rebate = 61,500 - 10,000 = 51,500 (section 87A first proviso (b)). Tax 10,000 + cess 400 = 10,400.
    // The same 61,500 / 51,500 / 10,000 was widely reported after the Budget (e.g. inshorts, 1 Feb 2025).
    const r = tax('2025-26', 'below-60', 12_10_000).new;
    expect(r.taxBeforeRebate).toBe(61_500);
    expect(r.rebate87A).toMatchObject({ kind: 'marginal-relief', amount: 51_500 });
    expect(r.taxAfterRebate).toBe(10_000);
    expect(r.cess).toBe(400);
    expect(r.totalTax).toBe(10_400);
  });

  it('TI 12,70,000: marginal relief still applies (rebate 500), total 72,800', () => {
    // Hand-worked: 60,000 + 15% x 70,000 = 70,500 > excess 70,000, so rebate 500 and tax 70,000;
    // cess 2,800; total 72,800.
    const r = tax('2025-26', 'below-60', 12_70_000).new;
    expect(r.rebate87A).toMatchObject({ kind: 'marginal-relief', amount: 500 });
    expect(r.totalTax).toBe(72_800);
  });

  it('TI 12,80,000: past the marginal-relief range, no rebate, total 74,880', () => {
    // Hand-worked: 60,000 + 15% x 80,000 = 72,000 <= excess 80,000, so no rebate; cess 2,880; 74,880.
    const r = tax('2025-26', 'below-60', 12_80_000).new;
    expect(r.rebate87A).toMatchObject({ kind: 'none', amount: 0 });
    expect(r.totalTax).toBe(74_880);
  });

  it('salary of 12,75,000 is tax-free: 75,000 standard deduction brings TI to 12,00,000', () => {
    // The Budget 2025 headline figure: 12 lakh + 75,000 standard deduction (section 16(ia) proviso).
    const r = tax('2025-26', 'below-60', 0, 12_75_000).new;
    expect(r.deductions).toEqual([
      expect.objectContaining({ code: 'standard-deduction-16ia', allowed: 75_000, cap: 75_000 }),
    ]);
    expect(r.taxableIncome).toBe(12_00_000);
    expect(r.totalTax).toBe(0);
  });

  it('salary of 12,85,000 gives TI 12,10,000 and the same 10,400', () => {
    expect(tax('2025-26', 'below-60', 0, 12_85_000).new.totalTax).toBe(10_400);
  });

  it('TI 50,10,000 just above 50 lakh: surcharge limited by marginal relief to 7,000', () => {
    // Hand-worked: tax 10,80,000 + 30% x 10,000 = 10,83,000. Surcharge at 10% = 1,08,300. Cap: tax at 50L
    // (10,80,000) + 10,000 excess - 10,83,000 = 7,000. Tax + surcharge 10,90,000; cess 43,600; 11,33,600.
    const r = tax('2025-26', 'below-60', 50_10_000).new;
    expect(r.taxAfterRebate).toBe(10_83_000);
    expect(r.surcharge).toMatchObject({ threshold: 50_00_000, ratePercent: 10, atFullRate: 1_08_300 });
    expect(r.surcharge.amount).toBe(7_000);
    expect(r.surcharge.marginalRelief).toBe(1_01_300);
    expect(r.totalTax).toBe(11_33_600);
  });

  it('TI 1,00,00,000 (1 crore): 10% surcharge, total 29,51,520', () => {
    // Hand-worked: 10,80,000 + 30% x 50L = 25,80,000; surcharge 2,58,000; cess 4% of 28,38,000 = 1,13,520.
    const r = tax('2025-26', 'below-60', 1_00_00_000).new;
    expect(r.surcharge.amount).toBe(2_58_000);
    expect(r.totalTax).toBe(29_51_520);
  });

  it('TI 1,00,10,000 just above 1 crore: 15% surcharge cut to 2,65,000 by marginal relief', () => {
    // Hand-worked: tax 25,83,000; 15% = 3,87,450. Cap: (25,80,000 + 2,58,000) + 10,000 - 25,83,000 =
    // 2,65,000. Tax + surcharge 28,48,000; cess 1,13,920; total 29,61,920.
    const r = tax('2025-26', 'below-60', 1_00_10_000).new;
    expect(r.surcharge).toMatchObject({ ratePercent: 15, atFullRate: 3_87_450, amount: 2_65_000 });
    expect(r.totalTax).toBe(29_61_920);
  });

  it('TI 2,00,00,000 (2 crore): 15% surcharge, total 66,73,680', () => {
    // Hand-worked: 25,80,000 + 30% x 1Cr = 55,80,000; 15% = 8,37,000; cess 4% of 64,17,000 = 2,56,680.
    expect(tax('2025-26', 'below-60', 2_00_00_000).new.totalTax).toBe(66_73_680);
  });

  it('TI 2,00,10,000 just above 2 crore: 25% surcharge cut to 8,44,000 by marginal relief', () => {
    // Hand-worked: tax 55,83,000; 25% = 13,95,750. Cap: 64,17,000 + 10,000 - 55,83,000 = 8,44,000.
    // Tax + surcharge 64,27,000; cess 2,57,080; total 66,84,080.
    const r = tax('2025-26', 'below-60', 2_00_10_000).new;
    expect(r.surcharge).toMatchObject({ ratePercent: 25, atFullRate: 13_95_750, amount: 8_44_000 });
    expect(r.totalTax).toBe(66_84_080);
  });

  it('TI 5,00,10,000: surcharge stays at 25% above 5 crore (the new regime cap), total 1,89,57,900', () => {
    // Hand-worked: 3,00,000 + 30% x 4,76,10,000 = 1,45,83,000; 25% = 36,45,750; cess 4% of 1,82,28,750
    // = 7,29,150; total 1,89,57,900.
    const r = tax('2025-26', 'below-60', 5_00_10_000).new;
    expect(r.surcharge).toMatchObject({ threshold: 2_00_00_000, ratePercent: 25, amount: 36_45_750 });
    expect(r.totalTax).toBe(1_89_57_900);
  });

  it('TI 6 crore: new regime 25% surcharge (2,28,54,000) against old regime 37% (2,53,79,250)', () => {
    // New, hand-worked: 3,00,000 + 30% x 5,76,00,000 = 1,75,80,000; 25% = 43,95,000; cess 8,79,000.
    // Old, hand-worked: 1,12,500 + 30% x 5,90,00,000 = 1,78,12,500; 37% = 65,90,625; cess 9,76,125.
    const r = tax('2025-26', 'below-60', 6_00_00_000);
    expect(r.new.surcharge.ratePercent).toBe(25);
    expect(r.new.totalTax).toBe(2_28_54_000);
    expect(r.old.surcharge.ratePercent).toBe(37);
    expect(r.old.totalTax).toBe(2_53_79_250);
    expect(r.cheaper).toBe('new');
    expect(r.saving).toBe(25_25_250);
  });

  it('shows each slab’s working, including empty slabs', () => {
    const r = tax('2025-26', 'below-60', 13_00_000).new;
    expect(r.slabs.map((s) => [s.ratePercent, s.incomeInSlab, s.tax])).toEqual([
      [0, 4_00_000, 0],
      [5, 4_00_000, 20_000],
      [10, 4_00_000, 40_000],
      [15, 1_00_000, 15_000],
      [20, 0, 0],
      [25, 0, 0],
      [30, 0, 0],
    ]);
  });

  it('uses the same slabs for every age band', () => {
    const ages: AgeBand[] = ['below-60', '60-to-79', '80-plus'];
    expect(ages.map((a) => tax('2025-26', a, 16_00_000).new.totalTax)).toEqual([
      1_24_800, 1_24_800, 1_24_800,
    ]);
  });
});

describe('FY 2024-25 new regime (section 115BAC(1A)(ii); 87A limit 7 lakh, rebate up to 25,000)', () => {
  it.each([
    [3_00_000, 0, 0, 'slab edge 3L: nil'],
    [7_00_000, 20_000, 0, 'at the 87A limit: 5% x 4L = 20,000, fully rebated'],
    [10_00_000, 50_000, 52_000, 'slab edge 10L: 20,000 + 10% x 3L = 50,000; cess 2,000'],
    [12_00_000, 80_000, 83_200, 'slab edge 12L: 50,000 + 15% x 2L = 80,000; cess 3,200'],
    [15_00_000, 1_40_000, 1_45_600, 'slab edge 15L: 80,000 + 20% x 3L = 1,40,000; cess 5,600'],
  ])('TI %d: tax %d, total %d (hand-worked: %s)', (ti, before, total) => {
    const r = tax('2024-25', 'below-60', ti).new;
    expect(r.taxBeforeRebate).toBe(before);
    expect(r.totalTax).toBe(total);
  });

  it('TI 7,10,000 just above the 87A limit: marginal relief, rebate 11,000, total 10,400', () => {
    // Hand-worked: 20,000 + 10% x 10,000 = 21,000; excess 10,000; rebate 11,000; tax 10,000; cess 400.
    const r = tax('2024-25', 'below-60', 7_10_000).new;
    expect(r.rebate87A).toMatchObject({ kind: 'marginal-relief', amount: 11_000 });
    expect(r.totalTax).toBe(10_400);
  });

  it('salary of 7,75,000 is tax-free: 75,000 standard deduction (Finance (No. 2) Act 2024)', () => {
    const r = tax('2024-25', 'below-60', 0, 7_75_000).new;
    expect(r.taxableIncome).toBe(7_00_000);
    expect(r.totalTax).toBe(0);
  });

  it('TI 50,10,000: surcharge marginal relief, total 12,48,000', () => {
    // Hand-worked: tax at 50L = 1,40,000 + 30% x 35L = 11,90,000; at 50,10,000 = 11,93,000; 10% =
    // 1,19,300; cap 11,90,000 + 10,000 - 11,93,000 = 7,000; tax + surcharge 12,00,000; cess 48,000.
    const r = tax('2024-25', 'below-60', 50_10_000).new;
    expect(r.surcharge.amount).toBe(7_000);
    expect(r.totalTax).toBe(12_48_000);
  });
});

describe('old regime, below 60 (First Schedule, Paragraph A, item (I))', () => {
  it.each<[FinancialYear, number, number, string]>([
    ['2025-26', 2_50_000, 0, 'slab edge 2.5L: nil'],
    ['2025-26', 5_00_000, 0, 'at the 87A limit: 5% x 2.5L = 12,500, rebate 12,500'],
    ['2025-26', 10_00_000, 1_17_000, 'slab edge 10L: 12,500 + 20% x 5L = 1,12,500; cess 4,500'],
    ['2024-25', 15_00_000, 2_73_000, '1,12,500 + 30% x 5L = 2,62,500; cess 10,500'],
  ])('FY %s, TI %d: total %d (hand-worked: %s)', (fy, ti, total) => {
    expect(tax(fy, 'below-60', ti).old.totalTax).toBe(total);
  });

  it('TI 5,00,010 just above 5 lakh: no marginal relief in the old regime, total 13,000', () => {
    // Hand-worked: 12,500 + 20% x 10 = 12,502; no rebate (section 87A main text has no relief);
    // cess 500.08; 13,002.08 rounds to 13,000 under section 288B.
    const r = tax('2025-26', 'below-60', 5_00_010).old;
    expect(r.rebate87A).toMatchObject({ kind: 'none', amount: 0 });
    expect(r.totalTaxBeforeRounding).toBe(13_002.08);
    expect(r.totalTax).toBe(13_000);
  });

  it('TI 50,10,000 just above 50 lakh: surcharge 7,000 after marginal relief', () => {
    // Hand-worked: tax at 50L = 1,12,500 + 30% x 40L = 13,12,500; at 50,10,000 = 13,15,500; 10% = 1,31,550;
    // cap 13,12,500 + 10,000 - 13,15,500 = 7,000; tax + surcharge 13,22,500; cess 52,900; total 13,75,400.
    const r = tax('2025-26', 'below-60', 50_10_000).old;
    expect(r.surcharge).toMatchObject({ atFullRate: 1_31_550, amount: 7_000 });
    expect(r.totalTax).toBe(13_75_400);
  });

  it('TI 1,00,10,000 just above 1 crore: surcharge 2,88,250 after marginal relief', () => {
    // Hand-worked: at 1Cr tax 28,12,500 + 10% 2,81,250 = 30,93,750. At 1,00,10,000 tax 28,15,500; 15% =
    // 4,22,325; cap 30,93,750 + 10,000 - 28,15,500 = 2,88,250. Total (31,03,750 + cess 1,24,150) 32,27,900.
    const r = tax('2025-26', 'below-60', 1_00_10_000).old;
    expect(r.surcharge).toMatchObject({ atFullRate: 4_22_325, amount: 2_88_250 });
    expect(r.totalTax).toBe(32_27_900);
  });

  it('TI 2,00,10,000 just above 2 crore: surcharge 8,78,875 after marginal relief', () => {
    // Hand-worked: at 2Cr tax 58,12,500 + 15% 8,71,875 = 66,84,375. At 2,00,10,000 tax 58,15,500; 25% =
    // 14,53,875; cap 66,84,375 + 10,000 - 58,15,500 = 8,78,875. Total (66,94,375 + cess 2,67,775) 69,62,150.
    const r = tax('2025-26', 'below-60', 2_00_10_000).old;
    expect(r.surcharge).toMatchObject({ atFullRate: 14_53_875, amount: 8_78_875 });
    expect(r.totalTax).toBe(69_62_150);
  });

  it('TI 5,00,10,000 just above 5 crore: 37% surcharge cut to 37,10,125; new regime cheaper', () => {
    // Hand-worked: at 5Cr tax 1,48,12,500 + 25% 37,03,125 = 1,85,15,625. At 5,00,10,000 tax 1,48,15,500;
    // 37% = 54,81,735; cap 1,85,15,625 + 10,000 - 1,48,15,500 = 37,10,125. Tax + surcharge 1,85,25,625;
    // cess 7,41,025; total 1,92,66,650. New regime at the same TI: 1,89,57,900 (worked above).
    const r = tax('2025-26', 'below-60', 5_00_10_000);
    expect(r.old.surcharge).toMatchObject({ ratePercent: 37, atFullRate: 54_81_735, amount: 37_10_125 });
    expect(r.old.totalTax).toBe(1_92_66_650);
    expect(r.cheaper).toBe('new');
    expect(r.saving).toBe(1_92_66_650 - 1_89_57_900);
  });
});

describe('old regime, senior citizens (Paragraph A, items (II) and (III))', () => {
  it.each<[FinancialYear, AgeBand, number, number, string]>([
    ['2025-26', '60-to-79', 3_00_000, 0, 'slab edge 3L: nil'],
    ['2025-26', '60-to-79', 5_00_000, 0, '5% x 2L = 10,000, rebated under 87A'],
    ['2025-26', '60-to-79', 10_00_000, 1_14_400, '10,000 + 20% x 5L = 1,10,000; cess 4,400'],
    ['2024-25', '60-to-79', 12_00_000, 1_76_800, '1,10,000 + 30% x 2L = 1,70,000; cess 6,800'],
    ['2025-26', '80-plus', 5_00_000, 0, 'slab edge 5L: nil'],
    ['2025-26', '80-plus', 10_00_000, 1_04_000, '20% x 5L = 1,00,000; cess 4,000'],
    ['2024-25', '80-plus', 15_00_000, 2_60_000, '1,00,000 + 30% x 5L = 2,50,000; cess 10,000'],
  ])('FY %s, %s, TI %d: total %d (hand-worked: %s)', (fy, age, ti, total) => {
    expect(tax(fy, age, ti).old.totalTax).toBe(total);
  });

  it('80 or more, TI 5,00,010: tax of 2.08 rounds to nil under section 288B', () => {
    // Hand-worked: 20% x 10 = 2; above the 5L rebate limit so no rebate; cess 0.08; 2.08 rounds to 0.
    const r = tax('2025-26', '80-plus', 5_00_010).old;
    expect(r.taxAfterRebate).toBe(2);
    expect(r.totalTaxBeforeRounding).toBe(2.08);
    expect(r.totalTax).toBe(0);
  });
});

describe('deductions and the regime comparison', () => {
  const salaried: IncomeTaxInput = {
    financialYear: '2025-26',
    ageBand: 'below-60',
    salaryIncome: 15_00_000,
    otherIncome: 0,
    deductions: {
      hraExemption: 1_00_000,
      homeLoanInterest: 2_50_000,
      section80C: 2_00_000,
      section80DSelf: 30_000,
      section80DParents: 60_000,
      parentsSeniorCitizen: true,
    },
  };

  it('caps each old-regime deduction and names the cap', () => {
    const r = computeIncomeTax(salaried).old;
    expect(r.deductions.map((x) => [x.code, x.claimed, x.allowed, x.cap])).toEqual([
      ['hra-10-13a', 1_00_000, 1_00_000, null],
      ['standard-deduction-16ia', 50_000, 50_000, 50_000],
      ['home-loan-interest-24b', 2_50_000, 2_00_000, 2_00_000],
      ['section-80c', 2_00_000, 1_50_000, 1_50_000],
      ['section-80d-self', 30_000, 25_000, 25_000],
      ['section-80d-parents', 60_000, 50_000, 50_000],
    ]);
    for (const x of r.deductions) expect(x.capSource).toMatch(/section/);
  });

  it('salary 15 lakh with full deductions: old 1,01,400 against new 97,500, new cheaper by 3,900', () => {
    // Old, hand-worked: 15,00,000 - 1,00,000 HRA - 50,000 SD - 2,00,000 interest - 1,50,000 80C - 25,000
    // - 50,000 80D = 9,25,000; 12,500 + 20% x 4,25,000 = 97,500; cess 3,900; 1,01,400.
    // New, hand-worked: 15,00,000 - 75,000 = 14,25,000; 20,000 + 40,000 + 15% x 2,25,000 = 93,750; excess
    // over 12L (2,25,000) exceeds the tax, so no rebate; cess 3,750; 97,500.
    const r = computeIncomeTax(salaried);
    expect(r.old.taxableIncome).toBe(9_25_000);
    expect(r.old.totalTax).toBe(1_01_400);
    expect(r.new.taxableIncome).toBe(14_25_000);
    expect(r.new.totalTax).toBe(97_500);
    expect(r).toMatchObject({ cheaper: 'new', saving: 3_900 });
  });

  it('lists the old-regime deductions as not allowed in the new regime', () => {
    const r = computeIncomeTax(salaried).new;
    expect(r.deductions.find((x) => x.code === 'section-80c')).toMatchObject({ allowed: 0, cap: 0 });
    expect(r.deductions.find((x) => x.code === 'section-80c')?.capSource).toMatch(/115BAC\(2\)/);
    expect(r.totalDeductions).toBe(75_000);
  });

  it('senior citizen: 80D self cap rises to 50,000; old 62,400 against new nil', () => {
    // Old, hand-worked: 8,00,000 - 50,000 (80D capped) = 7,50,000; 5% x 2L + 20% x 2.5L = 60,000; cess
    // 2,400; 62,400. New: TI 8,00,000, tax 20,000 fully rebated (12L limit).
    const r = computeIncomeTax({
      financialYear: '2025-26',
      ageBand: '60-to-79',
      salaryIncome: 0,
      otherIncome: 8_00_000,
      deductions: { section80DSelf: 60_000 },
    });
    expect(r.old.deductions).toEqual([
      expect.objectContaining({ code: 'section-80d-self', allowed: 50_000 }),
    ]);
    expect(r.old.totalTax).toBe(62_400);
    expect(r.new.totalTax).toBe(0);
    expect(r).toMatchObject({ cheaper: 'new', saving: 62_400 });
  });

  it('parents under 60: 80D parents cap is 25,000', () => {
    const r = computeIncomeTax({
      financialYear: '2024-25',
      ageBand: 'below-60',
      salaryIncome: 0,
      otherIncome: 10_00_000,
      deductions: { section80DParents: 40_000, parentsSeniorCitizen: false },
    });
    expect(r.old.deductions).toEqual([expect.objectContaining({ allowed: 25_000, cap: 25_000 })]);
    // Hand-worked: TI 9,75,000; 12,500 + 20% x 4,75,000 = 1,07,500; cess 4,300; 1,11,800.
    expect(r.old.totalTax).toBe(1_11_800);
  });

  it('old regime can come out cheaper: 10 lakh salary with 80C, 80D and home-loan interest', () => {
    // Old, hand-worked: 10,00,000 - 50,000 - 2,00,000 - 1,50,000 - 25,000 = 5,75,000; 12,500 + 20% x
    // 75,000 = 27,500; cess 1,100; 28,600. New: 10,00,000 - 75,000 = 9,25,000; 20,000 + 10% x 1,25,000 =
    // 32,500, fully rebated (within 12L): nil. So new is cheaper here; at FY 2024-25 rates the new regime
    // gives 9,25,000 -> 20,000 + 10% x 2,25,000 = 42,500; cess 1,700; 44,200, and old is cheaper by 15,600.
    const input: IncomeTaxInput = {
      financialYear: '2024-25',
      ageBand: 'below-60',
      salaryIncome: 10_00_000,
      otherIncome: 0,
      deductions: { homeLoanInterest: 2_00_000, section80C: 1_50_000, section80DSelf: 25_000 },
    };
    const fy25 = computeIncomeTax(input);
    expect(fy25.old.totalTax).toBe(28_600);
    expect(fy25.new.totalTax).toBe(44_200);
    expect(fy25).toMatchObject({ cheaper: 'old', saving: 15_600 });
    const fy26 = computeIncomeTax({ ...input, financialYear: '2025-26' });
    expect(fy26.new.totalTax).toBe(0);
    expect(fy26).toMatchObject({ cheaper: 'new', saving: 28_600 });
  });

  it('standard deduction cannot exceed the salary', () => {
    const r = tax('2025-26', 'below-60', 0, 40_000);
    expect(r.old.deductions[0]).toMatchObject({ code: 'standard-deduction-16ia', allowed: 40_000 });
    expect(r.new.deductions[0]).toMatchObject({ code: 'standard-deduction-16ia', allowed: 40_000 });
    expect(r.old.taxableIncome).toBe(0);
  });

  it('deductions cannot take total income below nil', () => {
    const r = computeIncomeTax({
      financialYear: '2025-26',
      ageBand: 'below-60',
      salaryIncome: 0,
      otherIncome: 1_00_000,
      deductions: { homeLoanInterest: 80_000, section80C: 1_50_000 },
    });
    expect(r.old.deductions.map((x) => x.allowed)).toEqual([80_000, 20_000]);
    expect(r.old.taxableIncome).toBe(0);
  });

  it('rounds total income to the nearest ten under section 288A', () => {
    // 10,00,004 - 50,000 = 9,50,004 -> 9,50,000; 10,00,005 - 50,000 = 9,50,005 -> 9,50,010.
    expect(tax('2025-26', 'below-60', 0, 10_00_004).old.taxableIncome).toBe(9_50_000);
    const r = tax('2025-26', 'below-60', 0, 10_00_005).old;
    expect(r.totalIncomeBeforeRounding).toBe(9_50_005);
    expect(r.taxableIncome).toBe(9_50_010);
    // Hand-worked: 12,500 + 20% x 4,50,010 = 1,02,502; cess 4,100.08; 1,06,602.08 -> 1,06,600.
    expect(r.totalTaxBeforeRounding).toBe(1_06_602.08);
    expect(r.totalTax).toBe(1_06_600);
  });

  it('no income: both regimes nil, equal', () => {
    expect(tax('2025-26', 'below-60', 0)).toMatchObject({ cheaper: 'equal', saving: 0 });
  });

  it('rejects negative amounts', () => {
    expect(() => tax('2025-26', 'below-60', -1)).toThrow(RangeError);
    expect(() =>
      computeIncomeTax({
        financialYear: '2025-26',
        ageBand: 'below-60',
        salaryIncome: 1,
        otherIncome: 0,
        deductions: { section80C: -5 },
      }),
    ).toThrow(RangeError);
  });
});

describe('provisions named as the law of the year numbers them', () => {
  it('gives the 1961 numbers up to FY 2025-26 and the 2025 Act numbers, with the old beside them, after', () => {
    expect(provisionName('2025-26', '80C')).toBe('section 80C');
    expect(provisionName('2026-27', '80C')).toBe('section 123 (80C of the 1961 Act)');
    expect(provisionLabel('2026-27', '80D', true)).toBe('Section 126 (old 80D)');
    expect(provisionName('2026-27', '288A and 288B')).toBe('section 516 (288A and 288B of the 1961 Act)');
    expect(provisionName('2024-25', '288A and 288B')).toBe('sections 288A and 288B');
  });

  it('labels the deductions of the working by the year: "Section 123 (old 80C)" in tax year 2026-27', () => {
    const input = {
      ageBand: 'below-60' as const,
      salaryIncome: 12_85_000,
      otherIncome: 0,
      deductions: { section80C: 1_50_000 },
    };
    const labels = (year: FinancialYear) =>
      computeIncomeTax({ ...input, financialYear: year }).old.deductions.map((d) => d.label);
    expect(labels('2026-27')).toContain('Section 123 (old 80C)');
    expect(labels('2025-26')).toContain('Section 80C');
  });
});
