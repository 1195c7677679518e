import { Badge } from '../../components/badge';
import { MessageCircle, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { firm } from '../../../shared/firm';
import { telHref, whatsappTo } from '../../../shared/contact-links';
import { useMedia } from '../../lib/use-media';
import { leadStatuses, type Lead, type LeadStatus } from '../../../shared/domain';
import { leadStatusLabels } from '../../../shared/leads';
import { DataTable, TableMessage } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { LeadWait } from './lead-wait';
import { formatPhone } from '../../../shared/text-checks';

/** The width below which the list is cards, as the dashboards' phone layout begins. */
const PHONE = '(max-width: 767px)';

/** A click on a row that was not on one of its controls opens the lead. */
const onRow = (open: () => void) => (e: MouseEvent) => {
  if ((e.target as Element).closest('a, button, select, input, label')) return;
  open();
};

/**
 * One page of leads: each row's status can be changed in place, and the whole row (or the name,
 * from the keyboard) opens the lead. On a phone each lead is a card with tap-to-call and WhatsApp.
 */
export function LeadsTable(props: {
  rows: Lead[];
  isPending: boolean;
  /** The lead whose status change is being saved. */
  busyId?: string;
  onStatus: (lead: Lead, status: LeadStatus) => void;
  onDetail: (lead: Lead) => void;
}) {
  return useMedia(PHONE) ? <LeadCards {...props} /> : <LeadRows {...props} />;
}

/** Name as the button that opens the lead. */
function OpenLead({ lead, onDetail }: { lead: Lead; onDetail: (lead: Lead) => void }) {
  return (
    <button
      type="button"
      onClick={() => onDetail(lead)}
      title="Open the lead"
      className="text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
    >
      {lead.name || lead.email || '—'}
    </button>
  );
}

function StatusSelect({
  lead,
  busyId,
  onStatus,
}: {
  lead: Lead;
  busyId?: string;
  onStatus: (lead: Lead, status: LeadStatus) => void;
}) {
  return (
    <select
      aria-label={`Status of ${lead.name || lead.email}`}
      value={lead.status}
      disabled={busyId === lead.id}
      onChange={(e) => onStatus(lead, e.target.value as LeadStatus)}
      className="rounded-md border border-slate-300 px-2 py-1"
    >
      {leadStatuses.map((s) => (
        <option key={s} value={s}>
          {leadStatusLabels[s]}
        </option>
      ))}
    </select>
  );
}

/** The phone's list: what staff need to call back, and the two ways to reach the person. */
function LeadCards({ rows, isPending, busyId, onStatus, onDetail }: Parameters<typeof LeadsTable>[0]) {
  if (isPending) return <p className="mt-4 text-sm text-slate-700">Loading leads…</p>;
  if (rows.length === 0) return <p className="mt-4 text-sm text-slate-700">No leads match these filters.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {rows.map((lead) => (
        <li
          key={lead.id}
          data-lead-id={lead.id}
          onClick={onRow(() => onDetail(lead))}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start justify-between gap-3">
            <OpenLead lead={lead} onDetail={onDetail} />
            <StatusSelect lead={lead} busyId={busyId} onStatus={onStatus} />
          </div>
          <p className="mt-1 text-sm text-slate-700">{lead.service || 'No service named'}</p>
          <div className="mt-1 text-xs text-slate-600">
            {formatDateTime(lead.createdAt)}
            <LeadWait lead={lead} />
          </div>
          {lead.phone && (
            <div className="mt-3 flex items-center gap-2">
              <span className="mr-auto text-sm text-slate-900">{formatPhone(lead.phone)}</span>
              <a
                href={telHref(lead.phone)}
                aria-label={`Call ${lead.name || formatPhone(lead.phone)}`}
                className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
              >
                <Phone aria-hidden="true" size={16} /> Call
              </a>
              <a
                href={whatsappTo(
                  lead.phone,
                  `Hello${lead.name ? ` ${lead.name}` : ''}, this is ${firm.name} about your inquiry.`,
                )}
                aria-label={`WhatsApp ${lead.name || formatPhone(lead.phone)}`}
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white"
              >
                <MessageCircle aria-hidden="true" size={16} /> WhatsApp
              </a>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A page of leads as a table, from a tablet up. */
function LeadRows({
  rows,
  isPending,
  busyId,
  onStatus,
  onDetail,
}: {
  rows: Lead[];
  isPending: boolean;
  /** The lead whose status change is being saved. */
  busyId?: string;
  onStatus: (lead: Lead, status: LeadStatus) => void;
  onDetail: (lead: Lead) => void;
}) {
  return (
    <DataTable
      columns={['Name', 'Email', 'Phone', 'Service', 'Source', 'Status', 'Received']}
      minWidth="min-w-[60rem]"
      className="mt-4"
    >
      {isPending && <TableMessage columns={7}>Loading leads…</TableMessage>}
      {!isPending && rows.length === 0 && (
        <TableMessage columns={7}>No leads match these filters.</TableMessage>
      )}
      {rows.map((lead) => (
        <tr
          key={lead.id}
          data-lead-id={lead.id}
          onClick={onRow(() => onDetail(lead))}
          className="cursor-pointer hover:bg-slate-50"
        >
          <td className="px-4 py-3 font-medium text-slate-900">
            <OpenLead lead={lead} onDetail={onDetail} />
            {lead.mailStatus === 'failed' && (
              <span className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                E-mail failed
              </span>
            )}
            {lead.repeatCount ? (
              <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Repeat ×{lead.repeatCount}
                <span className="sr-only">
                  : got in touch again, last {formatDateTime(lead.lastSeenAt ?? lead.createdAt)}
                </span>
              </span>
            ) : null}
            {lead.sameContactAs && (
              <span className="mt-1 block w-fit rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Same {lead.sameContactAs.via.join(' and ')} as {lead.sameContactAs.name || 'another lead'}
              </span>
            )}
            {lead.company && <div className="text-xs font-normal text-slate-600">{lead.company}</div>}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{lead.email || '—'}</td>
          <td className="px-4 py-3 whitespace-nowrap">{lead.phone ? formatPhone(lead.phone) : '—'}</td>
          <td className="px-4 py-3">{lead.service || '—'}</td>
          <td className="px-4 py-3">
            <span>{lead.source}</span>
            {lead.endpoint && lead.endpoint !== lead.source && (
              <div className="text-xs text-slate-600">via {lead.endpoint}</div>
            )}
            {lead.campaign && <div className="text-xs text-slate-600">Campaign {lead.campaign}</div>}
            {lead.test && <Badge tone="ml-2 bg-slate-200 text-slate-800">Test</Badge>}
          </td>
          <td className="px-4 py-3">
            <StatusSelect lead={lead} busyId={busyId} onStatus={onStatus} />
            <div className="mt-1 text-xs text-slate-600">{lead.ownerName ?? 'Unassigned'}</div>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            {formatDateTime(lead.createdAt)}
            <LeadWait lead={lead} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
