import * as z from '../zod';
import { CONTROL } from '../text-checks';
import { complianceKinds, dueDateRules, type ComplianceKind } from './calendar-rules';
import { FEED_PATH } from './feed';
import { dueDatesBetween, indiaDate, type DueDate, type Extension } from './calendar';

/**
 * Extensions of statutory due dates as the firm records them: the government moves a date by a
 * notification or order, an admin records it once, and the public calendar page and the
 * iCalendar feeds show the new date with the notification beside the original one.
 */

/** An extension as stored and as the public calendar reads it. */
export interface RecordedExtension extends Extension {
  recordedAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The due dates an extension may name on a given day: those from a year back (a late extension
 * of a date already past, which governments do issue) to two years ahead.
 */
export function extendableDueDates(today: string | Date = new Date()): DueDate[] {
  const day = indiaDate(today);
  return dueDatesBetween(shift(day, -366), shift(day, 731));
}

/** The due dates the Settings form offers: those of the last two months and the next four. */
export function recentDueDates(today: string | Date = new Date()): DueDate[] {
  const day = indiaDate(today);
  return dueDatesBetween(shift(day, -62), shift(day, 124));
}

const ruleIds = new Set(dueDateRules.map((r) => r.id));

/** PUT /api/settings/extensions: which due date, its new day, and the notification that moved it. */
export const extensionInputSchema = z.object({
  // The length check first: the set alone would bound the field, but only by looking it up.
  ruleId: z.string().check(
    z.maxLength(64, 'there is no such due date'),
    z.refine((id) => ruleIds.has(id), 'there is no such due date'),
  ),
  period: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'period is empty'),
      z.maxLength(40, 'period is too long (40 characters at most)'),
    ),
  newDate: z.iso.date('use YYYY-MM-DD'),
  reference: z.string().check(
    z.trim(),
    z.minLength(3, 'name the notification or order that extended the date'),
    z.maxLength(160, 'reference is too long (160 characters at most)'),
    z.refine((v) => !CONTROL.test(v), 'reference contains invalid characters'),
  ),
});
export type ExtensionInput = z.infer<typeof extensionInputSchema>;

/**
 * The due date an extension moves, or why it cannot: the rule must have that period within the
 * extendable window, and the new day must come after the statutory one (an extension gives more
 * time, never less).
 */
export function checkExtension(
  input: ExtensionInput,
  today: string | Date = new Date(),
): { ok: true; dueDate: DueDate } | { ok: false; field: 'period' | 'newDate'; message: string } {
  const dueDate = extendableDueDates(today).find(
    (d) => d.ruleId === input.ruleId && d.period === input.period,
  );
  if (!dueDate) {
    return {
      ok: false,
      field: 'period',
      message: `${input.ruleId} has no due date for "${input.period}" within a year back or two years ahead`,
    };
  }
  if (input.newDate <= dueDate.date) {
    return {
      ok: false,
      field: 'newDate',
      message: `an extension must come after the statutory date, ${dueDate.date}`,
    };
  }
  return { ok: true, dueDate };
}

/** The kind a feed URL asks for (`?kind=gst`), or every kind when absent. */
export function feedKinds(kind: string | undefined): readonly ComplianceKind[] | 'unknown' {
  if (kind === undefined || kind === '') return complianceKinds;
  return (complianceKinds as readonly string[]).includes(kind) ? [kind as ComplianceKind] : 'unknown';
}

/** The feed's path, for every kind or for one. */
export const feedPath = (kind?: ComplianceKind) => (kind ? `${FEED_PATH}?kind=${kind}` : FEED_PATH);

/**
 * What the feed covers on a given day: from the first of the previous month (a calendar that
 * subscribes keeps the dates it just passed) to twelve months ahead.
 */
export function feedRange(today: string | Date = new Date()): { from: string; to: string } {
  const day = indiaDate(today);
  const [y, m] = day.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(y + 1, m, 0)).toISOString().slice(0, 10);
  return { from, to };
}
