import { Link } from 'react-router';
import { firm } from '../../../shared/firm';
import { PageTitle, QueryState } from '../../components/page';
import { primaryButton } from '../../components/styles';
import { useRequests } from '../../features/requests/api';
import { useRequestFilters } from '../../features/requests/request-filters';
import { RequestsTable } from '../../features/requests/requests-table';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `My Requests | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientRequests() {
  const filters = useRequestFilters();
  const requests = useRequests(filters.query);
  return (
    <div className="space-y-5">
      <PageTitle
        action={
          <Link to={pagePaths.client.newRequest} className={primaryButton}>
            New request
          </Link>
        }
      >
        My Requests
      </PageTitle>
      {filters.panel}
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={requests.data?.requests.length === 0 ? 'No requests match these filters.' : undefined}
      />
      {!!requests.data?.requests.length && (
        <RequestsTable requests={requests.data.requests} base={pagePaths.client.requests} />
      )}
    </div>
  );
}
