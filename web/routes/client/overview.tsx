import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { firm } from '../../../shared/firm';
import { requestStatusLabels, requestStatuses, type PortalSummary } from '../../../shared/portal';
import { ProfileCard } from '../../components/dashboard-shell';
import { primaryButton } from '../../components/modal';
import { QueryState, RequestFilters, RequestsTable, StatCard, useRequests } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Client Portal | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** spec 2.14: summary cards from the client's own data, the filter panel (no client filter), its requests. */
export default function ClientOverview() {
  const user = useOutletContext<DashboardUser>();
  const summary = useQuery({
    queryKey: ['portal-summary'],
    queryFn: () => apiFetch<PortalSummary>('/api/portal/summary'),
    staleTime: 0,
  });
  const requests = useRequests();
  const s = summary.data;
  return (
    <div className="space-y-6">
      <h1 className="sr-only">Client Portal</h1>
      <QueryState pending={summary.isPending} error={summary.error} />
      {s && (
        <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard label="Open requests" value={s.openRequests} to="/client-dashboard/requests" />
          <StatCard label="Unread messages" value={s.unreadMessages} to="/client-dashboard/messages" />
          <StatCard
            label="Unread notifications"
            value={s.unreadNotifications}
            to="/client-dashboard/notifications"
          />
          <StatCard
            label="Completed requests"
            value={s.requestsByStatus.completed}
            to="/client-dashboard/requests?status=completed"
          />
        </ul>
      )}
      {s && (
        <p className="text-sm text-slate-700">
          {requestStatuses.map((st) => `${requestStatusLabels[st]}: ${s.requestsByStatus[st]}`).join(' · ')}
        </p>
      )}
      <RequestFilters />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">Your requests</h2>
        <Link to="/client-dashboard/requests/new" className={primaryButton}>
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
        <RequestsTable requests={requests.data.requests} base="/client-dashboard/requests" />
      )}
      <ProfileCard user={user} />
    </div>
  );
}
