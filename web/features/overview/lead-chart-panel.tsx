import { useState } from 'react';
import type { AdminOverview } from '../../../shared/api-types';
import { LeadChart, type ChartGrouping } from './lead-chart';

const groupings: [ChartGrouping, string][] = [
  ['sources', 'Source'],
  ['campaigns', 'Campaign'],
];

/**
 * The overview's chart with its heading (id `headingId`) and a switch between leads per day by
 * source and by campaign; both come with the overview's answer, so switching asks for nothing.
 */
export function LeadChartPanel({ days, headingId }: { days: AdminOverview['perDay']; headingId: string }) {
  const [by, setBy] = useState<ChartGrouping>('sources');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-brand-900">
          Leads per day by {by === 'sources' ? 'source' : 'campaign'}
        </h2>
        <div
          role="group"
          aria-label="Group leads by"
          className="inline-flex rounded-lg ring-1 ring-slate-300"
        >
          {groupings.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={by === value}
              onClick={() => setBy(value)}
              className={`px-3 py-1 text-xs font-semibold first:rounded-l-lg last:rounded-r-lg ${
                by === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <LeadChart days={days} by={by} />
    </>
  );
}
