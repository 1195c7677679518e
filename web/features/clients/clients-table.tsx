import type { StaffMember } from '../../../shared/api-types';
import { Link } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { secondaryButton } from '../../components/styles';
import { DataTable, OnOffPill } from '../../components/table';
import { StaffOptions } from '../../components/staff-options';
import { pagePaths, withQuery } from '../../../shared/page-paths';
import { formatPhone } from '../../../shared/text-checks';

/** The firm's clients; a name opens that client's requests. */
export function ClientsTable({
  list,
  busy,
  onDeactivate,
  onReactivate,
  onObligations,
  onOpenRequest,
  staff,
  onAdvisor,
}: {
  list: DashboardUser[];
  /** The active staff, who may advise a client. */
  staff: StaffMember[];
  onAdvisor: (client: DashboardUser, advisorSub: string | null) => void;
  busy: boolean;
  onDeactivate: (client: DashboardUser) => void;
  onReactivate: (client: DashboardUser) => void;
  onObligations: (client: DashboardUser) => void;
  /** Staff open a request for an active client. */
  onOpenRequest: (client: DashboardUser) => void;
}) {
  return (
    <DataTable columns={['Client', 'Advisor', 'Status', { srOnly: 'Actions' }]}>
      {list.map((c) => (
        <tr key={c.sub}>
          {/* Name and contact in one column: the row fits a laptop's width without scrolling; on a
              phone this column stays readable and the card scrolls to the rest. */}
          <td className="min-w-[12rem] px-4 py-3 align-top">
            <Link
              to={withQuery(pagePaths.admin.requests, { client: c.email })}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {c.full_name}
            </Link>
            <div className="text-slate-700 [overflow-wrap:anywhere]">{c.email}</div>
            {(c.phone || c.company) && (
              <div className="text-slate-600">
                {[c.phone && formatPhone(c.phone), c.company].filter(Boolean).join(' · ')}
              </div>
            )}
          </td>
          <td className="px-4 py-3 align-top">
            <select
              aria-label={`Advisor of ${c.full_name}`}
              className="w-full min-w-[8rem] max-w-[14rem] rounded-md border border-slate-300 px-2 py-1"
              value={c.advisorSub ?? ''}
              onChange={(e) => onAdvisor(c, e.target.value || null)}
            >
              <StaffOptions
                staff={staff}
                none="None"
                current={c.advisorSub ? { sub: c.advisorSub, name: 'A former staff member' } : undefined}
              />
            </select>
          </td>
          <td className="whitespace-nowrap px-4 py-3 align-top">
            <OnOffPill on={c.is_active}>{c.is_active ? 'Active' : 'Deactivated'}</OnOffPill>
          </td>
          <td className="px-4 py-3 align-top">
            <div className="flex flex-wrap justify-end gap-2">
              {c.is_active && (
                <button type="button" className={secondaryButton} onClick={() => onOpenRequest(c)}>
                  Open a request<span className="sr-only"> for {c.full_name}</span>
                </button>
              )}
              <button type="button" className={secondaryButton} onClick={() => onObligations(c)}>
                Obligations<span className="sr-only"> of {c.full_name}</span>
              </button>
              {c.is_active ? (
                <button type="button" className={secondaryButton} onClick={() => onDeactivate(c)}>
                  Deactivate<span className="sr-only"> {c.full_name}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() => onReactivate(c)}
                >
                  Reactivate<span className="sr-only"> {c.full_name}</span>
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
