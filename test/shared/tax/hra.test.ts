import {
  computeHraExemption,
  defaultHraYear,
  HRA_LAWS,
  HRA_METRO_CITIES,
  isHraMetroCity,
} from '../../../shared/tax/hra';
import { computeIncomeTax } from '../../../shared/tax/income-tax';

/** Every expected figure is hand-worked from rule 2A of the Income-tax Rules 1962; the arithmetic is shown. */
describe('HRA exemption, section 10(13A) and rule 2A', () => {
  it('metro: limited by 50% of salary', () => {
    // Salary 5,00,000. (a) HRA 3,00,000; (b) 4,00,000 - 10% x 5,00,000 = 3,50,000; (c) 50% = 2,50,000.
    // Least is (c): exempt 2,50,000, taxable 3,00,000 - 2,50,000 = 50,000.
    const r = computeHraExemption({
      basicSalary: 5_00_000,
      hraReceived: 3_00_000,
      rentPaid: 4_00_000,
      metroCity: true,
    });
    expect(r).toMatchObject({
      salary: 5_00_000,
      actualHra: 3_00_000,
      rentLessTenPercentOfSalary: 3_50_000,
      salaryPercent: 50,
      percentOfSalary: 2_50_000,
      limitedBy: 'percent-of-salary',
      exempt: 2_50_000,
      taxable: 50_000,
    });
  });

  it('the same pay outside the four metros: 40% of salary, exempt 2,00,000', () => {
    // (c) becomes 40% x 5,00,000 = 2,00,000, the least: exempt 2,00,000, taxable 1,00,000.
    const r = computeHraExemption({
      basicSalary: 5_00_000,
      hraReceived: 3_00_000,
      rentPaid: 4_00_000,
      metroCity: false,
    });
    expect(r).toMatchObject({
      salaryPercent: 40,
      percentOfSalary: 2_00_000,
      exempt: 2_00_000,
      taxable: 1_00_000,
    });
  });

  it('DA counts in salary; limited by rent paid less 10% of salary', () => {
    // Salary 6,00,000 + 1,20,000 DA = 7,20,000. (a) 2,40,000; (b) 3,00,000 - 72,000 = 2,28,000;
    // (c) 50% = 3,60,000. Exempt 2,28,000, taxable 12,000.
    const r = computeHraExemption({
      basicSalary: 6_00_000,
      dearnessAllowance: 1_20_000,
      hraReceived: 2_40_000,
      rentPaid: 3_00_000,
      metroCity: true,
    });
    expect(r).toMatchObject({
      salary: 7_20_000,
      limitedBy: 'rent-less-ten-percent',
      exempt: 2_28_000,
      taxable: 12_000,
    });
  });

  it('limited by the HRA actually received: all of it exempt', () => {
    // Salary 10,00,000. (a) 1,20,000; (b) 5,00,000 - 1,00,000 = 4,00,000; (c) 40% = 4,00,000. Exempt 1,20,000.
    const r = computeHraExemption({
      basicSalary: 10_00_000,
      hraReceived: 1_20_000,
      rentPaid: 5_00_000,
      metroCity: false,
    });
    expect(r).toMatchObject({ limitedBy: 'actual-hra', exempt: 1_20_000, taxable: 0 });
  });

  it('rent below 10% of salary: nothing exempt', () => {
    // (b) 50,000 - 60,000 is negative, so nil; all 1,00,000 of HRA is taxable.
    const r = computeHraExemption({
      basicSalary: 6_00_000,
      hraReceived: 1_00_000,
      rentPaid: 50_000,
      metroCity: true,
    });
    expect(r).toMatchObject({ rentLessTenPercentOfSalary: 0, exempt: 0, taxable: 1_00_000 });
  });

  it('no rent paid: nothing exempt', () => {
    const r = computeHraExemption({
      basicSalary: 6_00_000,
      hraReceived: 1_00_000,
      rentPaid: 0,
      metroCity: true,
    });
    expect(r).toMatchObject({ exempt: 0, taxable: 1_00_000 });
  });

  it('works to the paisa without floating error', () => {
    // Salary 1,23,457. 10% = 12,345.70; (b) 60,000 - 12,345.70 = 47,654.30; (c) 40% = 49,382.80;
    // (a) 50,000. Exempt 47,654.30, taxable 2,345.70.
    const r = computeHraExemption({
      basicSalary: 1_23_457,
      hraReceived: 50_000,
      rentPaid: 60_000,
      metroCity: false,
    });
    expect(r).toMatchObject({
      rentLessTenPercentOfSalary: 47_654.3,
      percentOfSalary: 49_382.8,
      exempt: 47_654.3,
      taxable: 2_345.7,
    });
  });

  it('cites rule 2A', () => {
    const r = computeHraExemption({ basicSalary: 1, hraReceived: 1, rentPaid: 1, metroCity: true });
    expect(r.source).toMatch(/rule 2A of the Income-tax Rules 1962/);
  });

  it('knows the four metro cities by their old and new names', () => {
    expect(HRA_METRO_CITIES).toEqual(['Mumbai', 'Kolkata', 'Delhi', 'Chennai']);
    for (const city of [
      'Mumbai',
      'bombay',
      'Kolkata',
      'Calcutta',
      'Delhi',
      'New Delhi',
      'Chennai',
      ' Madras ',
    ]) {
      expect(isHraMetroCity(city)).toBe(true);
    }
    for (const city of ['Bengaluru', 'Hyderabad', 'Pune', 'Gurugram', 'Noida']) {
      expect(isHraMetroCity(city)).toBe(false);
    }
  });

  it('rejects negative amounts', () => {
    expect(() =>
      computeHraExemption({ basicSalary: -1, hraReceived: 0, rentPaid: 0, metroCity: true }),
    ).toThrow(RangeError);
  });

  it('feeds the income-tax computation (old regime only)', () => {
    // Salary 7,20,000 + HRA 2,40,000 = 9,60,000 gross; HRA exempt 2,28,000 (case above); standard
    // deduction 50,000; TI 6,82,000; tax 12,500 + 20% x 1,82,000 = 48,900; cess 1,956; 50,856 -> 50,860.
    const hra = computeHraExemption({
      basicSalary: 6_00_000,
      dearnessAllowance: 1_20_000,
      hraReceived: 2_40_000,
      rentPaid: 3_00_000,
      metroCity: true,
    });
    const r = computeIncomeTax({
      financialYear: '2025-26',
      ageBand: 'below-60',
      salaryIncome: 9_60_000,
      otherIncome: 0,
      deductions: { hraExemption: hra.exempt },
    });
    expect(r.old.taxableIncome).toBe(6_82_000);
    expect(r.old.totalTax).toBe(50_860);
    expect(r.new.deductions.find((d) => d.code === 'hra-10-13a')).toMatchObject({ allowed: 0 });
  });
});

describe('the year and its law', () => {
  it('tax year 2026-27: rule 279 of the Income-tax Rules, 2026 gives eight cities the 50% limit', () => {
    for (const city of ['Hyderabad', 'Pune', 'Ahmedabad', 'Bengaluru', 'bangalore', 'Mumbai', 'Madras']) {
      expect(isHraMetroCity(city, '2026-27')).toBe(true);
    }
    for (const city of ['Gurugram', 'Noida', 'Kochi']) expect(isHraMetroCity(city, '2026-27')).toBe(false);
    // FY 2025-26 (rule 2A): Bengaluru is still at 40%. The same tenant: (c) 40% of 6,00,000 = 2,40,000.
    expect(isHraMetroCity('Bengaluru', '2025-26')).toBe(false);
    const before = computeHraExemption({
      basicSalary: 600_000,
      hraReceived: 360_000,
      rentPaid: 360_000,
      metroCity: isHraMetroCity('Bengaluru', '2025-26'),
      year: '2025-26',
    });
    expect(before).toMatchObject({ salaryPercent: 40, exempt: 240_000, taxable: 120_000 });
    expect(before.limitedBy).toBe('percent-of-salary');
    expect(before.source).toMatch(/rule 2A of the Income-tax Rules 1962/);
    const r = computeHraExemption({
      basicSalary: 600_000,
      hraReceived: 360_000,
      rentPaid: 360_000,
      metroCity: isHraMetroCity('Bengaluru', '2026-27'),
      year: '2026-27',
    });
    // Hand-worked: (a) 3,60,000; (b) 3,60,000 - 60,000 = 3,00,000; (c) 50% of 6,00,000 = 3,00,000.
    expect(r).toMatchObject({ salaryPercent: 50, exempt: 300_000, taxable: 60_000 });
    expect(r.source).toMatch(/rule 279/);
    expect(r.source).toMatch(/G\.S\.R\. 198\(E\)/);
  });

  it('opens on the year containing today in India', () => {
    expect(defaultHraYear(new Date('2026-11-27T12:00:00Z'))).toBe('2026-27');
    // 1 April 2026 begins at 18:30 UTC on 31 March.
    expect(defaultHraYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26');
    expect(defaultHraYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    // Past the years covered: the latest; before them: the first.
    expect(defaultHraYear(new Date('2027-06-01T00:00:00Z'))).toBe('2026-27');
    expect(defaultHraYear(new Date('2024-06-01T00:00:00Z'))).toBe('2025-26');
  });

  it('each year states its law and source; a note for the firm is never part of what the page shows', () => {
    for (const law of Object.values(HRA_LAWS)) {
      expect(law.law).not.toBe('');
      expect(law.source).toMatch(/incometaxindia\.gov\.in/);
      if (law.reviewNote) {
        expect(law.source).not.toContain(law.reviewNote);
        expect(law.law).not.toContain(law.reviewNote);
      }
    }
  });
});

/**
 * The edges of the least-of-three rule, under each year's law: rule 2A of the Income-tax Rules
 * 1962 for FY 2025-26, rule 279 of the Income-tax Rules 2026 (G.S.R. 198(E)) for tax year 2026-27.
 * Each case is worked by hand; a tie goes to the first of the three limits, as `limitedBy` says.
 */
describe.each([['2025-26', /rule 2A/] as const, ['2026-27', /rule 279/] as const])(
  'the least of three at its edges, %s',
  (year, source) => {
    const hra = (hraReceived: number, rentPaid: number, metroCity = true) =>
      computeHraExemption({ basicSalary: 6_00_000, hraReceived, rentPaid, metroCity, year });

    it('HRA received equal to half of salary: both limits give 3,00,000, all of it exempt', () => {
      // (a) 3,00,000; (b) 4,00,000 - 60,000 = 3,40,000; (c) 50% of 6,00,000 = 3,00,000.
      const r = hra(3_00_000, 4_00_000);
      expect(r).toMatchObject({ exempt: 3_00_000, taxable: 0, limitedBy: 'actual-hra' });
      expect(r.source).toMatch(source);
    });

    it('one rupee more HRA than half of salary: the salary limit bites and one rupee is taxed', () => {
      // (a) 3,00,001; (b) 3,40,000; (c) 3,00,000: exempt 3,00,000, taxable 1.
      expect(hra(3_00_001, 4_00_000)).toMatchObject({
        exempt: 3_00_000,
        taxable: 1,
        limitedBy: 'percent-of-salary',
      });
    });

    it('rent less a tenth of salary equal to the HRA received: a tie, all of it exempt', () => {
      // (a) 1,00,000; (b) 1,60,000 - 60,000 = 1,00,000; (c) 3,00,000.
      expect(hra(1_00_000, 1_60_000)).toMatchObject({
        exempt: 1_00_000,
        taxable: 0,
        limitedBy: 'actual-hra',
      });
    });

    it('one rupee less rent: the rent limit bites', () => {
      // (b) 1,59,999 - 60,000 = 99,999, the least: exempt 99,999, taxable 1.
      expect(hra(1_00_000, 1_59_999)).toMatchObject({
        exempt: 99_999,
        taxable: 1,
        limitedBy: 'rent-less-ten-percent',
      });
    });

    it('rent of exactly a tenth of salary: nothing exempt', () => {
      // (b) 60,000 - 60,000 = 0.
      expect(hra(1_00_000, 60_000)).toMatchObject({ exempt: 0, taxable: 1_00_000 });
    });

    it('outside the cities of the 50% limit, two-fifths of salary is the edge', () => {
      // (a) 2,40,000; (b) 4,00,000 - 60,000 = 3,40,000; (c) 40% of 6,00,000 = 2,40,000.
      expect(hra(2_40_000, 4_00_000, false)).toMatchObject({
        salaryPercent: 40,
        exempt: 2_40_000,
        taxable: 0,
      });
      expect(hra(2_40_001, 4_00_000, false)).toMatchObject({ exempt: 2_40_000, taxable: 1 });
    });
  },
);
