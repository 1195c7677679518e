import { Link } from 'react-router';
import { firm } from '../../../shared/firm';
import { PageTitle, QueryState } from '../../components/page';
import { panel } from '../../components/styles';
import { useRequests } from '../../features/requests/api';
import { StatusBadge } from '../../features/requests/status';
import { formatDateTime } from '../../lib/dates';
import { pagePaths } from '../../../shared/page-paths';

export function meta() {
  return [{ title: `Messages | ${firm.name}` }, { name: 'robots', content: 'noindex' }];
}

/** One conversation per request, unread first, then by the latest message. */
export default function ClientMessages() {
  const requests = useRequests();
  const list = [...(requests.data?.requests ?? [])].sort(
    (a, b) =>
      b.unreadForClient - a.unreadForClient ||
      (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt),
  );
  return (
    <div className="space-y-5">
      <PageTitle>Messages</PageTitle>
      <QueryState
        pending={requests.isPending}
        error={requests.error}
        empty={requests.data && list.length === 0 ? 'No conversations yet: each request has one.' : undefined}
      />
      <ul className="space-y-2">
        {list.map((r) => (
          <li key={r.id} className={`${panel} flex flex-wrap items-center justify-between gap-3`}>
            <div>
              <Link
                to={`${pagePaths.client.request(r.id)}#conversation`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {r.serviceTitle}
              </Link>
              <p className="text-xs text-slate-600">
                {r.lastMessageAt ? `Last message ${formatDateTime(r.lastMessageAt)}` : 'No messages yet'}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge status={r.status} />
              {r.unreadForClient > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {r.unreadForClient} unread
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
