import { firm } from '../../../shared/firm';
import { PageTitle } from '../../components/page';
import { OutstandingDocuments } from '../../features/documents/outstanding-documents';

export function meta() {
  return [{ title: `Outstanding Documents | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Every document the firm has asked for and not yet received, across clients. */
export default function AdminDocuments() {
  return (
    <div className="space-y-5">
      <PageTitle>Outstanding documents</PageTitle>
      <OutstandingDocuments />
    </div>
  );
}
