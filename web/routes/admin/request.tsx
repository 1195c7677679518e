import { Link, useParams } from 'react-router';
import { firm } from '../../../shared/firm';
import { QueryState } from '../../components/page';
import { useRequest } from '../../features/requests/api';
import { DocumentsSection } from '../../features/documents/documents-section';
import { Conversation } from '../../features/requests/conversation';
import { RequestDetails } from '../../features/requests/request-details';
import { StatusChange } from '../../features/requests/status-change';

export function meta() {
  return [{ title: `Service Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** One request: details and timeline, its status (the client is told), and the conversation. */
export default function AdminRequest() {
  const { id = '' } = useParams();
  const request = useRequest(id);
  const r = request.data;
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
          <StatusChange request={r} />
          <DocumentsSection request={r} side="firm" />
          <Conversation request={r} side="firm" />
        </>
      )}
    </div>
  );
}
