import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { DocumentFile, ScanState } from '../../../shared/documents';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { useDownload, useLocalStack } from './api';
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
 */
export function FileLine({
  file,
  requestId,
  note,
  children,
}: {
  file: DocumentFile;
  requestId: string;
  /** A line under the file's details (e.g. why it was rejected). */
  note?: ReactNode;
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
        {problem && <p className="mt-1 text-xs text-amber-900">{problem}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={download.isPending} onClick={start}>
          {download.isPending ? 'Preparing…' : 'Download'}
          <span className="sr-only"> {file.fileName}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
