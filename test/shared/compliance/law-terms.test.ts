import { dueDatesBetween } from '../../../shared/compliance/calendar';

const INCOME_TAX_KINDS = ['income-tax', 'advance-tax', 'tds-tcs'];
const OLD_TERMS = /\b(FY|financial year|previous year)\b|\b(AY|assessment year) 20(2[7-9]|[3-9]\d)/i;

describe('the calendar names years as their law does', () => {
  const dates = dueDatesBetween('2026-04-01', '2028-12-31');

  it('calls income-tax periods from 1 April 2026 "tax year", never "FY" or "assessment year"', () => {
    const words = dates
      .filter((d) => INCOME_TAX_KINDS.includes(d.kind) && d.periodStart >= '2026-04-01')
      .map((d) => ({
        id: `${d.ruleId} ${d.period}`,
        text: [d.title, d.period, d.year, d.rule, d.appliesTo].join(' '),
      }));
    expect(words.length).toBeGreaterThan(50);
    expect(words.filter((w) => OLD_TERMS.test(w.text))).toEqual([]);
    expect(dates.find((d) => d.ruleId === 'advance-tax' && d.date === '2026-06-15')!.title).toBe(
      'Advance tax for tax year 2026-27 (1st instalment, 15%)',
    );
  });

  it('keeps "FY" for GST and company law, as their Acts do', () => {
    expect(dates.find((d) => d.ruleId === 'gstr-9' && d.date === '2027-12-31')!.title).toBe(
      'GSTR-9 for FY 2026-27',
    );
    expect(dates.find((d) => d.ruleId === 'gstr-9' && d.date === '2027-12-31')!.year).toBe('FY 2026-27');
  });
});
