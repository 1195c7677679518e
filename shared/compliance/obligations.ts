import * as z from '../zod';
import { applyExtensions, dueDatesBetween, indiaDate, type DueDate, type Extension } from './calendar';
import { checkGstin } from './tax-ids';

/**
 * What a client must file or pay, as the firm and the client record it on the client's profile,
 * and the due dates that follow from it. Reminders and the portal's 'due soon' panel use the
 * same function, so a client is never reminded of a date the panel does not show, or the reverse.
 */

export const obligations = [
  'gst-monthly',
  'gst-qrmp',
  'tds-deductor',
  'advance-tax',
  'employer',
  'company',
  'llp',
] as const;
export type Obligation = (typeof obligations)[number];

export const obligationLabels: Readonly<Record<Obligation, string>> = {
  'gst-monthly': 'GST, regular monthly returns',
  'gst-qrmp': 'GST, quarterly returns (QRMP scheme)',
  'tds-deductor': 'TDS deductor',
  'advance-tax': 'Advance tax payer',
  employer: 'Employer (PF and ESI)',
  company: 'Company (MCA filings)',
  llp: 'LLP (MCA filings)',
};

/** The due-date rules each obligation brings (ids of `calendar-rules.ts`). */
export const obligationRules: Readonly<Record<Obligation, readonly string[]>> = {
  'gst-monthly': ['gstr-1-monthly', 'gstr-3b-monthly', 'gstr-9'],
  'gst-qrmp': [
    'gstr-1-iff',
    'gstr-1-quarterly',
    'pmt-06-qrmp',
    'gstr-3b-quarterly-22',
    'gstr-3b-quarterly-24',
    'gstr-9',
  ],
  'tds-deductor': ['tds-deposit', 'tds-statement', 'form-16', 'form-16a'],
  'advance-tax': ['advance-tax'],
  employer: ['pf-ecr', 'esi'],
  company: ['aoc-4', 'mgt-7', 'dpt-3', 'msme-1', 'dir-3-kyc'],
  llp: ['llp-form-11', 'llp-form-8'],
};

/** Days before a due date that reminders may be sent; 0 turns reminders off. */
export const reminderDayChoices = [0, 1, 3, 7, 15] as const;
export const DEFAULT_REMINDER_DAYS = 7;

/** The compliance part of a client's profile. */
export interface ComplianceProfile {
  obligations: Obligation[];
  /** The client's GSTIN ('' when none): its state decides the quarterly GSTR-3B date. */
  gstin: string;
  reminderDays: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** PUT /api/me/compliance and PUT /api/clients/{sub}/compliance. */
export const complianceProfileSchema = z.object({
  obligations: z
    .array(z.enum(obligations, 'obligations: choose from the listed obligations'))
    .check(z.maxLength(obligations.length, 'obligations: each at most once')),
  gstin: z.pipe(
    z.string().check(z.maxLength(20, 'GSTIN is too long')),
    z.transform((value: string, ctx) => {
      if (!value.trim()) return '';
      const result = checkGstin(value);
      if (!result.ok) {
        ctx.issues.push({ code: 'custom', message: result.problem, input: value });
        return z.NEVER;
      }
      return result.gstin;
    }),
  ),
  reminderDays: z
    .number('reminderDays: a number of days')
    .check(
      z.refine(
        (n) => (reminderDayChoices as readonly number[]).includes(n),
        `reminderDays: one of ${reminderDayChoices.join(', ')}`,
      ),
    ),
});
export type ComplianceProfileInput = z.input<typeof complianceProfileSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The due dates that apply to a client from `from` to `to` (days in India), with the recorded
 * extensions applied. A GSTIN narrows the quarterly GSTR-3B to its state's date; without one,
 * both staggered dates show.
 */
export function clientDueDates(
  profile: Pick<ComplianceProfile, 'obligations' | 'gstin'>,
  from: string,
  to: string,
  extensions: readonly Extension[],
): DueDate[] {
  const ruleIds = new Set(profile.obligations.flatMap((o) => obligationRules[o] ?? []));
  if (ruleIds.size === 0) return [];
  const stateCode = profile.gstin ? profile.gstin.slice(0, 2) : undefined;
  // A margin before `from`: an extension may move an earlier date into the range.
  const dates = dueDatesBetween(addDays(from, -92), to, stateCode ? { stateCode } : {}).filter((d) =>
    ruleIds.has(d.ruleId),
  );
  return applyExtensions(dates, extensions).filter((d) => d.date >= from && d.date <= to);
}

/** The due dates of the coming days a client's portal shows (today included). */
export function dueSoon(
  profile: Pick<ComplianceProfile, 'obligations' | 'gstin'>,
  today: string | Date,
  extensions: readonly Extension[],
  days = 30,
): DueDate[] {
  const day = indiaDate(today);
  return clientDueDates(profile, day, addDays(day, days), extensions);
}

/**
 * The reminders a client is owed on `today`: each applicable due date whose reminder day
 * (`reminderDays` before it) has come and which is not yet past. A run that was missed is made
 * up the next day; the reminder's identity (its reminder day, rule and period) lets the sender
 * send each one once.
 */
export function remindersDue(
  profile: Pick<ComplianceProfile, 'obligations' | 'gstin' | 'reminderDays'>,
  today: string | Date,
  extensions: readonly Extension[],
): { dueDate: DueDate; reminderDay: string }[] {
  if (!profile.reminderDays) return [];
  const day = indiaDate(today);
  return clientDueDates(profile, day, addDays(day, profile.reminderDays), extensions).map((dueDate) => ({
    dueDate,
    reminderDay: addDays(dueDate.date, -profile.reminderDays),
  }));
}
