import type { StaffMember } from '../../../shared/api-types';
import type { Lead } from '../../../shared/domain';
import { secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { useLeadActivity } from './api';
import { LeadAttribution } from './lead-attribution';
import { LeadHistory } from './lead-history';
import { LeadWorkspace } from './lead-workspace';
import { LeadWait } from './lead-wait';
import { LeadStatusBadge } from './status';
import { formatPhone } from '../../../shared/text-checks';

/**
 * Everything known about a lead: its fields, its message, the person's later submissions, the
 * team's work on it (owner, conversion, timeline and notes), the payload a webhook delivered, and
 * (for a website lead whose e-mails were given up on) the way to send them again.
 */
export function LeadDetail({
  detail,
  resending,
  onResend,
  onChanged,
  staff,
}: {
  detail: Lead;
  /** The active staff, who may own the lead. */
  staff: StaffMember[];
  resending: boolean;
  onResend: (id: string) => void;
  /** The lead as saved after a change made here (a repeat split off). */
  onChanged: (lead: Lead) => void;
}) {
  // The payload is not in the list's answers (up to 64 KB a lead): the lead as read by its id has it.
  const raw = useLeadActivity(detail.id).data?.lead.raw ?? detail.raw;
  return (
    <div className="space-y-4 text-sm">
      <LeadStatusBadge status={detail.status} />
      <LeadWait lead={detail} />
      <dl className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['Name', detail.name],
            ['Email', detail.email],
            ['Phone', detail.phone && formatPhone(detail.phone)],
            ['Company', detail.company],
            ['Source', detail.test ? `${detail.source} (test lead)` : detail.source],
            ['Owner', detail.ownerName ?? 'Unassigned'],
            ['Service', detail.service],
            // A platform's campaign and form, when its payload named them.
            ...(detail.campaign ? [['Campaign', detail.campaign]] : []),
            ...(detail.formId ? [['Form', detail.formId]] : []),
            // Only website leads can carry one, and only when the visitor gave it.
            ...(detail.gstin ? [['GSTIN', detail.gstin]] : []),
            ['Conversation', detail.conversation_id],
            ['Received', formatDateTime(detail.createdAt)],
            ...(detail.lastSeenAt ? [['Last got in touch', formatDateTime(detail.lastSeenAt)]] : []),
            ['Updated', detail.updatedAt ? formatDateTime(detail.updatedAt) : undefined],
          ] as [string, string | undefined][]
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-600">{k}</dt>
            <dd className="break-words font-medium text-slate-900">{v || '—'}</dd>
          </div>
        ))}
      </dl>
      {detail.mailStatus === 'failed' && (
        <div role="status" className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          <p>
            The confirmation to this visitor or the firm&apos;s alert could not be sent, and automatic retries
            have stopped.
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            disabled={resending}
            onClick={() => onResend(detail.id)}
          >
            Resend e-mails
          </button>
        </div>
      )}
      {detail.message && (
        <div>
          <p className="text-slate-600">Message</p>
          <p className="whitespace-pre-wrap break-words text-slate-900">{detail.message}</p>
        </div>
      )}
      <LeadAttribution attribution={detail.attribution} />
      <LeadHistory lead={detail} onChanged={onChanged} />
      <LeadWorkspace lead={detail} staff={staff} onChanged={onChanged} />
      {raw && (
        <div>
          <p className="text-slate-600">Payload as received</p>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-3 text-xs">
            {raw}
          </pre>
        </div>
      )}
    </div>
  );
}
