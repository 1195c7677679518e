import type { ApiResponse } from '../shared/api-types';
import { dueSoon } from '../shared/compliance/obligations';
import { openStatuses } from '../shared/portal-model';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listExtensions } from './data/calendar-extensions';
import { listNotifications } from './data/notifications';
import { countByStatus, listRequests } from './data/requests';
import { getDashboardUser, staffContact } from './data/users';

/** GET /api/portal/summary: the client's cards, computed from its own records. */
export const handler = createHandler(
  'getPortalSummary',
  async ({ caller }) => {
    const compliance = caller.profile.compliance;
    const [requests, notifications, extensions, advisor] = await Promise.all([
      listRequests({ clientSub: caller.sub }),
      listNotifications(caller.sub),
      compliance?.obligations.length ? listExtensions() : Promise.resolve([]),
      caller.profile.advisorSub ? staffContact(caller.profile.advisorSub) : Promise.resolve(undefined),
    ]);
    const requestsByStatus = countByStatus(requests);
    return json(200, {
      requestsByStatus,
      openRequests: openStatuses.reduce((n, s) => n + requestsByStatus[s], 0),
      unreadMessages: requests.reduce((n, r) => n + (r.unreadForClient ?? 0), 0),
      unreadNotifications: notifications.filter((n) => !n.read).length,
      dueSoon: compliance
        ? dueSoon(compliance, new Date(), extensions).map((d) => ({
            date: d.date,
            title: d.title,
            appliesTo: d.appliesTo,
            ...(d.originalDate
              ? { originalDate: d.originalDate, extensionReference: d.extensionReference }
              : {}),
          }))
        : [],
      hasObligations: Boolean(compliance?.obligations.length),
      ...(advisor ? { advisor } : {}),
    } satisfies ApiResponse<'getPortalSummary'>);
  },
  getDashboardUser,
);
