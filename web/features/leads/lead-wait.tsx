import { formatBusinessDuration, isPastTarget, responseWait } from '../../../shared/business-hours';
import type { Lead } from '../../../shared/domain';
import { useResponseTimes } from './api';

/**
 * How long a lead has waited for the firm's first response, in business hours: "Waiting 3 h 10
 * min" while it is new (in red past the target), "Answered in 45 min" once answered. Nothing for
 * a platform's test lead, or a lead answered before first responses were recorded.
 */
export function LeadWait({
  lead,
}: {
  lead: Pick<Lead, 'createdAt' | 'firstRespondedAt' | 'status' | 'test'>;
}) {
  const times = useResponseTimes();
  if (!times.data || lead.test) return null;
  if (lead.status !== 'new' && !lead.firstRespondedAt) return null;
  const wait = responseWait(lead, times.data.holidays, new Date());
  const late = !wait.answered && isPastTarget(wait.minutes, times.data.targetHours);
  const text = `${wait.answered ? 'Answered in' : 'Waiting'} ${formatBusinessDuration(wait.minutes)}`;
  return (
    <span
      title={`Business hours; target ${times.data.targetHours} h`}
      className={`block text-xs ${late ? 'font-semibold text-red-700' : 'text-slate-600'}`}
    >
      {text}
      <span className="sr-only">
        {' '}
        (business hours{late ? `, past the ${times.data.targetHours}-hour target` : ''})
      </span>
    </span>
  );
}
