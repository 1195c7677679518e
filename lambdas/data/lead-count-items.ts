import { leadStatuses, type LeadStatus } from '../../shared/domain';

/**
 * The admin overview's lead figures as numbers kept per day (see the counts table in
 * shared/tables.ts): the items and attributes a lead adds 1 to, and the figures a date window's
 * items add up to: the counts table's layout. Kept apart from its reads and writes (lead-counts.ts)
 * so the arithmetic is tested on its own.
 *
 * A day's item (key '2026-11-24') holds a number per status (`s#<status>`) and per status and
 * source (`src#<status>#<source>`). Each campaign of the day has an item of its own (key
 * '2026-11-24#cmp#<campaign>', numbers `c#<status>`): campaigns come from visitors' links, so
 * there may be any number of them, and one item per day would grow past DynamoDB's 400 KB.
 */

/** The firm's calendar day (India time) of an ISO instant: '2026-11-24'. */
export const istDay = (iso: string): string =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** What a lead is counted by: its status on its day, with its source and campaign. */
export interface Counted {
  status: LeadStatus;
  source: string;
  campaign?: string;
  createdAt: string;
}

/** One item a lead adds to, and the attributes of it that take the lead's 1. */
export interface CountTarget {
  key: string;
  attributes: string[];
}

const CAMPAIGN = '#cmp#';

/** The items and attributes one lead adds 1 to (or takes 1 from, when it leaves a status). */
export const countTargets = ({ status, source, campaign, createdAt }: Counted): CountTarget[] => {
  const day = istDay(createdAt);
  return [
    { key: day, attributes: [`s#${status}`, `src#${status}#${source}`] },
    { key: `${day}${CAMPAIGN}${campaign ?? ''}`, attributes: [`c#${status}`] },
  ];
};

/**
 * The key range of a window's items, its days' and their campaigns': from the first day to just
 * past the last one's campaign items ('$' follows '#').
 */
export const windowKeys = (from: string, to: string) => ({ first: from, last: `${to}$` });

/** One stored item: its key and its numbers. */
export type DayCounts = { key: string } & Record<string, unknown>;

/** What the overview shows of a window of days. */
export interface WindowFigures {
  byStatus: Record<LeadStatus, number>;
  /** Every day from `from` to `to`, with the leads per source and per campaign ('' for none). */
  perDay: { date: string; sources: Record<string, number>; campaigns: Record<string, number> }[];
}

const isStatus = (s: string | undefined): s is LeadStatus => leadStatuses.includes(s as LeadStatus);

/**
 * Adds up the stored items of a window. `status` narrows the per-day figures (the status counts
 * always cover every status). Days with no item had no leads; a number that went to 0 is left out.
 */
export function windowFigures(
  items: readonly DayCounts[],
  window: { from: string; to: string },
  status?: LeadStatus,
): WindowFigures {
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>;
  const perDay = new Map<string, WindowFigures['perDay'][number]>();
  const DAY = 86_400_000;
  for (let t = Date.parse(`${window.from}T00:00:00Z`); t <= Date.parse(`${window.to}T00:00:00Z`); t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    perDay.set(date, { date, sources: {}, campaigns: {} });
  }
  for (const item of items) {
    const day = perDay.get(item.key.slice(0, 10));
    if (!day) continue;
    const campaign = item.key.length > 10 ? item.key.slice(10 + CAMPAIGN.length) : undefined;
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number' || value <= 0) continue;
      const [kind, itsStatus, ...rest] = name.split('#');
      if (!isStatus(itsStatus)) continue;
      if (campaign === undefined && kind === 's') byStatus[itsStatus] += value;
      if (status && itsStatus !== status) continue;
      if (campaign === undefined && kind === 'src') {
        const source = rest.join('#');
        day.sources[source] = (day.sources[source] ?? 0) + value;
      }
      if (campaign !== undefined && kind === 'c')
        day.campaigns[campaign] = (day.campaigns[campaign] ?? 0) + value;
    }
  }
  return { byStatus, perDay: [...perDay.values()] };
}

/** The leads of the given days' items, every status, and of one source when given. */
export function leadsOn(items: readonly DayCounts[], source?: string): number {
  let total = 0;
  for (const item of items) {
    if (item.key.length > 10) continue; // a campaign's item: its leads are counted on the day's
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number') continue;
      const [kind, , ...rest] = name.split('#');
      if (source === undefined ? kind === 's' : kind === 'src' && rest.join('#') === source) total += value;
    }
  }
  return total;
}
