import { Link, useOutletContext } from 'react-router';
import { leadStatuses, type DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { leadStatusLabels } from '../../../shared/leads';
import { requestStatusLabels, requestStatuses, type RequestStatus } from '../../../shared/portal-model';
import { ProfileCard } from '../../components/dashboard-shell';
import { LatestPanel } from '../../components/latest-panel';
import { StatCards } from '../../components/page';
import { useOverview } from '../../features/overview/api';
import { LeadChartPanel } from '../../features/overview/lead-chart-panel';
import { OverdueLeads } from '../../features/overview/overdue-leads';
import { RuleSetsDue } from '../../features/overview/rule-sets-due';
import { useOverviewFilters } from '../../features/overview/overview-filters';
import { StatusBadge } from '../../features/requests/status';
import { PartnerWarning } from '../../features/staff/partner-warning';
import { formatDateTime } from '../../lib/dates';
import { pagePaths, withQuery } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Admin Panel | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

const leadsLink = (extra: Record<string, string>) => withQuery(pagePaths.admin.leads, extra);

/**
 * The admin's home: the filter panel (dates, lead status, client), figures computed by the API,
 * leads per day, and the latest leads and requests. Leads are not linked to clients, so the
 * client filter narrows the requests only, and says so.
 */
export default function AdminOverview() {
  const user = useOutletContext<DashboardUser>();
  const filters = useOverviewFilters();
  const query = filters.query;
  const { data, isPending, isError, error } = useOverview(query);
  /** The Service Requests list with the overview's window and client, and one status. */
  const requestsLink = (status: RequestStatus) =>
    withQuery(pagePaths.admin.requests, { status, client: query.client, ...data?.range });

  return (
    <div className="space-y-6">
      <h1 className="sr-only">Admin Panel</h1>
      <PartnerWarning linkToSettings />
      <RuleSetsDue />
      {filters.panel}
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
            {query.status ? `, status ${leadStatusLabels[query.status]}` : ''}.
          </p>
          <StatCards
            label="Figures"
            cards={[
              ...leadStatuses.map((s) => ({
                label: `${leadStatusLabels[s]} leads`,
                value: data.byStatus[s],
                to: leadsLink({ status: s, range: 'custom', ...data.range }),
              })),
              { label: 'New leads this week', value: data.newThisWeek, to: leadsLink({ range: '7d' }) },
              {
                label: 'Website inquiries today',
                value: data.inquiriesToday,
                to: leadsLink({ range: 'today', source: 'Website' }),
              },
              {
                label: 'Active webhook endpoints',
                value: data.activeEndpoints,
                to: pagePaths.admin.webhooks,
              },
              { label: 'Clients', value: data.clients, to: pagePaths.admin.clients },
            ]}
          />
          <p className="text-sm text-slate-600">
            Service requests filed from {data.range.from} to {data.range.to}
            {query.client ? `, clients matching “${query.client}”` : ''}.
          </p>
          <StatCards
            label="Requests"
            cards={requestStatuses.map((s) => ({
              label: `${requestStatusLabels[s]} requests`,
              value: data.requests.byStatus[s],
              to: requestsLink(s),
            }))}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <section
              aria-labelledby="chart-heading"
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <LeadChartPanel days={data.perDay} headingId="chart-heading" />
            </section>
            <LatestPanel
              id="latest-heading"
              title="Latest leads"
              all={{ to: pagePaths.admin.leads, label: 'All leads' }}
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
            <OverdueLeads />
            <LatestPanel
              id="recent-requests-heading"
              title="Recent requests"
              all={{ to: pagePaths.admin.requests, label: 'All requests' }}
              empty={data.requests.recent.length === 0 ? 'No requests in this period.' : undefined}
              wide
            >
              {data.requests.recent.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <Link
                      to={pagePaths.admin.request(r.id)}
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
