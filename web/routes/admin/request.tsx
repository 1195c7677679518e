import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { firm } from '../../../shared/firm';
import { requestStatusLabels, type RequestStatus, type ServiceRequest } from '../../../shared/portal';
import { fieldClass } from '../../components/modal';
import { Conversation, QueryState, RequestDetails, StatusOptions, panel } from '../../features/portal/ui';
import { apiFetch } from '../../lib/api';

export function meta() {
  return [{ title: `Service Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** One request: details and timeline, its status (the client is told), and the conversation. */
export default function AdminRequest() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const request = useQuery({
    queryKey: ['request', id],
    queryFn: () => apiFetch<{ request: ServiceRequest }>(`/api/requests/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
  const setStatus = useMutation({
    mutationFn: (status: RequestStatus) =>
      apiFetch<{ request: ServiceRequest }>(`/api/requests/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: { status },
      }),
    onSuccess: async ({ request: r }) => {
      toast.success(`Status: ${requestStatusLabels[r.status]}`, {
        description: 'The client is notified in the portal and by e-mail.',
      });
      queryClient.setQueryData(['request', id], { request: r });
      await queryClient.invalidateQueries({ queryKey: ['requests'] });
    },
    onError: (e) => toast.error('Status not changed', { description: e.message }),
  });
  const r = request.data?.request;
  return (
    <div className="space-y-5">
      <Link to="/admin-dashboard/requests" className="text-sm font-medium text-brand-700 hover:underline">
        ← Service Requests
      </Link>
      <h1 className="sr-only">Service request</h1>
      <QueryState pending={request.isPending} error={request.error} />
      {r && (
        <>
          <RequestDetails request={r} withClient />
          <div className={`${panel} max-w-sm text-sm font-medium text-slate-800`}>
            <label htmlFor="req-status">Change status</label>
            <select
              id="req-status"
              value={r.status}
              disabled={setStatus.isPending}
              onChange={(e) => setStatus.mutate(e.target.value as RequestStatus)}
              className={fieldClass}
            >
              <StatusOptions />
            </select>
          </div>
          <Conversation request={r} side="firm" />
        </>
      )}
    </div>
  );
}
