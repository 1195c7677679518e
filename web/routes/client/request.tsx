import { Link, useParams } from 'react-router';
import { firm } from '../../../shared/firm';
import { QueryState } from '../../components/page';
import { useRequest } from '../../features/requests/api';
import { DocumentsSection } from '../../features/documents/documents-section';
import { Conversation } from '../../features/requests/conversation';
import { RequestDetails } from '../../features/requests/request-details';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ClientRequest() {
  const { id = '' } = useParams();
  const request = useRequest(id);
  return (
    <div className="space-y-5">
      <Link to={pagePaths.client.requests} className="text-sm font-medium text-brand-700 hover:underline">
        ← My Requests
      </Link>
      <h1 className="sr-only">Request</h1>
      <QueryState pending={request.isPending} error={request.error} />
      {request.data && (
        <>
          <RequestDetails request={request.data} />
          <DocumentsSection request={request.data} side="client" />
          <Conversation request={request.data} side="client" />
        </>
      )}
    </div>
  );
}
