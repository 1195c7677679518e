/**
 * How long a lead has waited for the firm, counted in the firm's business hours: Monday to Friday
 * 10:00 to 19:00, Saturday 10:00 to 17:00, Sunday and the firm's holidays closed, India time
 * (UTC+05:30 all year). Pure and import-free: the lead pages and the overdue job count alike,
 * and it adds little to the dashboard's bundle (never import it from a public page).
 */

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Opening and closing time, in minutes after midnight India time, by weekday (0 = Sunday). */
export const BUSINESS_HOURS: readonly (readonly [open: number, close: number] | null)[] = [
  null,
  [600, 1140],
  [600, 1140],
  [600, 1140],
  [600, 1140],
  [600, 1140],
  [600, 1020],
];

/** The response target until the firm sets its own, in business hours. */
export const DEFAULT_RESPONSE_TARGET_HOURS = 4;
export const MIN_RESPONSE_TARGET_HOURS = 1;
export const MAX_RESPONSE_TARGET_HOURS = 40;
/** The most holidays Settings keeps (a year and more of them). */
export const MAX_HOLIDAYS = 60;

/**
 * Whole business minutes from `startIso` to `endIso`: time outside opening hours, on Sundays and
 * on `holidays` (India dates, YYYY-MM-DD) does not count, so a lead that arrives at night starts
 * its clock at the next opening. An end before the start, or a time that is not one, gives 0.
 */
export function businessMinutesBetween(
  startIso: string,
  endIso: string,
  holidays: readonly string[] = [],
): number {
  // India's wall clock, read through the UTC fields of a shifted instant.
  const start = Date.parse(startIso) + INDIA_OFFSET_MS;
  const end = Date.parse(endIso) + INDIA_OFFSET_MS;
  if (!(end > start)) return 0;
  const closed = new Set(holidays);
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    const date = new Date(day);
    const hours = BUSINESS_HOURS[date.getUTCDay()];
    if (!hours || closed.has(date.toISOString().slice(0, 10))) continue;
    const from = Math.max(start, day + hours[0] * MINUTE_MS);
    const to = Math.min(end, day + hours[1] * MINUTE_MS);
    if (to > from) total += to - from;
  }
  return Math.floor(total / MINUTE_MS);
}

/**
 * A business-hours duration as the lead pages show it: "45 min" under an hour, "2 h 15 min" (or
 * "3 h") under ten hours, whole hours from then on ("26 h"): past a day's work the minutes no
 * longer matter. Business days are not used, as Saturday's day is shorter than the others.
 */
export function formatBusinessDuration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return hours < 10 && rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** What a lead's clock says: still waiting (since it arrived), or answered after so long. */
export interface ResponseWait {
  answered: boolean;
  minutes: number;
}

export function responseWait(
  lead: { createdAt: string; firstRespondedAt?: string },
  holidays: readonly string[],
  now: Date,
): ResponseWait {
  const end = lead.firstRespondedAt ?? now.toISOString();
  return {
    answered: lead.firstRespondedAt !== undefined,
    minutes: businessMinutesBetween(lead.createdAt, end, holidays),
  };
}

/** Past the target: strictly more business minutes than the target's hours. */
export const isPastTarget = (minutes: number, targetHours: number) => minutes > targetHours * 60;
