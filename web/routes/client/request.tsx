import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { firm } from '../../../shared/firm';
import type { ServiceRequest } from '../../../shared/portal';
import { Conversation, QueryState, RequestDetails } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientRequest() {
  const { id = '' } = useParams();
  const request = useQuery({
    queryKey: ['request', id],
    queryFn: () => apiFetch<{ request: ServiceRequest }>(`/api/requests/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
  return (
    <div className="space-y-5">
      <Link to="/client-dashboard/requests" className="text-sm font-medium text-brand-700 hover:underline">
        ← My Requests
      </Link>
      <h1 className="sr-only">Request</h1>
      <QueryState pending={request.isPending} error={request.error} />
      {request.data && (
        <>
          <RequestDetails request={request.data.request} />
          <Conversation request={request.data.request} side="client" />
        </>
      )}
    </div>
  );
}
