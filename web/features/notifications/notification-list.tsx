import { Bell, CheckCheck, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { PortalNotification } from '../../../shared/portal';
import { PageTitle, QueryState } from '../../components/page';
import { panel, secondaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { useMarkRead, useNotifications } from './api';

/** Documents asked for, uploaded, rejected or delivered have their own icon; the rest a bell. */
const iconOf = (kind: PortalNotification['kind']) => (kind === 'document' ? FileText : Bell);

/** The caller's notifications (a client's own, or the firm's inbox), newest first. */
export function NotificationList() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const mark = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, { onError: (e) => toast.error('Not marked as read', { description: e.message }) });
  const items = list.data?.notifications ?? [];
  return (
    <div className="space-y-4">
      <PageTitle
        action={
          <button
            type="button"
            className={secondaryButton}
            disabled={!list.data?.unread || markRead.isPending}
            onClick={() => mark({ all: true })}
          >
            <CheckCheck aria-hidden="true" size={16} /> Mark all as read
          </button>
        }
      >
        Notifications{list.data?.unread ? ` (${list.data.unread} unread)` : ''}
      </PageTitle>
      <QueryState
        pending={list.isPending}
        error={list.error}
        empty={items.length === 0 && list.data ? 'No notifications yet.' : undefined}
      />
      <ul className="space-y-2">
        {items.map((n) => {
          const Icon = iconOf(n.kind);
          return (
            <li
              key={n.id}
              className={`${panel} flex items-start gap-3 ${n.read ? 'opacity-75' : 'ring-brand-600'}`}
            >
              <Icon aria-hidden="true" size={18} className={n.read ? 'text-slate-400' : 'text-brand-700'} />
              <div className="flex-1">
                <Link to={n.link} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
                  {n.title}
                </Link>
                <p className="text-sm text-slate-700">{n.body}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(n.at)}
                  {n.read ? ' · Read' : ' · Unread'}
                </p>
              </div>
              {!n.read && (
                <button type="button" className={secondaryButton} onClick={() => mark({ ids: [n.id] })}>
                  Mark as read
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
