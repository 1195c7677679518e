import { gstinCheckCharacter } from '../../../shared/compliance/tax-ids';
import {
  clientDueDates,
  complianceProfileSchema,
  dueSoon,
  remindersDue,
} from '../../../shared/compliance/obligations';

/**
 * Which due dates a client's obligations bring, and when its reminders fall. The dates themselves
 * are the calendar's (checked against their sources in calendar.test.ts); here, which of them a
 * client gets.
 */
const maharashtra = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const brief = (dates: { date: string; ruleId: string }[]) => dates.map((d) => `${d.date} ${d.ruleId}`);

describe('clientDueDates', () => {
  it('gives a monthly GST filer its GSTR-1 and GSTR-3B, and nothing of TDS or MCA', () => {
    expect(
      brief(clientDueDates({ obligations: ['gst-monthly'], gstin: '' }, '2026-11-01', '2026-11-30', [])),
    ).toEqual(['2026-11-11 gstr-1-monthly', '2026-11-20 gstr-3b-monthly']);
  });

  it("narrows a QRMP filer's quarterly GSTR-3B to its GSTIN's state group, both without a GSTIN", () => {
    const january = (gstin: string) =>
      brief(clientDueDates({ obligations: ['gst-qrmp'], gstin }, '2027-01-01', '2027-01-31', [])).filter(
        (d) => d.includes('gstr-3b'),
      );
    expect(january(maharashtra)).toEqual(['2027-01-22 gstr-3b-quarterly-22']);
    expect(january('')).toEqual(['2027-01-22 gstr-3b-quarterly-22', '2027-01-24 gstr-3b-quarterly-24']);
  });

  it('combines obligations and applies an extension, even one moving a date into the range', () => {
    const dates = clientDueDates(
      { obligations: ['tds-deductor', 'employer'], gstin: '' },
      '2026-12-01',
      '2026-12-31',
      [{ ruleId: 'pf-ecr', period: 'November 2026', newDate: '2026-12-20', reference: 'Test order' }],
    );
    expect(brief(dates)).toEqual(['2026-12-07 tds-deposit', '2026-12-15 esi', '2026-12-20 pf-ecr']);
    expect(dates.find((d) => d.ruleId === 'pf-ecr')?.originalDate).toBe('2026-12-15');
  });

  it('gives nothing without obligations', () => {
    expect(clientDueDates({ obligations: [], gstin: '' }, '2026-01-01', '2026-12-31', [])).toEqual([]);
  });
});

describe('dueSoon', () => {
  it('lists the next thirty days from today, today included', () => {
    expect(brief(dueSoon({ obligations: ['gst-monthly'], gstin: '' }, '2026-11-20', []))).toEqual([
      '2026-11-20 gstr-3b-monthly',
      '2026-12-11 gstr-1-monthly',
      '2026-12-20 gstr-3b-monthly',
    ]);
  });
});

describe('remindersDue', () => {
  const client = { obligations: ['gst-monthly' as const], gstin: '', reminderDays: 7 };
  it('owes a reminder from its reminder day until the due date, under the same identity', () => {
    const on13 = remindersDue(client, '2026-11-13', []);
    expect(on13.map((r) => [r.reminderDay, r.dueDate.ruleId, r.dueDate.period])).toEqual([
      ['2026-11-13', 'gstr-3b-monthly', 'October 2026'],
    ]);
    // A run missed on the 13th is made up on the 14th, as the same reminder.
    expect(remindersDue(client, '2026-11-14', [])[0]?.reminderDay).toBe('2026-11-13');
    // Before the reminder day (GSTR-1 of the 11th already past): nothing; after the due date: nothing.
    expect(remindersDue(client, '2026-11-12', [])).toEqual([]);
    expect(remindersDue(client, '2026-11-21', [])).toEqual([]);
  });

  it('follows an extension, and sends nothing when reminders are off', () => {
    const extended = remindersDue(client, '2026-11-18', [
      {
        ruleId: 'gstr-3b-monthly',
        period: 'October 2026',
        newDate: '2026-11-25',
        reference: 'Test notification',
      },
    ]);
    expect(extended.map((r) => [r.reminderDay, r.dueDate.date])).toEqual([['2026-11-18', '2026-11-25']]);
    expect(remindersDue({ ...client, reminderDays: 0 }, '2026-11-13', [])).toEqual([]);
  });
});

describe('complianceProfileSchema', () => {
  it('normalises a GSTIN, and names what is wrong with a bad one, an unknown obligation or a day count', () => {
    const ok = complianceProfileSchema.safeParse({
      obligations: ['gst-qrmp'],
      gstin: ` ${maharashtra.toLowerCase()} `,
      reminderDays: 3,
    });
    expect(ok.success && ok.data.gstin).toBe(maharashtra);
    const altered = `${maharashtra.slice(0, 14)}${maharashtra[14] === 'A' ? 'B' : 'A'}`;
    const bad = complianceProfileSchema.safeParse({ obligations: [], gstin: altered, reminderDays: 3 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['gstin']);
    expect(bad.error?.issues[0]?.message).toMatch(/check/i);
    expect(
      complianceProfileSchema.safeParse({ obligations: ['vat'], gstin: '', reminderDays: 3 }).success,
    ).toBe(false);
    const days = complianceProfileSchema.safeParse({ obligations: [], gstin: '', reminderDays: 5 });
    expect(days.error?.issues[0]?.message).toBe('reminderDays: one of 0, 1, 3, 7, 15');
  });
});
