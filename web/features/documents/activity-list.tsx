import { useState } from 'react';
import type { DocumentActivity, DocumentActivityAction } from '../../../shared/documents';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';

const actionLabels: Record<DocumentActivityAction, string> = {
  uploaded: 'Uploaded',
  downloaded: 'Downloaded',
  accepted: 'Accepted',
  rejected: 'Rejected',
  deleted: 'Deleted',
  archived: 'Archived',
  restored: 'Restored from the archive',
};

/** Events shown before "Show all": the latest ones. */
const SHOWN = 10;

/**
 * The request's document activity, oldest first like the request's timeline: each upload,
 * download, acceptance, rejection (with its reason) and deletion, when and by whom. The client
 * reads its own actions as "You".
 */
export function ActivityList({ activity, side }: { activity: DocumentActivity[]; side: 'client' | 'firm' }) {
  const [all, setAll] = useState(false);
  const shown = all ? activity : activity.slice(-SHOWN);
  const who = (by: DocumentActivity['by']) => (side === 'client' && by.side === 'client' ? 'You' : by.name);
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Activity</h3>
      {activity.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No uploads or downloads yet.</p>
      ) : (
        <>
          {activity.length > shown.length && (
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
              The latest {shown.length} of {activity.length} events.
              <button type="button" className={secondaryButton} onClick={() => setAll(true)}>
                Show all
              </button>
            </p>
          )}
          <ol aria-label="Document activity" className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
            {shown.map((event, i) => (
              <li key={`${event.at}-${event.fileId}-${i}`} className="text-sm">
                <span className="font-medium text-slate-900">{actionLabels[event.action]}</span>{' '}
                <span className="break-words text-slate-900">{event.fileName}</span>
                <span className="text-slate-600">
                  {' '}
                  · {formatDateTime(event.at)} · {who(event.by)}
                </span>
                {event.reason && (
                  <span className="block text-xs whitespace-pre-wrap text-slate-600">
                    Reason: {event.reason}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
