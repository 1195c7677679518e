import { firm } from '../../../shared/firm';
import { PageTitle, QueryState } from '../../components/page';
import { useRequests } from '../../features/requests/api';
import { useRequestFilters } from '../../features/requests/request-filters';
import { RequestsTable } from '../../features/requests/requests-table';
import { statusCounts } from '../../features/requests/status';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Service Requests | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Every client's requests, filtered by client, status and date. */
export default function AdminRequests() {
  const filters = useRequestFilters({ withClient: true });
  const requests = useRequests(filters.query);
  const data = requests.data;
  return (
    <div className="space-y-5">
      <PageTitle>Service Requests</PageTitle>
      {filters.panel}
      {data && (
        <p className="text-sm text-slate-700">
          {data.requests.length} shown · {statusCounts(data.counts)}
        </p>
      )}
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={data?.requests.length === 0 ? 'No requests match these filters.' : undefined}
      />
      {!!data?.requests.length && (
        <RequestsTable requests={data.requests} base={pagePaths.admin.requests} withClient />
      )}
    </div>
  );
}
