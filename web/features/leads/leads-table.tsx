import { Badge } from '../../components/badge';
import { Eye } from 'lucide-react';
import { leadStatuses, type Lead, type LeadStatus } from '../../../shared/domain';
import { leadStatusLabels } from '../../../shared/leads';
import { DataTable, TableMessage } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { LeadWait } from './lead-wait';
import { formatPhone } from '../../../shared/text-checks';

/** One page of leads: each row's status can be changed in place, and its details opened. */
export function LeadsTable({
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
      columns={['Name', 'Email', 'Phone', 'Service', 'Source', 'Status', 'Received', { srOnly: 'Details' }]}
      minWidth="min-w-[60rem]"
      className="mt-4"
    >
      {isPending && <TableMessage columns={8}>Loading leads…</TableMessage>}
      {!isPending && rows.length === 0 && (
        <TableMessage columns={8}>No leads match these filters.</TableMessage>
      )}
      {rows.map((lead) => (
        <tr key={lead.id} data-lead-id={lead.id}>
          <td className="px-4 py-3 font-medium text-slate-900">
            {lead.name || '—'}
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
            {lead.source}
            {lead.campaign && <div className="text-xs text-slate-600">Campaign {lead.campaign}</div>}
            {lead.test && <Badge tone="ml-2 bg-slate-200 text-slate-800">Test</Badge>}
          </td>
          <td className="px-4 py-3">
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
            <div className="mt-1 text-xs text-slate-600">{lead.ownerName ?? 'Unassigned'}</div>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            {formatDateTime(lead.createdAt)}
            <LeadWait lead={lead} />
          </td>
          <td className="px-4 py-3">
            <button
              type="button"
              onClick={() => onDetail(lead)}
              aria-label={`Details of ${lead.name || lead.email}`}
              className="grid h-8 w-8 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <Eye aria-hidden="true" size={16} />
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
