import { Link } from 'react-router';
import type { ServiceRequest } from '../../../shared/portal';
import { DataTable } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { StatusBadge } from './status';

/** Requests as a table; staff see whose each is, and unread counts are the reader's own. */
export function RequestsTable({
  requests,
  base,
  withClient,
}: {
  requests: ServiceRequest[];
  base: string;
  withClient?: boolean;
}) {
  return (
    <DataTable columns={[...(withClient ? ['Client'] : []), 'Service', 'Status', 'Filed', 'Messages']}>
      {requests.map((r) => {
        const unread = withClient ? r.unreadForFirm : r.unreadForClient;
        return (
          <tr key={r.id}>
            {withClient && (
              <td className="px-4 py-3">
                <span className="font-medium text-slate-900">{r.clientName}</span>
                <span className="block text-xs text-slate-600">{r.clientCompany || r.clientEmail}</span>
              </td>
            )}
            <td className="px-4 py-3">
              <Link
                to={`${base}/${r.id}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {r.serviceTitle}
              </Link>
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={r.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-3">
              {unread ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {unread} unread
                </span>
              ) : (
                <span className="text-slate-500">None unread</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
