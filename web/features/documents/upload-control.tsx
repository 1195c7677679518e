import { useId, useState } from 'react';
import { secondaryButton } from '../../components/styles';
import type { UploadEntry, useUploads } from './api';
import { ACCEPTED_EXTENSIONS } from './bucket';
import { oneAtATime } from './uploads';

const phaseText = {
  preparing: 'Preparing the upload…',
  sending: 'Sending',
  checking: 'Checking the file…',
} as const;

const linkButton =
  'text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * A drop zone with a file chooser styled as a button, and each chosen file's progress and outcome.
 * `several` lets it take several files at once (the firm's deliverables); a checklist item takes
 * one, and a choice or drop of more says so instead of sending any.
 */
export function UploadControl({
  uploads,
  label,
  target,
  several,
}: {
  uploads: ReturnType<typeof useUploads>;
  /** The button's words, e.g. 'Upload file'. */
  label: string;
  /** What it uploads for, read after the label ('for PAN card'), so each control has its own name. */
  target?: string;
  several: boolean;
}) {
  const problemId = useId();
  const [over, setOver] = useState(false);
  const [tooMany, setTooMany] = useState('');
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const refusal = several ? '' : oneAtATime(files);
    setTooMany(refusal);
    if (!refusal) uploads.send(files);
  };
  // One file at a time: no second choice while it is on its way.
  const locked = !several && uploads.busy;
  return (
    <div className="mt-3">
      <div
        className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border-2 border-dashed px-3 py-3 transition-colors ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = locked ? 'none' : 'copy';
          setOver(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!locked) take(e.dataTransfer.files);
        }}
      >
        <label
          className={`${secondaryButton} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${locked ? 'pointer-events-none opacity-60' : ''}`}
        >
          {label}
          {target && <span className="sr-only"> {target}</span>}
          <input
            type="file"
            className="sr-only"
            accept={ACCEPTED_EXTENSIONS}
            multiple={several}
            disabled={locked}
            aria-describedby={tooMany ? problemId : undefined}
            onChange={(e) => {
              const files = e.target.files;
              take(files);
              // Cleared, so choosing the same file again (after a refusal) is a change too.
              e.target.value = '';
            }}
          />
        </label>
        {/* Only where a file can be dragged: a touch screen (a coarse pointer) has nothing to drop. */}
        <span className="text-sm text-slate-600 pointer-coarse:hidden">
          {several ? 'Drop files here or choose files' : 'Drop a file here or choose one'}
        </span>
      </div>
      {tooMany && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
          {tooMany}
        </p>
      )}
      {uploads.entries.length > 0 && (
        <ul className="mt-1 max-w-md" aria-label={`Files being uploaded${target ? ` ${target}` : ''}`}>
          {uploads.entries.map((entry) => (
            <UploadLine key={entry.key} entry={entry} uploads={uploads} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One file's progress, then its outcome: sent, refused in words, or cut off (with a retry). */
function UploadLine({ entry, uploads }: { entry: UploadEntry; uploads: ReturnType<typeof useUploads> }) {
  const name = entry.file.name;
  const percent = Math.round(entry.sent * 100);
  if (entry.state === 'done') {
    return (
      <li className="mt-2 flex items-baseline justify-between gap-3 text-xs text-slate-700">
        <span className="min-w-0 truncate">{name}</span>
        <span className="font-medium text-emerald-800">Done</span>
      </li>
    );
  }
  if (entry.state === 'failed') {
    return (
      <li className="mt-2">
        <p role="alert" className="text-sm text-red-700">
          {entry.problem}
        </p>
        {entry.failure === 'network' && (
          <button type="button" onClick={() => uploads.retry(entry.key)} className={`mt-1 ${linkButton}`}>
            Retry<span className="sr-only"> {name}</span>
          </button>
        )}
      </li>
    );
  }
  return (
    <li className="mt-3">
      <div className="flex items-baseline justify-between gap-3 text-xs text-slate-700">
        <span className="min-w-0 truncate">
          {phaseText[entry.state]}
          {entry.state === 'sending' && ` ${name}…`}
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={entry.state === 'checking' ? 'Sent; checking the file' : `${percent}% sent`}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {entry.state === 'sending' && (
        <button type="button" onClick={() => uploads.cancel(entry.key)} className={`mt-2 ${linkButton}`}>
          Cancel upload<span className="sr-only"> {name}</span>
        </button>
      )}
    </li>
  );
}
