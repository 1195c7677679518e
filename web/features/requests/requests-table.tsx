import { Link } from 'react-router';
import type { ServiceRequest } from '../../../shared/portal';
import { DataTable } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { useMedia } from '../../lib/use-media';
import { StatusBadge } from './status';

/** Unread messages: the reader's own count. */
function Unread({ count }: { count: number | undefined }) {
  return count ? (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      {count} unread
    </span>
  ) : (
    <span className="text-slate-500">None unread</span>
  );
}

/**
 * Requests as a table; staff see whose each is, and unread counts are the reader's own. On a
 * phone, where the table would not fit, each request is a card.
 */
/** The requests, the page a request opens under, and whether staff read it (whose each is). */
interface RequestsProps {
  requests: ServiceRequest[];
  base: string;
  withClient?: boolean;
}

export function RequestsTable(props: RequestsProps) {
  return useMedia('(max-width: 767px)') ? <RequestCards {...props} /> : <RequestRows {...props} />;
}

function RequestCards({ requests, base, withClient }: RequestsProps) {
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <li key={r.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`${base}/${r.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {r.serviceTitle}
            </Link>
            <StatusBadge status={r.status} />
          </div>
          {withClient && <p className="mt-1 text-sm text-slate-900">{r.clientName}</p>}
          <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>Filed {formatDateTime(r.createdAt)}</span>
            <Unread count={withClient ? r.unreadForFirm : r.unreadForClient} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function RequestRows({ requests, base, withClient }: RequestsProps) {
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
              <Unread count={unread} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
