import type { ApiResponse } from '../shared/api-types';
import { openStatuses } from '../shared/portal-model';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listNotifications } from './data/notifications';
import { countByStatus, listRequests } from './data/requests';
import { getDashboardUser } from './data/users';

/** GET /api/portal/summary: the client's cards, computed from its own records. */
export const handler = createHandler(
  'getPortalSummary',
  async ({ caller }) => {
    const [requests, notifications] = await Promise.all([
      listRequests({ clientSub: caller.sub }),
      listNotifications(caller.sub),
    ]);
    const requestsByStatus = countByStatus(requests);
    return json(200, {
      requestsByStatus,
      openRequests: openStatuses.reduce((n, s) => n + requestsByStatus[s], 0),
      unreadMessages: requests.reduce((n, r) => n + (r.unreadForClient ?? 0), 0),
      unreadNotifications: notifications.filter((n) => !n.read).length,
    } satisfies ApiResponse<'getPortalSummary'>);
  },
  getDashboardUser,
);
