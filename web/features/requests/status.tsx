import { Badge } from '../../components/badge';
import { requestStatusLabels, requestStatuses, type RequestStatus } from '../../../shared/portal';

const badgeTone: Record<RequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-blue-100 text-blue-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={badgeTone[status]}>{requestStatusLabels[status]}</Badge>;
}

/** Each request status as an option; `all` adds 'All statuses' for a filter. */
export function StatusOptions({ all }: { all?: boolean }) {
  return (
    <>
      {all && <option value="">All statuses</option>}
      {requestStatuses.map((s) => (
        <option key={s} value={s}>
          {requestStatusLabels[s]}
        </option>
      ))}
    </>
  );
}

/** 'Pending: 2 · In progress: 1 · ...' */
export const statusCounts = (counts: Record<RequestStatus, number>) =>
  requestStatuses.map((s) => `${requestStatusLabels[s]}: ${counts[s]}`).join(' · ');
