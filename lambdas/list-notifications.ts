import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { FIRM_INBOX, listNotifications } from './data/notifications';
import { getDashboardUser } from './data/users';

/** GET /api/notifications: the caller's (a client's own; staff share the firm's inbox), newest first. */
export const handler = createHandler(
  'listNotifications',
  async ({ caller }) => {
    const inbox = caller.role === 'admin' ? FIRM_INBOX : caller.sub;
    const notifications = await listNotifications(inbox);
    return json(200, {
      notifications,
      unread: notifications.filter((n) => !n.read).length,
    } satisfies ApiResponse<'listNotifications'>);
  },
  getDashboardUser,
);
