import { firm } from '../../../shared/firm';
import { PageTitle } from '../../components/page';
import { NewRequestForm } from '../../features/requests/new-request-form';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `New Request | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** File a request: a service from the catalogue and what is needed. */
export default function NewRequest() {
  return (
    <div className="space-y-5">
      <PageTitle>New Request</PageTitle>
      <NewRequestForm requestsBase={pagePaths.client.requests} />
    </div>
  );
}
