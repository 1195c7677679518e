import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { DocumentFile, ScanState } from '../../../shared/documents';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { ConfirmDialog } from '../../components/modal';
import { useArchiveDocument, useDownload, useLocalStack } from './api';
import { formatBytes } from './bucket';

/** What a started download says about the malware check (other verdicts are refused). */
const scanNote: Partial<Record<ScanState, string>> = {
  'no-threats': 'Checked for malware: nothing found.',
  'not-scanned-local': 'Not checked for malware: the local stack has no scanner.',
};

/**
 * One file: its name, size, when and by whom it was sent, a Download button and the caller's
 * actions. A download the malware check does not allow yet says so beside the file. Locally no
 * scanner runs, and each file says so; in AWS the download's refusal tells of a check under way.
 * The firm may archive a decided file (and restore it): an archived one says so.
 */
export function FileLine({
  file,
  requestId,
  note,
  archive = false,
  children,
}: {
  file: DocumentFile;
  requestId: string;
  /** A line under the file's details (e.g. why it was rejected). */
  note?: ReactNode;
  /** The firm's view: Archive or Restore, for a file that does not await review. */
  archive?: boolean;
  children?: ReactNode;
}) {
  const download = useDownload(requestId);
  const local = useLocalStack();
  const [problem, setProblem] = useState('');
  const start = () => {
    setProblem('');
    download.mutate(file.id, {
      onSuccess: ({ scan }) => toast.success(`Downloading ${file.fileName}`, { description: scanNote[scan] }),
      onError: (error) => {
        setProblem(error.message);
        toast.error('Not downloaded', { id: `download-${file.id}`, description: error.message });
      },
    });
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-medium break-words text-slate-900">{file.fileName}</p>
        <p className="text-xs text-slate-600">
          {file.size !== undefined && `${formatBytes(file.size)} · `}
          {formatDateTime(file.createdAt)} · {file.uploadedBy.name}
          {local && (
            <>
              {' · '}
              <span className="whitespace-nowrap">Not scanned (local)</span>
            </>
          )}
        </p>
        {note}
        {file.archivedAt && (
          <p className="mt-1 text-xs text-slate-700">
            Archived {formatDateTime(file.archivedAt)} by {file.archivedBy}: the client no longer sees it.
          </p>
        )}
        {problem && <p className="mt-1 text-xs text-amber-900">{problem}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={download.isPending} onClick={start}>
          {download.isPending ? 'Preparing…' : 'Download'}
          <span className="sr-only"> {file.fileName}</span>
        </button>
        {children}
        {archive && !(file.kind === 'upload' && file.status === 'uploaded') && (
          <ArchiveControl file={file} requestId={requestId} />
        )}
      </div>
    </div>
  );
}

/**
 * Archive (after a confirmation) or Restore. Archiving hides the file from the client and keeps
 * it, and its object, for the firm: nothing is deleted before its keeping period ends.
 */
function ArchiveControl({ file, requestId }: { file: DocumentFile; requestId: string }) {
  const change = useArchiveDocument(requestId);
  const [confirming, setConfirming] = useState(false);
  const archived = Boolean(file.archivedAt);
  const run = () =>
    change.mutate(
      { fileId: file.id, archived: !archived },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(archived ? `${file.fileName} restored` : `${file.fileName} archived`, {
            description: archived ? 'The client sees it again.' : 'The client no longer sees it.',
          });
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(archived ? 'Not restored' : 'Not archived', {
            id: `archive-${file.id}`,
            description: e.message,
          });
        },
      },
    );
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={change.isPending}
        onClick={() => (archived ? run() : setConfirming(true))}
      >
        {archived ? 'Restore' : 'Archive'}
        <span className="sr-only"> {file.fileName}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={`Archive ${file.fileName}?`}
        description="The client will no longer see or download it. The firm keeps it, and can restore it, until its keeping period ends."
        action={change.isPending ? 'Archiving…' : 'Archive file'}
        busy={change.isPending}
        onConfirm={run}
      />
    </>
  );
}
