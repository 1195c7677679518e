import type { PortalNotification } from '../../shared/portal-model';
import type { Caller } from '../../shared/domain';
import { FIRM_INBOX, listNotifications, markNotificationsRead } from '../data/notifications';

/** The caller's notifications: a client's own inbox; staff share the firm's. */

const inboxOf = (caller: Caller) => (caller.role === 'admin' ? FIRM_INBOX : caller.sub);

/** The caller's notifications, newest first, and how many are unread. */
export async function inbox(
  caller: Caller,
): Promise<{ notifications: PortalNotification[]; unread: number }> {
  const notifications = await listNotifications(inboxOf(caller));
  return { notifications, unread: notifications.filter((n) => !n.read).length };
}

/** Marks some (by id) or all of the caller's notifications read; ids of others match nothing. */
export const markRead = (caller: Caller, ids: string[] | 'all') =>
  markNotificationsRead(inboxOf(caller), ids);
