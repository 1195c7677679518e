import { firm } from '../../../shared/firm';
import { requestStatusLabels, requestStatuses } from '../../../shared/portal';
import { PageTitle, QueryState, RequestFilters, RequestsTable, useRequests } from '../../features/portal/ui';

export function meta() {
  return [{ title: `Service Requests | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Every client's requests, filtered by client, status and date. */
export default function AdminRequests() {
  const requests = useRequests();
  const counts = requests.data?.counts;
  return (
    <div className="space-y-5">
      <PageTitle>Service Requests</PageTitle>
      <RequestFilters withClient />
      {counts && (
        <p className="text-sm text-slate-700">
          {requests.data!.requests.length} shown ·{' '}
          {requestStatuses.map((s) => `${requestStatusLabels[s]}: ${counts[s]}`).join(' · ')}
        </p>
      )}
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={requests.data?.requests.length === 0 ? 'No requests match these filters.' : undefined}
      />
      {!!requests.data?.requests.length && (
        <RequestsTable requests={requests.data.requests} base="/admin-dashboard/requests" withClient />
      )}
    </div>
  );
}
