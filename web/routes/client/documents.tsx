import { firm } from '../../../shared/firm';
import { PageTitle } from '../../components/page';
import { MyDocuments } from '../../features/documents/my-documents';

export function meta() {
  return [{ title: `Documents | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The client's documents across its requests, and what the firm still needs from it. */
export default function ClientDocuments() {
  return (
    <div className="space-y-5">
      <PageTitle>Documents</PageTitle>
      <MyDocuments />
    </div>
  );
}
