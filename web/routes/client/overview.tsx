import { Link, useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { ProfileCard } from '../../components/dashboard-shell';
import { QueryState, StatCard } from '../../components/page';
import { primaryButton } from '../../components/styles';
import { usePortalSummary, useRequests } from '../../features/requests/api';
import { useRequestFilters } from '../../features/requests/request-filters';
import { RequestsTable } from '../../features/requests/requests-table';
import { statusCounts } from '../../features/requests/status';
import { DueSoonPanel } from '../../features/compliance/due-soon-panel';
import { DocumentsNeededPanel } from '../../features/documents/documents-needed-panel';
import { pagePaths, withQuery } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Client Portal | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The client's home: summary cards from its own data, the documents the firm still needs, the
 * due dates, the filter panel (no client filter), its requests.
 */
export default function ClientOverview() {
  const user = useOutletContext<DashboardUser>();
  const summary = usePortalSummary();
  const filters = useRequestFilters();
  const requests = useRequests(filters.query);
  const s = summary.data;
  return (
    <div className="space-y-6">
      <h1 className="sr-only">Client Portal</h1>
      <QueryState pending={summary.isPending} error={summary.error} />
      {s && (
        <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard label="Open requests" value={s.openRequests} to={pagePaths.client.requests} />
          <StatCard label="Unread messages" value={s.unreadMessages} to={pagePaths.client.messages} />
          <StatCard
            label="Unread notifications"
            value={s.unreadNotifications}
            to={pagePaths.client.notifications}
          />
          <StatCard
            label="Completed requests"
            value={s.requestsByStatus.completed}
            to={withQuery(pagePaths.client.requests, { status: 'completed' })}
          />
        </ul>
      )}
      {s && <p className="text-sm text-slate-700">{statusCounts(s.requestsByStatus)}</p>}
      {s?.advisor && (
        <p className="text-sm text-slate-800">
          Your advisor: <span className="font-medium">{s.advisor.name}</span> ·{' '}
          <a className="text-brand-700 underline" href={`mailto:${s.advisor.email}`}>
            {s.advisor.email}
          </a>
        </p>
      )}
      <DocumentsNeededPanel />
      {s && <DueSoonPanel summary={s} />}
      {filters.panel}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">Your requests</h2>
        <Link to={pagePaths.client.newRequest} className={primaryButton}>
          New request
        </Link>
      </div>
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={
          requests.data?.requests.length === 0
            ? 'No requests match. File a new request to get started.'
            : undefined
        }
      />
      {!!requests.data?.requests.length && (
        <RequestsTable requests={requests.data.requests} base={pagePaths.client.requests} />
      )}
      <ProfileCard user={user} />
    </div>
  );
}
