import { Link } from 'react-router';
import { firm } from '../../../shared/firm';
import { primaryButton } from '../../components/modal';
import { PageTitle, QueryState, RequestFilters, RequestsTable, useRequests } from '../../features/portal/ui';

export function meta() {
  return [{ title: `My Requests | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientRequests() {
  const requests = useRequests();
  return (
    <div className="space-y-5">
      <PageTitle
        action={
          <Link to="/client-dashboard/requests/new" className={primaryButton}>
            New request
          </Link>
        }
      >
        My Requests
      </PageTitle>
      <RequestFilters />
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={requests.data?.requests.length === 0 ? 'No requests match these filters.' : undefined}
      />
      {!!requests.data?.requests.length && (
        <RequestsTable requests={requests.data.requests} base="/client-dashboard/requests" />
      )}
    </div>
  );
}
