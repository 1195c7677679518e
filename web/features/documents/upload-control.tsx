import { useId } from 'react';
import { secondaryButton } from '../../components/styles';
import type { useUpload } from './api';
import { ACCEPTED_EXTENSIONS } from './bucket';

const phaseText = {
  idle: '',
  preparing: 'Preparing the upload…',
  sending: 'Sending',
  checking: 'Checking the file…',
} as const;

/**
 * A file chooser styled as a button, the progress of the file being sent, and the problem of the
 * last attempt. The upload's state lives with the caller (`useUpload`), which stays on the page
 * when this control goes (an item whose file arrived takes no other).
 */
export function UploadControl({
  upload,
  label,
  target,
  fileName,
  problem,
  onChoose,
}: {
  upload: ReturnType<typeof useUpload>;
  /** The button's words, e.g. 'Upload file'. */
  label: string;
  /** What it uploads for, read after the label ('for PAN card'), so each control has its own name. */
  target?: string;
  /** The file being sent (or last sent). */
  fileName: string;
  problem: string;
  onChoose: (file: File) => void;
}) {
  const problemId = useId();
  const busy = upload.phase !== 'idle';
  const percent = Math.round(upload.sent * 100);
  return (
    <div className="mt-3">
      <label
        className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        {label}
        {target && <span className="sr-only"> {target}</span>}
        <input
          type="file"
          className="sr-only"
          accept={ACCEPTED_EXTENSIONS}
          disabled={busy}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared, so choosing the same file again (after a refusal) is a change too.
            e.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </label>
      {busy && (
        <div className="mt-3 max-w-md">
          <div className="flex items-baseline justify-between gap-3 text-xs text-slate-700">
            <span className="min-w-0 truncate">
              {phaseText[upload.phase]}
              {upload.phase === 'sending' && ` ${fileName}…`}
            </span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={upload.phase === 'checking' ? 'Sent; checking the file' : `${percent}% sent`}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          {upload.phase === 'sending' && (
            <button
              type="button"
              onClick={upload.cancel}
              className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Cancel upload
            </button>
          )}
        </div>
      )}
      {problem && !busy && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
