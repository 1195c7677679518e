import { Link } from 'react-router';
import { formatBusinessDuration } from '../../../shared/business-hours';
import { pagePaths, withQuery } from '../../../shared/page-paths';
import { LatestPanel } from '../../components/latest-panel';
import { formatDateTime } from '../../lib/dates';
import { useResponseTimes } from './api';

/** The lead list showing one lead: new, found by its e-mail, phone or name. */
const leadLink = (lead: { email: string; phone?: string; name?: string }) =>
  withQuery(pagePaths.admin.leads, { status: 'new', q: lead.email || lead.phone || lead.name });

/**
 * The overview's "Waiting past target": new leads nobody has answered for longer than the firm's
 * response target (business hours), oldest first, each opening the lead list on that lead.
 */
export function OverdueLeads() {
  const { data, isError } = useResponseTimes();
  if (isError) return null;
  const more = data ? data.overdueCount - data.overdue.length : 0;
  return (
    <LatestPanel
      id="overdue-heading"
      title="Waiting past target"
      all={{ to: withQuery(pagePaths.admin.leads, { status: 'new' }), label: 'All new leads' }}
      empty={
        !data
          ? 'Loading…'
          : data.overdue.length === 0
            ? `No lead has waited more than ${data.targetHours} business hours.`
            : undefined
      }
    >
      {data?.overdue.map((l) => (
        <li key={l.id} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <Link to={leadLink(l)} className="block truncate font-medium text-brand-700 hover:underline">
              {l.name || l.email || l.phone}
            </Link>
            <span className="block truncate text-slate-600">
              {l.source} · {formatDateTime(l.createdAt)}
            </span>
          </span>
          <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {formatBusinessDuration(l.waitedMinutes)}
            <span className="sr-only"> of business hours waiting</span>
          </span>
        </li>
      ))}
      {more > 0 && <li className="py-2 text-slate-600">and {more} more</li>}
    </LatestPanel>
  );
}
