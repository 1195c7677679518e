import type { AdminOverviewQuery, ApiResponse } from '../../shared/api-types';
import { dueSoon } from '../../shared/compliance/obligations';
import type { Caller } from '../../shared/domain';
import { openStatuses } from '../../shared/portal-model';
import { listExtensions } from '../data/calendar-extensions';
import { istDay, leadsOn, windowFigures } from '../data/lead-count-items';
import { leadDays } from '../data/lead-counts';
import { listLeads } from '../data/leads';
import { listNotifications } from '../data/notifications';
import { countByStatus, listRequests } from '../data/requests';
import { countClients, staffContact } from '../data/users';
import { listWebhooks } from '../data/webhooks';

/** The dashboards' first pages: the firm's figures, and a client's cards. */

const DAY = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/**
 * The admin dashboard's figures, computed from the data: leads by status, new this week, website
 * inquiries today, active endpoints, clients, the latest leads, and leads per day by source and
 * by campaign over the chosen range (default: the last 30 days); service requests filed in that
 * range by status and the latest of them, optionally of one client.
 *
 * The lead figures are added up from the numbers the leads stream keeps per day (one read of the
 * window's days, however many leads there are), so a lead that arrived or changed a moment ago
 * shows once the stream has handled it.
 */
export async function adminOverview(query: AdminOverviewQuery): Promise<ApiResponse<'getAdminOverview'>> {
  const now = new Date();
  const today = istDay(now.toISOString());
  const to = query.to ?? today;
  const from = query.from ?? dayBefore(to, 29);
  const status = query.status;
  const weekStart = dayBefore(today, 6);

  const [days, week, webhooks, clients, latest, requests] = await Promise.all([
    leadDays(from, to),
    leadDays(weekStart, today),
    listWebhooks(),
    countClients(),
    listLeads({ range: 'custom', from, to, status, limit: 5 }, now),
    listRequests({ from, to, client: query.client }),
  ]);
  const figures = windowFigures(days, { from, to }, status);
  return {
    range: { from, to },
    byStatus: figures.byStatus,
    newThisWeek: leadsOn(week),
    inquiriesToday: leadsOn(
      week.filter((d) => d.key === today),
      'Website',
    ),
    activeEndpoints: webhooks.filter((w) => w.active).length,
    clients,
    latest: latest.leads,
    perDay: figures.perDay,
    requests: { byStatus: countByStatus(requests), recent: requests.slice(0, 5) },
  };
}

/** The client's cards, computed from its own records. */
export async function portalSummary(caller: Caller): Promise<ApiResponse<'getPortalSummary'>> {
  const compliance = caller.profile.compliance;
  const [requests, notifications, extensions, advisor] = await Promise.all([
    listRequests({ clientSub: caller.sub }),
    listNotifications(caller.sub),
    compliance?.obligations.length ? listExtensions() : Promise.resolve([]),
    caller.profile.advisorSub ? staffContact(caller.profile.advisorSub) : Promise.resolve(undefined),
  ]);
  const requestsByStatus = countByStatus(requests);
  return {
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
  };
}
