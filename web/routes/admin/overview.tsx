import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router';
import { leadStatuses, type DashboardUser, type Lead, type LeadStatus } from '../../../shared/domain';
import {
  requestStatusLabels,
  requestStatuses,
  type RequestStatus,
  type ServiceRequest,
} from '../../../shared/portal-model';
import { firm } from '../../../shared/firm';
import { leadStatusLabels } from '../../../shared/leads';
import { ProfileCard } from '../../components/dashboard-shell';
import { fieldClass, primaryButton, secondaryButton } from '../../components/modal';
import { LeadStatusOptions } from '../../features/admin/table';
import { StatCard, StatusBadge } from '../../features/portal/ui';
import { formatDateTime } from '../../features/site/dates';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

interface Overview {
  range: { from: string; to: string };
  byStatus: Record<LeadStatus, number>;
  newThisWeek: number;
  inquiriesToday: number;
  activeEndpoints: number;
  clients: number;
  latest: Lead[];
  perDay: { date: string; sources: Record<string, number> }[];
  requests: { byStatus: Record<RequestStatus, number>; recent: ServiceRequest[] };
}

const palette = ['#1d4ed8', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4b5563'];

/**
 * spec 2.13: the filter panel (dates, lead status, client), figures computed by the API, the
 * latest leads and requests, leads per day. Leads are not linked to clients, so the client filter
 * narrows the requests only, and says so.
 */
export default function AdminOverview() {
  const user = useOutletContext<DashboardUser>();
  const [draft, setDraft] = useState({ from: '', to: '', status: '', client: '' });
  const [applied, setApplied] = useState(draft);
  const query = new URLSearchParams(Object.entries(applied).filter(([, v]) => v));
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['overview', query.toString()],
    queryFn: () => apiFetch<Overview>(`/api/admin/overview?${query.toString()}`),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
  };
  const leadsLink = (extra: Record<string, string>) =>
    `/admin-dashboard/leads?${new URLSearchParams(extra).toString()}`;
  /** The Service Requests list with the overview's window and client, and one status. */
  const requestsLink = (status: RequestStatus) =>
    `/admin-dashboard/requests?${new URLSearchParams(
      Object.entries({ status, client: applied.client, ...data?.range }).filter(([, v]) => v),
    ).toString()}`;

  return (
    <div className="space-y-6">
      <h1 className="sr-only">Admin Panel</h1>
      <form
        onSubmit={apply}
        aria-label="Filters"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="of-from">From</label>
          <input
            id="of-from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="of-to">To</label>
          <input
            id="of-to"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="of-status">Lead status</label>
          <select
            id="of-status"
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            className={fieldClass}
          >
            <LeadStatusOptions />
          </select>
        </div>
        <div className="text-sm font-medium text-slate-800">
          <label htmlFor="of-client">Client</label>
          <input
            id="of-client"
            type="search"
            value={draft.client}
            aria-describedby="of-client-hint"
            placeholder="Name or e-mail"
            onChange={(e) => setDraft({ ...draft, client: e.target.value })}
            className={fieldClass}
          />
          <span id="of-client-hint" className="mt-1 block text-xs font-normal text-slate-600">
            Narrows the requests; leads have no client.
          </span>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={primaryButton}>
            Apply
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              const empty = { from: '', to: '', status: '', client: '' };
              setDraft(empty);
              setApplied(empty);
            }}
          >
            Reset
          </button>
        </div>
      </form>

      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          The figures could not be loaded: {error instanceof Error ? error.message : 'unknown error'}
        </p>
      )}
      {isPending && <p className="text-sm text-slate-600">Loading the figures…</p>}
      {data && (
        <>
          <p className="text-sm text-slate-600">
            Leads received from {data.range.from} to {data.range.to}
            {applied.status ? `, status ${leadStatusLabels[applied.status as LeadStatus]}` : ''}.
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Figures">
            {leadStatuses.map((s) => (
              <StatCard
                key={s}
                label={`${leadStatusLabels[s]} leads`}
                value={data.byStatus[s]}
                to={leadsLink({ status: s })}
              />
            ))}
            <StatCard label="New leads this week" value={data.newThisWeek} to={leadsLink({ range: '7d' })} />
            <StatCard
              label="Website inquiries today"
              value={data.inquiriesToday}
              to={leadsLink({ range: 'today', source: 'Website' })}
            />
            <StatCard
              label="Active webhook endpoints"
              value={data.activeEndpoints}
              to="/admin-dashboard/webhooks"
            />
            <StatCard label="Clients" value={data.clients} to="/admin-dashboard/clients" />
          </ul>
          <p className="text-sm text-slate-600">
            Service requests filed from {data.range.from} to {data.range.to}
            {applied.client ? `, clients matching “${applied.client}”` : ''}.
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Requests">
            {requestStatuses.map((s) => (
              <StatCard
                key={s}
                label={`${requestStatusLabels[s]} requests`}
                value={data.requests.byStatus[s]}
                to={requestsLink(s)}
              />
            ))}
          </ul>
          <div className="grid gap-6 lg:grid-cols-2">
            <section
              aria-labelledby="chart-heading"
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="chart-heading" className="font-semibold text-brand-900">
                Leads per day by source
              </h2>
              <LeadChart days={data.perDay} />
            </section>
            <LatestPanel
              id="latest-heading"
              title="Latest leads"
              all={{ to: '/admin-dashboard/leads', label: 'All leads' }}
              empty={data.latest.length === 0 ? 'No leads in this period.' : undefined}
            >
              {data.latest.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">
                      {l.name || l.email || l.phone}
                    </span>
                    <span className="block truncate text-slate-600">{l.source}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                    {leadStatusLabels[l.status]}
                  </span>
                </li>
              ))}
            </LatestPanel>
            <LatestPanel
              id="recent-requests-heading"
              title="Recent requests"
              all={{ to: '/admin-dashboard/requests', label: 'All requests' }}
              empty={data.requests.recent.length === 0 ? 'No requests in this period.' : undefined}
              wide
            >
              {data.requests.recent.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <Link
                      to={`/admin-dashboard/requests/${r.id}`}
                      className="block truncate font-medium text-brand-700 hover:underline"
                    >
                      {r.serviceTitle}
                    </Link>
                    <span className="block truncate text-slate-600">
                      {r.clientName} · {formatDateTime(r.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={r.status} />
                </li>
              ))}
            </LatestPanel>
          </div>
        </>
      )}
      <ProfileCard user={user} />
    </div>
  );
}

/** Stacked bars, one per day, a colour per source; the numbers are also in a table for screen readers. */
function LeadChart({ days }: { days: Overview['perDay'] }) {
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
                    fill={palette[si % palette.length]}
                  >
                    <title>{`${d.date}: ${n} from ${s}`}</title>
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
                  style={{ background: palette[si % palette.length] }}
                />
                {s}
              </span>
            ))}
      </figcaption>
    </figure>
  );
}

/** A titled list of the latest records, with a link to all of them. */
function LatestPanel({
  id,
  title,
  all,
  empty,
  wide,
  children,
}: {
  id: string;
  title: string;
  all: { to: string; label: string };
  /** Shown instead of the list when there is nothing to list. */
  empty?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="flex items-baseline justify-between">
        <h2 id={id} className="font-semibold text-brand-900">
          {title}
        </h2>
        <Link to={all.to} className="text-sm font-medium text-brand-700 hover:underline">
          {all.label}
        </Link>
      </div>
      {empty ? (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}
