import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ServiceRequest } from '../../../shared/portal';
import { QueryState } from '../../components/page';
import { panel, primaryButton, secondaryButton } from '../../components/styles';
import type { ChecklistItem } from '../../../shared/documents';
import { ActivityList } from './activity-list';
import { useDocuments, useLocalStack, useNotifyChecklist, useUploads } from './api';
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
  const local = useLocalStack();
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
        {ACCEPTED_TYPES_TEXT}, up to {MAX_MB} MB a file.{' '}
        {local
          ? 'This local stack has no malware scanner: files here are not scanned.'
          : 'Every file is checked for malware and can be downloaded once the check has found nothing, usually within a minute.'}
      </p>
      <QueryState pending={documents.isPending} error={documents.error} />
      {documents.data && (
        <>
          <FileGroup
            title={firm ? 'Requested from the client' : 'What the firm needs from you'}
            empty={
              items.length === 0 &&
              (firm ? 'Nothing requested yet.' : 'The firm has not asked for any documents yet.')
            }
          >
            {firm && <NoticeBar requestId={request.id} items={items} />}
            <ul className="mt-2 space-y-3">
              {items.map((item) => (
                <ChecklistRow key={item.id} item={item} files={files} side={side} requestId={request.id} />
              ))}
            </ul>
          </FileGroup>
          <FileGroup
            title={firm ? 'Deliverables for the client' : 'From the firm'}
            empty={
              deliverables.length === 0 &&
              (firm ? 'None uploaded yet.' : 'Nothing from the firm yet: its files for you appear here.')
            }
          >
            <ul className="mt-1" aria-label={firm ? 'Deliverables' : 'Files from the firm'}>
              {deliverables.map((f) => (
                <li key={f.id}>
                  <FileLine file={f} requestId={request.id} archive={firm} />
                </li>
              ))}
            </ul>
          </FileGroup>
          {firm && <DeliverableUpload requestId={request.id} />}
          <ActivityList activity={documents.data.activity} side={side} />
        </>
      )}
      {firm && <RequestDocumentsDialog request={request} open={asking} onOpenChange={setAsking} />}
    </section>
  );
}

/**
 * The checklist's changes the client has not been told of, and the one button that tells them:
 * staff add, correct and remove items first, and the client gets one e-mail for all of it.
 */
function NoticeBar({ requestId, items }: { requestId: string; items: ChecklistItem[] }) {
  const notify = useNotifyChecklist(requestId);
  const count = (notice: ChecklistItem['notice']) => items.filter((i) => i.notice === notice).length;
  const parts = (
    [
      [count('new'), 'to send'],
      [count('changed'), 'changed'],
      [count('removed'), 'removed'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${what}`);
  if (parts.length === 0) return null;
  const send = () =>
    notify.mutate(undefined, {
      onSuccess: () =>
        toast.success('Client notified', {
          description: 'One e-mail lists every change; the portal shows the list.',
        }),
      onError: (e) =>
        toast.error('Client not notified', { id: `notify-${requestId}`, description: e.message }),
    });
  return (
    <div
      role="status"
      className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p>Not told to the client yet: {parts.join(', ')}. Check the list, then notify them once.</p>
      <button type="button" className={primaryButton} disabled={notify.isPending} onClick={send}>
        {notify.isPending ? 'Notifying…' : 'Notify client'}
      </button>
    </div>
  );
}

/** A group of the section (checklist, deliverables): its heading, then its list or why it is empty. */
function FileGroup({ title, empty, children }: { title: string; empty: ReactNode; children: ReactNode }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{title}</h3>
      {empty ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : children}
    </>
  );
}

/**
 * The firm uploads files it hands the client (a filed return's acknowledgement, a certificate),
 * several at once if it likes: a request takes any number of deliverables.
 */
function DeliverableUpload({ requestId }: { requestId: string }) {
  const uploads = useUploads(requestId, undefined, {
    sent: (file) =>
      toast.success(`${file.name} uploaded`, {
        description: 'The client can download it from this request.',
      }),
    failed: (file, error) => {
      if (error instanceof UploadCancelled) return void toast('Upload cancelled');
      toast.error(`${file.name} not uploaded`, { description: error.message });
    },
  });
  return <UploadControl uploads={uploads} label="Upload a deliverable" several />;
}
