import type { StaffMember } from '../../../shared/api-types';
import { Link } from 'react-router';
import type { DashboardUser } from '../../../shared/domain';
import { secondaryButton } from '../../components/styles';
import { DataTable, OnOffPill } from '../../components/table';
import { StaffOptions } from '../../components/staff-options';

/** The firm's clients; a name opens that client's requests. */
export function ClientsTable({
  list,
  busy,
  onDeactivate,
  onReactivate,
  onObligations,
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
}) {
  return (
    <DataTable columns={['Name', 'Email', 'Phone', 'Company', 'Advisor', 'Status', { srOnly: 'Actions' }]}>
      {list.map((c) => (
        <tr key={c.sub}>
          <td className="px-4 py-3 font-medium text-slate-900">
            <Link
              to={`/admin-dashboard/requests?client=${encodeURIComponent(c.email)}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {c.full_name}
            </Link>
          </td>
          <td className="px-4 py-3 text-slate-700">{c.email}</td>
          <td className="px-4 py-3 text-slate-700">{c.phone || '—'}</td>
          <td className="px-4 py-3 text-slate-700">{c.company || '—'}</td>
          <td className="px-4 py-3">
            <select
              aria-label={`Advisor of ${c.full_name}`}
              className="rounded-md border border-slate-300 px-2 py-1"
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
          <td className="px-4 py-3">
            <OnOffPill on={c.is_active}>{c.is_active ? 'Active' : 'Deactivated'}</OnOffPill>
          </td>
          <td className="space-x-2 whitespace-nowrap px-4 py-3 text-right">
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
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
