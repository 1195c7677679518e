import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type {
  ChecklistItem,
  ChecklistNotice,
  ChecklistStatus,
  DocumentFile,
} from '../../../shared/documents';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/modal';
import { primaryButton, secondaryButton } from '../../components/styles';
import { formatDate } from '../../lib/dates';
import { useDeleteDocument, useRemoveChecklistItem, useReviewDocument, useUploads } from './api';
import { UploadCancelled } from './bucket';
import { FileLine } from './file-line';
import { ItemEditDialog } from './item-edit-dialog';
import { RejectDialog } from './reject-dialog';
import { UploadControl } from './upload-control';

export const checklistStatusLabels: Record<ChecklistStatus, string> = {
  pending: 'Requested',
  uploaded: 'Uploaded',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

const badgeTone: Record<ChecklistStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  uploaded: 'bg-blue-100 text-blue-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

export function ChecklistBadge({ status }: { status: ChecklistStatus }) {
  return (
    <Badge tone={badgeTone[status]} label="Status: ">
      {checklistStatusLabels[status]}
    </Badge>
  );
}

/** What the firm sees of a change the client has not been told of yet. */
export const noticeLabels: Record<ChecklistNotice, string> = {
  new: 'Not sent yet',
  changed: 'Changed, not told yet',
  removed: 'Removed, not told yet',
};

/**
 * Whether the firm may still change or take off an item: the client has not acted on it (no file
 * sent or reviewed). The server decides, and also refuses once an upload has merely begun.
 */
export const editable = (item: ChecklistItem) =>
  item.status === 'pending' && !item.fileId && !item.rejectionReason && item.notice !== 'removed';

/**
 * One checklist item: what is asked
 (with its note and due date), its status, the file under
 * review or accepted, earlier rejected files with their reasons, and what the viewer may do: the
 * client uploads (again, after a rejection) or takes back an upload not yet accepted; the firm
 * downloads, accepts or rejects with a reason.
 */
/** The address fragment of one requested document on its request's page. */
export const checklistAnchor = (itemId: string) => `document-${itemId}`;

export function ChecklistRow({
  item,
  files,
  side,
  requestId,
}: {
  item: ChecklistItem;
  /** The request's listed files (this item's are picked here). */
  files: DocumentFile[];
  side: 'client' | 'firm';
  requestId: string;
}) {
  const current = files.find((f) => f.id === item.fileId);
  const earlier = files.filter((f) => f.itemId === item.id && f.id !== item.fileId).reverse();
  // Held here, not in the upload control, which goes once the file has arrived.
  const uploads = useUploads(requestId, item.id, {
    sent: (file) => {
      toast.dismiss(`upload-${item.id}`);
      toast.success(`${file.name} sent`, {
        description: `For “${item.title}”. The firm reviews it; you see the outcome here.`,
      });
    },
    failed: (file, error) => {
      if (error instanceof UploadCancelled) return void toast('Upload cancelled');
      toast.error('File not uploaded', { id: `upload-${item.id}`, description: error.message });
    },
  });
  // A link to this item (from the documents pages) lands here once the list has drawn it.
  const anchorRef = useRef<HTMLLIElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${checklistAnchor(item.id)}`) return;
    anchorRef.current?.scrollIntoView({ block: 'start' });
    anchorRef.current?.focus({ preventScroll: true });
  }, [hash, item.id]);
  const review = useReviewDocument(requestId);
  const remove = useDeleteDocument(requestId);
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const takeOff = useRemoveChecklistItem(requestId);
  const headingId = `item-${item.id}`;

  const accept = (file: DocumentFile) =>
    review.mutate(
      { fileId: file.id, decision: 'accepted' },
      {
        onSuccess: () => toast.success(`Accepted: ${item.title}`),
        onError: (e) => toast.error('Not accepted', { id: `review-${item.id}`, description: e.message }),
      },
    );
  const takeBack = (file: DocumentFile) =>
    remove.mutate(file.id, {
      onSuccess: () => {
        setDeleting(false);
        toast.success(`${file.fileName} deleted`, {
          description: `You can upload another file for “${item.title}”.`,
        });
      },
      onError: (e) => {
        setDeleting(false);
        toast.error('Not deleted', { id: `delete-${item.id}`, description: e.message });
      },
    });

  const dropItem = () =>
    takeOff.mutate(item.id, {
      onSuccess: () => {
        setRemoving(false);
        toast.success(`Removed: ${item.title}`, {
          description: item.notice === 'new' ? undefined : 'The client is told when you notify them.',
        });
      },
      onError: (e) => {
        setRemoving(false);
        toast.error('Not removed', { id: `remove-${item.id}`, description: e.message });
      },
    });

  const canUpload = side === 'client' && (item.status === 'pending' || item.status === 'rejected');
  const removed = item.notice === 'removed';

  return (
    <li
      ref={anchorRef}
      id={checklistAnchor(item.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-lg border border-slate-200 p-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-48">
          <h4
            id={headingId}
            className={`font-medium break-words ${removed ? 'text-slate-500 line-through' : 'text-slate-900'}`}
          >
            {item.title}
          </h4>
          {item.note && <p className="mt-0.5 text-sm whitespace-pre-wrap text-slate-700">{item.note}</p>}
          {item.dueDate && <p className="mt-0.5 text-xs text-slate-600">Due {formatDate(item.dueDate)}</p>}
        </div>
        <div className="flex flex-wrap gap-1">
          {side === 'firm' && item.notice && (
            <Badge tone="bg-slate-200 text-slate-800">{noticeLabels[item.notice]}</Badge>
          )}
          {/* Not asked for yet, or no longer: its upload status means nothing to anyone. */}
          {!item.notice || item.notice === 'changed' ? <ChecklistBadge status={item.status} /> : null}
        </div>
      </div>

      {side === 'firm' && editable(item) && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            Change<span className="sr-only"> {item.title}</span>
          </button>
          <button type="button" className={secondaryButton} onClick={() => setRemoving(true)}>
            Remove<span className="sr-only"> {item.title}</span>
          </button>
          <ItemEditDialog requestId={requestId} item={item} open={editing} onOpenChange={setEditing} />
          <ConfirmDialog
            open={removing}
            onCancel={() => setRemoving(false)}
            title={`Remove “${item.title}”?`}
            description={
              item.notice === 'new'
                ? 'The client has not been told of it yet, so it simply goes.'
                : 'The client no longer sees it; the next notice tells them it is no longer needed.'
            }
            action={takeOff.isPending ? 'Removing…' : 'Remove'}
            busy={takeOff.isPending}
            danger
            onConfirm={dropItem}
          />
        </div>
      )}

      {item.status === 'rejected' && item.rejectionReason && (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          <span className="font-semibold">Rejected:</span> {item.rejectionReason}
        </p>
      )}

      {current && (
        <FileLine
          file={current}
          requestId={requestId}
          archive={side === 'firm'}
          note={
            item.status === 'uploaded' && (
              <p className="mt-1 text-xs text-slate-700">
                {side === 'firm' ? 'Awaiting your review.' : 'Awaiting the firm’s review.'}
              </p>
            )
          }
        >
          {side === 'firm' && item.status === 'uploaded' && (
            <>
              <button
                type="button"
                className={primaryButton}
                disabled={review.isPending}
                onClick={() => accept(current)}
              >
                Accept<span className="sr-only"> {item.title}</span>
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={review.isPending}
                onClick={() => setRejecting(true)}
              >
                Reject<span className="sr-only"> {item.title}</span>
              </button>
              <RejectDialog
                requestId={requestId}
                item={item}
                file={current}
                open={rejecting}
                onOpenChange={setRejecting}
              />
            </>
          )}
          {side === 'client' && item.status === 'uploaded' && (
            <>
              <button type="button" className={secondaryButton} onClick={() => setDeleting(true)}>
                Delete<span className="sr-only"> {current.fileName}</span>
              </button>
              <ConfirmDialog
                open={deleting}
                onCancel={() => setDeleting(false)}
                title={`Delete ${current.fileName}?`}
                description={`The firm will not review it; you can upload another file for “${item.title}”.`}
                action={remove.isPending ? 'Deleting…' : 'Delete file'}
                busy={remove.isPending}
                danger
                onConfirm={() => takeBack(current)}
              />
            </>
          )}
        </FileLine>
      )}

      {canUpload && (
        <UploadControl
          uploads={uploads}
          label={item.status === 'rejected' ? 'Upload again' : 'Upload file'}
          target={`for ${item.title}`}
          several={false}
        />
      )}

      {earlier.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Earlier files</p>
          {earlier.map((f) => (
            <FileLine
              key={f.id}
              file={f}
              requestId={requestId}
              archive={side === 'firm'}
              note={
                f.status === 'rejected' && (
                  <p className="mt-1 text-xs text-red-800">
                    Rejected
                    {/* The latest rejection's reason is shown above, with the item. */}
                    {f.reviewReason &&
                    !(item.status === 'rejected' && f.reviewReason === item.rejectionReason)
                      ? `: ${f.reviewReason}`
                      : ''}
                  </p>
                )
              }
            />
          ))}
        </div>
      )}
    </li>
  );
}
