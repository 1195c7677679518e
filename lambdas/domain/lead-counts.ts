import { leadStatuses, type LeadStatus } from '../../shared/domain';

/**
 * The admin overview's lead figures as numbers kept per day (see the counts table in
 * shared/tables.ts): the attributes a lead adds to its day, and the figures a date window's days
 * add up to. Kept apart from the storage so the arithmetic is tested on its own.
 */

/** The firm's calendar day (India time) of an ISO instant: '2026-11-24'. */
export const istDay = (iso: string): string =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** What a lead is counted by: its status on its day, with its source and campaign. */
export interface Counted {
  status: LeadStatus;
  source: string;
  campaign?: string;
}

/** The day-item attributes one lead adds 1 to. */
export const countAttributes = ({ status, source, campaign }: Counted): string[] => [
  `s#${status}`,
  `src#${status}#${source}`,
  `cmp#${status}#${campaign ?? ''}`,
];

/** One day as stored: its date (`key`) and its numbers. */
export type DayCounts = { key: string } & Record<string, unknown>;

/** What the overview shows of a window of days. */
export interface WindowFigures {
  byStatus: Record<LeadStatus, number>;
  /** Every day from `from` to `to`, with the leads per source and per campaign ('' for none). */
  perDay: { date: string; sources: Record<string, number>; campaigns: Record<string, number> }[];
}

/**
 * Adds up the stored days of a window. `status` narrows the per-day figures (the status counts
 * always cover every status). Days with no item had no leads; a number that went to 0 is left out.
 */
export function windowFigures(
  days: readonly DayCounts[],
  window: { from: string; to: string },
  status?: LeadStatus,
): WindowFigures {
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>;
  const stored = new Map(days.map((d) => [d.key, d]));
  const perDay: WindowFigures['perDay'] = [];
  const DAY = 86_400_000;
  for (let t = Date.parse(`${window.from}T00:00:00Z`); t <= Date.parse(`${window.to}T00:00:00Z`); t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    const sources: Record<string, number> = {};
    const campaigns: Record<string, number> = {};
    for (const [name, value] of Object.entries(stored.get(date) ?? {})) {
      if (typeof value !== 'number' || value <= 0) continue;
      const [kind, itsStatus, ...rest] = name.split('#');
      if (!leadStatuses.includes(itsStatus as LeadStatus)) continue;
      if (kind === 's') byStatus[itsStatus as LeadStatus] += value;
      if (status && itsStatus !== status) continue;
      const key = rest.join('#');
      if (kind === 'src') sources[key] = (sources[key] ?? 0) + value;
      if (kind === 'cmp') campaigns[key] = (campaigns[key] ?? 0) + value;
    }
    perDay.push({ date, sources, campaigns });
  }
  return { byStatus, perDay };
}

/** The leads of the given days, every status, and of one source when given. */
export function leadsOn(days: readonly DayCounts[], source?: string): number {
  let total = 0;
  for (const day of days) {
    for (const [name, value] of Object.entries(day)) {
      if (typeof value !== 'number') continue;
      const [kind, , ...rest] = name.split('#');
      if (source === undefined ? kind === 's' : kind === 'src' && rest.join('#') === source) total += value;
    }
  }
  return total;
}
