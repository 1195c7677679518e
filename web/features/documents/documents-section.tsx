import { useState } from 'react';
import { toast } from 'sonner';
import type { ServiceRequest } from '../../../shared/portal';
import { QueryState } from '../../components/page';
import { panel, secondaryButton } from '../../components/styles';
import { ActivityList } from './activity-list';
import { useDocuments, useUpload } from './api';
import { ACCEPTED_TYPES_TEXT, MAX_MB, UploadCancelled } from './bucket';
import { ChecklistRow } from './checklist-item';
import { FileLine } from './file-line';
import { RequestDocumentsDialog } from './request-dialog';
import { UploadControl } from './upload-control';

/**
 * A request's documents, on its page: the checklist of what the firm asked the client for (each
 * item's status, files and actions), the firm's deliverables, and the activity on them (uploads,
 * downloads, reviews, deletions). The firm asks for documents, reviews uploads and uploads
 * deliverables; the client uploads against the items and downloads the deliverables. Files go
 * straight between the browser and the bucket.
 */
export function DocumentsSection({ request, side }: { request: ServiceRequest; side: 'client' | 'firm' }) {
  const documents = useDocuments(request.id);
  const [asking, setAsking] = useState(false);
  const items = documents.data?.items ?? [];
  const files = documents.data?.files ?? [];
  const deliverables = files.filter((f) => f.kind === 'deliverable');
  const firm = side === 'firm';
  return (
    <section aria-labelledby="documents-heading" id="documents" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="documents-heading" className="text-lg font-semibold text-brand-900">
          Documents
        </h2>
        {firm && (
          <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
            Request documents
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {ACCEPTED_TYPES_TEXT}, up to {MAX_MB} MB a file. Every file is checked for malware and can be
        downloaded once the check has found nothing, usually within a minute.
      </p>
      <QueryState pending={documents.isPending} error={documents.error} />
      {documents.data && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">
            {firm ? 'Requested from the client' : 'What the firm needs from you'}
          </h3>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {firm ? 'Nothing requested yet.' : 'The firm has not asked for any documents yet.'}
            </p>
          ) : (
            <ul className="mt-2 space-y-3">
              {items.map((item) => (
                <ChecklistRow key={item.id} item={item} files={files} side={side} requestId={request.id} />
              ))}
            </ul>
          )}

          <h3 className="mt-6 text-sm font-semibold text-slate-900">
            {firm ? 'Deliverables for the client' : 'From the firm'}
          </h3>
          {deliverables.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {firm ? 'None uploaded yet.' : 'Nothing from the firm yet: its files for you appear here.'}
            </p>
          ) : (
            <ul className="mt-1" aria-label={firm ? 'Deliverables' : 'Files from the firm'}>
              {deliverables.map((f) => (
                <li key={f.id}>
                  <FileLine file={f} requestId={request.id} />
                </li>
              ))}
            </ul>
          )}
          {firm && <DeliverableUpload requestId={request.id} />}
          <ActivityList activity={documents.data.activity} side={side} />
        </>
      )}
      {firm && <RequestDocumentsDialog request={request} open={asking} onOpenChange={setAsking} />}
    </section>
  );
}

/** The firm uploads a file it hands the client (a filed return's acknowledgement, a certificate). */
function DeliverableUpload({ requestId }: { requestId: string }) {
  const upload = useUpload(requestId);
  const [sending, setSending] = useState('');
  const [problem, setProblem] = useState('');
  const choose = (file: File) => {
    setProblem('');
    setSending(file.name);
    upload.mutate(file, {
      onSuccess: () => {
        toast.dismiss('upload-deliverable');
        toast.success(`${file.name} uploaded`, {
          description: 'The client can download it from this request.',
        });
      },
      onError: (error) => {
        if (error instanceof UploadCancelled) return void toast('Upload cancelled');
        setProblem(error.message);
        toast.error('File not uploaded', { id: 'upload-deliverable', description: error.message });
      },
    });
  };
  return (
    <UploadControl
      upload={upload}
      label="Upload a deliverable"
      fileName={sending}
      problem={problem}
      onChoose={choose}
    />
  );
}
