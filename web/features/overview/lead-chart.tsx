import type { AdminOverview } from '../../../shared/api-types';

const palette = ['#1d4ed8', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4b5563'];

/**
 * The colour of the `i`th group: the palette's first, then hues a golden angle apart, so no two
 * groups share a colour however many sources there are.
 */
export const groupColour = (i: number): string =>
  palette[i] ?? `hsl(${Math.round((i * 137.508) % 360)} 62% 40%)`;

/** What the bars are split by: the lead's source, or its campaign ('' for leads without one). */
export type ChartGrouping = 'sources' | 'campaigns';

/** A group's name in the legend and the bars' titles. */
const groupName = (by: ChartGrouping, key: string) =>
  by === 'sources' ? key : key ? `campaign ${key}` : 'no campaign';

/**
 * Stacked bars, one per day, a colour per source (or per campaign); the numbers are also in a
 * table for screen readers.
 */
export function LeadChart({
  days: perDay,
  by = 'sources',
}: {
  days: AdminOverview['perDay'];
  by?: ChartGrouping;
}) {
  // Answers cached before campaigns were counted have none: nothing to split by then.
  const days = perDay.map((d) => ({ date: d.date, sources: d[by] ?? {} }));
  const sources = [...new Set(days.flatMap((d) => Object.keys(d.sources)))].sort();
  const max = Math.max(1, ...days.map((d) => Object.values(d.sources).reduce((a, b) => a + b, 0)));
  const width = 600;
  const height = 180;
  const bar = width / days.length;
  const total = days.reduce((n, d) => n + Object.values(d.sources).reduce((a, b) => a + b, 0), 0);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${total} leads over ${days.length} days`}
      >
        {days.map((d, i) => {
          let y = height;
          return (
            <g key={d.date}>
              {sources.map((s, si) => {
                const n = d.sources[s] ?? 0;
                if (!n) return null;
                const h = (n / max) * (height - 10);
                y -= h;
                return (
                  <rect
                    key={s}
                    x={i * bar + 1}
                    y={y}
                    width={Math.max(bar - 2, 1)}
                    height={h}
                    fill={groupColour(si)}
                  >
                    <title>{`${d.date}: ${n} from ${groupName(by, s)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line x1="0" y1={height} x2={width} y2={height} stroke="#cbd5e1" />
        <text x="0" y={height + 16} fontSize="11" fill="#475569">
          {days[0]?.date}
        </text>
        <text x={width} y={height + 16} fontSize="11" fill="#475569" textAnchor="end">
          {days[days.length - 1]?.date}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
        {sources.length === 0
          ? 'No leads in this period.'
          : sources.map((s, si) => (
              <span key={s} className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block h-2.5 w-2.5 rounded-sm"
                  style={{ background: groupColour(si) }}
                />
                {by === 'sources' ? s : s || 'No campaign'}
              </span>
            ))}
      </figcaption>
    </figure>
  );
}
