import {
  applyExtensions,
  dueDatesBetween,
  filterByKind,
  financialYearLabel,
  indiaDate,
} from '../../../shared/compliance/calendar';
import { complianceKinds, dueDateRules } from '../../../shared/compliance/calendar-rules';

/** [date, rule, period] for compact comparison. */
const brief = (from: string, to: string, options?: Parameters<typeof dueDatesBetween>[2]) =>
  dueDatesBetween(from, to, options).map((d) => [d.date, d.ruleId, d.period]);

const one = (ruleId: string, from: string, to: string, options?: Parameters<typeof dueDatesBetween>[2]) => {
  const found = dueDatesBetween(from, to, options).filter((d) => d.ruleId === ruleId);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the rules', () => {
  it('have unique ids, a known kind, a provision and where it was read', () => {
    const ids = dueDateRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of dueDateRules) {
      expect(complianceKinds).toContain(rule.kind);
      expect(rule.source.length).toBeGreaterThan(10);
      expect(rule.sourceUrls.length).toBeGreaterThan(0);
      for (const era of rule.eras ?? []) expect(era.sourceUrls.length).toBeGreaterThan(0);
    }
  });
});

describe('dueDatesBetween', () => {
  /**
   * October 2026, every kind, both GSTR-3B groups. What the provisions give:
   * 7th: TDS (rule 218, as rule 30(2) before it) and TCS for September; 11th: GSTR-1 monthly;
   * 13th: GSTR-1 quarterly for July-September (no IFF: September is a quarter's third month);
   * 15th: PF (paragraph 38), ESI (regulation 31); 18th: CMP-08
   * (rule 62); 20th: GSTR-3B monthly (rule 61(1)(i)); 22nd and 24th: GSTR-3B quarterly by state
   * group (rule 61(1)(ii)); 30th: AOC-4, 30 days after a meeting on 30 September (section 137),
   * and LLP Form 8 (rule 24); 31st: the TDS and TCS statements for July-September (rule 219(4) of
   * the 2026 Rules; the TCS statement was due on the 15th under rule 31AA before), returns of
   * audited assessees for FY 2025-26 (section 139(1)), MSME Form I for April-September.
   */
  it('lists October 2026 in full', () => {
    expect(brief('2026-10-01', '2026-10-31')).toEqual([
      ['2026-10-07', 'tcs-deposit', 'September 2026'],
      ['2026-10-07', 'tds-deposit', 'September 2026'],
      ['2026-10-11', 'gstr-1-monthly', 'September 2026'],
      ['2026-10-13', 'gstr-1-quarterly', 'Q2 FY 2026-27'],
      ['2026-10-15', 'esi', 'September 2026'],
      ['2026-10-15', 'pf-ecr', 'September 2026'],
      ['2026-10-18', 'cmp-08', 'Q2 FY 2026-27'],
      ['2026-10-20', 'gstr-3b-monthly', 'September 2026'],
      ['2026-10-22', 'gstr-3b-quarterly-22', 'Q2 FY 2026-27'],
      ['2026-10-24', 'gstr-3b-quarterly-24', 'Q2 FY 2026-27'],
      ['2026-10-30', 'aoc-4', 'FY 2025-26'],
      ['2026-10-30', 'llp-form-8', 'FY 2025-26'],
      ['2026-10-31', 'tcs-statement', 'Q2 tax year 2026-27'],
      ['2026-10-31', 'tds-statement', 'Q2 tax year 2026-27'],
      ['2026-10-31', 'itr-audit', 'FY 2025-26'],
      ['2026-10-31', 'msme-1', 'H1 FY 2026-27'],
    ]);
  });

  /**
   * March 2027: the monthly dates for February (7th, 11th, 15th, 20th), the IFF and the PMT-06
   * payment because February is the second month of its quarter (rules 59(2) and 61(3)), and the
   * last advance-tax instalment, 100% by 15 March (section 408, as section 211 before it).
   * Nothing quarterly or annual falls in March.
   */
  it('lists March 2027 in full', () => {
    expect(brief('2027-03-01', '2027-03-31')).toEqual([
      ['2027-03-07', 'tcs-deposit', 'February 2027'],
      ['2027-03-07', 'tds-deposit', 'February 2027'],
      ['2027-03-11', 'gstr-1-monthly', 'February 2027'],
      ['2027-03-13', 'gstr-1-iff', 'February 2027'],
      ['2027-03-15', 'advance-tax', 'tax year 2026-27 (4th instalment, 100%)'],
      ['2027-03-15', 'esi', 'February 2027'],
      ['2027-03-15', 'pf-ecr', 'February 2027'],
      ['2027-03-20', 'gstr-3b-monthly', 'February 2027'],
      ['2027-03-25', 'pmt-06-qrmp', 'February 2027'],
    ]);
  });

  it('gives each entry its form, the people it applies to, the rule and the source', () => {
    const gstr1 = one('gstr-1-monthly', '2026-10-01', '2026-10-31');
    expect(gstr1).toMatchObject({
      date: '2026-10-11',
      kind: 'gst',
      form: 'GSTR-1',
      title: 'GSTR-1 for September 2026',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
    expect(gstr1.appliesTo).toMatch(/monthly/);
    expect(gstr1.source).toMatch(/section 37/);
    expect(gstr1.sourceUrls.length).toBeGreaterThan(0);
  });

  it('sets a monthly filer against a quarterly (QRMP) filer in Maharashtra', () => {
    const monthly = brief('2026-10-01', '2027-01-31', { kinds: ['gst'], stateCode: '27' }).filter(
      ([, id]) => id === 'gstr-1-monthly' || id === 'gstr-3b-monthly',
    );
    expect(monthly.map(([date]) => date)).toEqual([
      '2026-10-11',
      '2026-10-20',
      '2026-11-11',
      '2026-11-20',
      '2026-12-11',
      '2026-12-20',
      '2027-01-11',
      '2027-01-20',
    ]);
    const quarterly = brief('2026-10-01', '2027-01-31', { kinds: ['gst'], stateCode: '27' }).filter(
      ([, id]) =>
        [
          'gstr-1-quarterly',
          'gstr-1-iff',
          'pmt-06-qrmp',
          'gstr-3b-quarterly-22',
          'gstr-3b-quarterly-24',
        ].includes(id!),
    );
    expect(quarterly).toEqual([
      ['2026-10-13', 'gstr-1-quarterly', 'Q2 FY 2026-27'],
      ['2026-10-22', 'gstr-3b-quarterly-22', 'Q2 FY 2026-27'],
      ['2026-11-13', 'gstr-1-iff', 'October 2026'],
      ['2026-11-25', 'pmt-06-qrmp', 'October 2026'],
      ['2026-12-13', 'gstr-1-iff', 'November 2026'],
      ['2026-12-25', 'pmt-06-qrmp', 'November 2026'],
      ['2027-01-13', 'gstr-1-quarterly', 'Q3 FY 2026-27'],
      ['2027-01-22', 'gstr-3b-quarterly-22', 'Q3 FY 2026-27'],
    ]);
  });

  it('keeps the GSTR-3B quarterly date of the state group only', () => {
    const ids = (stateCode: string) =>
      dueDatesBetween('2027-01-01', '2027-01-31', { kinds: ['gst'], stateCode })
        .filter((d) => d.ruleId.startsWith('gstr-3b-quarterly'))
        .map((d) => [d.ruleId, d.date]);
    expect(ids('29')).toEqual([['gstr-3b-quarterly-22', '2027-01-22']]);
    expect(ids('07')).toEqual([['gstr-3b-quarterly-24', '2027-01-24']]);
    expect(ids('38')).toEqual([['gstr-3b-quarterly-24', '2027-01-24']]);
  });

  it('filters by kind, in the options or afterwards', () => {
    const all = dueDatesBetween('2026-10-01', '2026-10-31');
    expect(brief('2026-10-01', '2026-10-31', { kinds: ['company', 'llp'] })).toEqual([
      ['2026-10-30', 'aoc-4', 'FY 2025-26'],
      ['2026-10-30', 'llp-form-8', 'FY 2025-26'],
      ['2026-10-31', 'msme-1', 'H1 FY 2026-27'],
    ]);
    expect(filterByKind(all, ['pf-esi']).map((d) => d.ruleId)).toEqual(['esi', 'pf-ecr']);
  });

  it('paid March TCS by 7 April under the 1961 Act, and pays it by 30 April, as TDS, under the 2026 Rules', () => {
    // Income-tax Rules, 1962, rule 37CA (TCS) and rule 30 (TDS); from April 2026 one rule governs
    // both: Income-tax Rules, 2026, rule 218(2).
    expect(brief('2026-04-01', '2026-04-30', { kinds: ['tds-tcs'] })).toEqual([
      ['2026-04-07', 'tcs-deposit', 'March 2026'],
      ['2026-04-30', 'tds-deposit', 'March 2026'],
    ]);
    expect(brief('2027-04-01', '2027-04-30', { kinds: ['tds-tcs'] })).toEqual([
      ['2027-04-30', 'tcs-deposit', 'March 2027'],
      ['2027-04-30', 'tds-deposit', 'March 2027'],
    ]);
  });

  it('names the Income-tax Act, 2025, its forms and its tax year for periods from April 2026, and the 1961 Act’s before', () => {
    const q4 = one('tds-statement', '2026-05-01', '2026-05-31');
    expect(q4).toMatchObject({ date: '2026-05-31', period: 'Q4 FY 2025-26' });
    expect(q4.form).toMatch(/24Q/);
    expect(q4.source).toMatch(/rule 31A/);
    const q1 = one('tds-statement', '2026-07-01', '2026-07-31');
    expect(q1).toMatchObject({ date: '2026-07-31', period: 'Q1 tax year 2026-27' });
    // GST keeps "financial year", as its Act does.
    expect(one('gstr-9', '2027-12-01', '2027-12-31').period).toBe('FY 2026-27');
    expect(q1.form).toMatch(/Form 138/);
    expect(q1.source).toMatch(/rule 219/);

    expect(one('advance-tax', '2026-03-01', '2026-03-31').source).toMatch(/section 211/);
    expect(one('advance-tax', '2027-03-01', '2027-03-31').source).toMatch(/section 408/);
    expect(brief('2026-06-01', '2027-03-31', { kinds: ['advance-tax'] })).toEqual([
      ['2026-06-15', 'advance-tax', 'tax year 2026-27 (1st instalment, 15%)'],
      ['2026-09-15', 'advance-tax', 'tax year 2026-27 (2nd instalment, 45%)'],
      ['2026-12-15', 'advance-tax', 'tax year 2026-27 (3rd instalment, 75%)'],
      ['2027-03-15', 'advance-tax', 'tax year 2026-27 (4th instalment, 100%)'],
    ]);
  });

  it('gives the four return dates for FY 2025-26 and the certificates that follow the statements', () => {
    expect(brief('2026-04-01', '2027-03-31', { kinds: ['income-tax'] })).toEqual([
      ['2026-07-31', 'itr-no-business', 'FY 2025-26'],
      ['2026-08-31', 'itr-business-no-audit', 'FY 2025-26'],
      ['2026-10-31', 'itr-audit', 'FY 2025-26'],
      ['2026-11-30', 'itr-transfer-pricing', 'FY 2025-26'],
    ]);
    const certificates = dueDatesBetween('2026-06-01', '2027-06-30', { kinds: ['tds-tcs'] }).filter((d) =>
      d.ruleId.startsWith('form-16'),
    );
    expect(certificates.map((d) => [d.date, d.form, d.period])).toEqual([
      ['2026-06-15', 'Form 16', 'FY 2025-26'],
      ['2026-06-15', 'Form 16A', 'Q4 FY 2025-26'],
      ['2026-08-15', 'Form 131', 'Q1 tax year 2026-27'],
      ['2026-11-15', 'Form 131', 'Q2 tax year 2026-27'],
      ['2027-02-15', 'Form 131', 'Q3 tax year 2026-27'],
      ['2027-06-15', 'Form 130', 'tax year 2026-27'],
      ['2027-06-15', 'Form 131', 'Q4 tax year 2026-27'],
    ]);
  });

  it('moves GSTR-4 to 30 June from FY 2024-25 and DIR-3 KYC to 30 June from FY 2025-26', () => {
    expect(brief('2024-01-01', '2026-12-31', { kinds: ['gst'] }).filter(([, id]) => id === 'gstr-4')).toEqual(
      [
        ['2024-04-30', 'gstr-4', 'FY 2023-24'],
        ['2025-06-30', 'gstr-4', 'FY 2024-25'],
        ['2026-06-30', 'gstr-4', 'FY 2025-26'],
      ],
    );
    const kyc = dueDatesBetween('2025-01-01', '2026-12-31', { kinds: ['company'] }).filter(
      (d) => d.ruleId === 'dir-3-kyc',
    );
    expect(kyc.map((d) => [d.date, d.form, d.period])).toEqual([
      ['2025-09-30', 'DIR-3 KYC', 'FY 2024-25'],
      ['2026-06-30', 'DIR-3 KYC-Web', 'FY 2025-26'],
    ]);
  });

  it('counts AOC-4 and MGT-7 from the meeting when its date is given, from 30 September otherwise', () => {
    const companyDates = (options?: Parameters<typeof dueDatesBetween>[2]) =>
      brief('2026-07-01', '2026-12-31', { kinds: ['company'], ...options }).filter(
        ([, id]) => id === 'aoc-4' || id === 'mgt-7',
      );
    expect(companyDates()).toEqual([
      ['2026-10-30', 'aoc-4', 'FY 2025-26'],
      ['2026-11-29', 'mgt-7', 'FY 2025-26'],
    ]);
    expect(companyDates({ agmDates: { 'FY 2025-26': '2026-09-12' } })).toEqual([
      ['2026-10-12', 'aoc-4', 'FY 2025-26'],
      ['2026-11-11', 'mgt-7', 'FY 2025-26'],
    ]);
    expect(() => companyDates({ agmDates: { 'FY 2025-26': '12/09/2026' } })).toThrow(RangeError);
  });

  it('reads a Date on India’s clock and takes both ends of the range', () => {
    expect(indiaDate(new Date('2026-09-30T19:00:00Z'))).toBe('2026-10-01');
    expect(brief('2026-10-07', '2026-10-07').map(([, id]) => id)).toEqual(['tcs-deposit', 'tds-deposit']);
    expect(dueDatesBetween(new Date('2026-10-06T18:30:00Z'), '2026-10-07')).toHaveLength(2);
    expect(dueDatesBetween('2026-10-31', '2026-10-01')).toEqual([]);
    expect(() => dueDatesBetween('2026-02-30', '2026-03-31')).toThrow(RangeError);
    expect(financialYearLabel(2099)).toBe('FY 2099-00');
  });
});

describe('applyExtensions', () => {
  // The notification number is made up for the test.
  const extension = {
    ruleId: 'gstr-3b-monthly',
    period: 'September 2026',
    newDate: '2026-10-25',
    reference: 'Notification No. 99/2026-Central Tax',
  };

  it('replaces the date, keeps the statutory one and the reference, and sorts again', () => {
    const moved = applyExtensions(dueDatesBetween('2026-10-01', '2026-10-31'), [extension]);
    const gstr3b = moved.find((d) => d.ruleId === 'gstr-3b-monthly')!;
    expect(gstr3b).toMatchObject({
      date: '2026-10-25',
      originalDate: '2026-10-20',
      extensionReference: 'Notification No. 99/2026-Central Tax',
      period: 'September 2026',
    });
    expect(moved.map((d) => d.date)).toEqual([...moved.map((d) => d.date)].sort());
    expect(moved.findIndex((d) => d.ruleId === 'gstr-3b-monthly')).toBeGreaterThan(
      moved.findIndex((d) => d.ruleId === 'gstr-3b-quarterly-24'),
    );
    const untouched = moved.filter((d) => d.ruleId !== 'gstr-3b-monthly');
    expect(untouched.every((d) => d.originalDate === undefined)).toBe(true);
  });

  it('keeps the statutory date when a date is extended twice, and refuses a date that is not a date', () => {
    const once = applyExtensions(dueDatesBetween('2026-10-01', '2026-10-31'), [extension]);
    const twice = applyExtensions(once, [
      { ...extension, newDate: '2026-10-30', reference: 'a second notification' },
    ]);
    expect(twice.find((d) => d.ruleId === 'gstr-3b-monthly')).toMatchObject({
      date: '2026-10-30',
      originalDate: '2026-10-20',
      extensionReference: 'a second notification',
    });
    expect(() => applyExtensions(once, [{ ...extension, newDate: '25-10-2026' }])).toThrow(RangeError);
  });
});

describe('titles', () => {
  it('tell every due date of a year apart: the two GSTR-3B quarterly groups name their day', () => {
    const dates = dueDatesBetween('2026-04-01', '2027-06-30');
    const titles = dates.map((d) => d.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(titles).toEqual(
      expect.arrayContaining([
        'GSTR-3B for Q3 FY 2026-27 (states due on the 22nd)',
        'GSTR-3B for Q3 FY 2026-27 (states due on the 24th)',
      ]),
    );
  });
});
