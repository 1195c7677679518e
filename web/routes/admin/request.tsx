import { Link, useParams } from 'react-router';
import { firm } from '../../../shared/firm';
import { QueryState } from '../../components/page';
import { useRequest } from '../../features/requests/api';
import { DocumentsSection } from '../../features/documents/documents-section';
import { Conversation } from '../../features/requests/conversation';
import { RequestDetails } from '../../features/requests/request-details';
import { AssigneeChange } from '../../features/requests/assignee-change';
import { StatusChange } from '../../features/requests/status-change';
import { useStaffChoices } from '../../features/staff/api';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Service Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** One request: details and timeline, its status (the client is told), and the conversation. */
export default function AdminRequest() {
  const { id = '' } = useParams();
  const request = useRequest(id);
  const staff = useStaffChoices();
  const r = request.data;
  return (
    <div className="space-y-5">
      <Link to={pagePaths.admin.requests} className="text-sm font-medium text-brand-700 hover:underline">
        ← Service Requests
      </Link>
      <h1 className="sr-only">Service request</h1>
      <QueryState pending={request.isPending} error={request.error} />
      {r && (
        <>
          <RequestDetails request={r} withClient />
          <div className="flex flex-wrap gap-4">
            <StatusChange request={r} />
            <AssigneeChange request={r} staff={staff.data ?? []} />
          </div>
          <DocumentsSection request={r} side="firm" />
          <Conversation request={r} side="firm" />
        </>
      )}
    </div>
  );
}
