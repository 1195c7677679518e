import type { AdminOverviewQuery, ApiResponse } from '../shared/api-types';
import { dateWindowCheck, isoDate } from '../shared/date-window';
import { leadStatuses } from '../shared/domain';
import * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { leadDays } from './data/lead-counts';
import { listLeads } from './data/leads';
import { countByStatus, listRequests } from './data/requests';
import { countClients, getDashboardUser } from './data/users';
import { listWebhooks } from './data/webhooks';
import { istDay, leadsOn, windowFigures } from './domain/lead-counts';

/** Typed as the declared query: a field the schema parses to another type fails to compile. */
const querySchema: z.ZodMiniType<AdminOverviewQuery> = z
  .object({
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    status: z.optional(z.enum(leadStatuses)),
    /** Requests only: leads are not linked to clients. */
    client: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  })
  .check(dateWindowCheck());

const DAY = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/**
 * GET /api/admin/overview: the admin dashboard's figures, computed from the data: leads by
 * status, new this week, website inquiries today, active endpoints, clients, the latest leads, and
 * leads per day by source and by campaign over the chosen range (default: the last 30 days);
 * service requests filed in that range by status and the latest of them, optionally of one client.
 *
 * The lead figures are added up from the numbers the leads stream keeps per day (one read of the
 * window's days, however many leads there are), so a lead that arrived or changed a moment ago
 * shows once the stream has handled it.
 */
export const handler = createHandler(
  'getAdminOverview',
  async ({ event }) => {
    const parsed = querySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const now = new Date();
    const today = istDay(now.toISOString());
    const to = parsed.data.to ?? today;
    const from = parsed.data.from ?? dayBefore(to, 29);
    const status = parsed.data.status;
    const weekStart = dayBefore(today, 6);

    const [days, week, webhooks, clients, latest, requests] = await Promise.all([
      leadDays(from, to),
      leadDays(weekStart, today),
      listWebhooks(),
      countClients(),
      listLeads({ range: 'custom', from, to, status, limit: 5 }, now),
      listRequests({ from, to, client: parsed.data.client }),
    ]);
    const figures = windowFigures(days, { from, to }, status);
    return json(200, {
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
    } satisfies ApiResponse<'getAdminOverview'>);
  },
  getDashboardUser,
);
