/** Date windows of the dashboards' filters, in India's time zone; no zod here, so handlers that only need dates stay light. */
export const dateRanges = ['today', '7d', '30d', 'custom'] as const;
export type DateRange = (typeof dateRanges)[number];

/**
 * The ISO instants bounding a date range, in India's time zone (the firm's day). `now` is passed
 * in so that tests can fix it.
 */
export function rangeBounds(
  q: { range?: DateRange; from?: string; to?: string },
  now = new Date(),
): { start?: string; end?: string } {
  const IST_MS = 330 * 60 * 1000;
  const startOfIstDay = (d: Date) => {
    const local = new Date(d.getTime() + IST_MS);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_MS);
  };
  const day = 24 * 60 * 60 * 1000;
  const today = startOfIstDay(now);
  switch (q.range) {
    case 'today':
      return { start: today.toISOString() };
    case '7d':
      return { start: new Date(today.getTime() - 6 * day).toISOString() };
    case '30d':
      return { start: new Date(today.getTime() - 29 * day).toISOString() };
    case 'custom': {
      const start = new Date(`${q.from}T00:00:00+05:30`);
      const end = new Date(new Date(`${q.to}T00:00:00+05:30`).getTime() + day - 1);
      return { start: start.toISOString(), end: end.toISOString() };
    }
    default:
      return {};
  }
}
