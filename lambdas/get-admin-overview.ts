import type { AdminOverviewQuery, ApiResponse } from '../shared/api-types';
import { dateWindowCheck, isoDate } from '../shared/date-window';
import { leadStatuses, type LeadStatus } from '../shared/domain';
import * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { allLeads, countLeads } from './data/leads';
import { countByStatus, listRequests } from './data/requests';
import { countClients, getDashboardUser } from './data/users';
import { listWebhooks } from './data/webhooks';

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

/**
 * GET /api/admin/overview: the admin dashboard's figures, computed from the data: leads by
 * status, new this week, website inquiries today, active endpoints, clients, the latest leads, and
 * leads per day by source and by campaign over the chosen range (default: the last 30 days);
 * service requests filed in that range by status and the latest of them, optionally of one client.
 */
export const handler = createHandler(
  'getAdminOverview',
  async ({ event }) => {
    const parsed = querySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const now = new Date();
    const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const to = parsed.data.to ?? today;
    const from =
      parsed.data.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
    const range = { range: 'custom' as const, from, to };
    const status = parsed.data.status;

    const [byStatusCounts, newThisWeek, inquiriesToday, webhooks, clients, inRange, requests] =
      await Promise.all([
        Promise.all(leadStatuses.map((s) => countLeads({ ...range, status: s }, now))),
        countLeads({ range: '7d' }, now),
        countLeads({ range: 'today', source: 'Website' }, now),
        listWebhooks(),
        countClients(),
        allLeads({ ...range, status }, now),
        listRequests({ from, to, client: parsed.data.client }),
      ]);
    const byStatus = Object.fromEntries(leadStatuses.map((s, i) => [s, byStatusCounts[i]!])) as Record<
      LeadStatus,
      number
    >;
    const days: string[] = [];
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
      days.push(new Date(t).toISOString().slice(0, 10));
    }
    const perDay = new Map(
      days.map((d) => [
        d,
        { sources: {} as Record<string, number>, campaigns: {} as Record<string, number> },
      ]),
    );
    for (const lead of inRange) {
      const day = new Date(Date.parse(lead.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
      const bucket = perDay.get(day);
      if (!bucket) continue;
      bucket.sources[lead.source] = (bucket.sources[lead.source] ?? 0) + 1;
      const campaign = lead.campaign ?? '';
      bucket.campaigns[campaign] = (bucket.campaigns[campaign] ?? 0) + 1;
    }
    return json(200, {
      range: { from, to },
      byStatus,
      newThisWeek,
      inquiriesToday,
      activeEndpoints: webhooks.filter((w) => w.active).length,
      clients,
      latest: inRange.slice(0, 5).map(({ raw: _r, ...l }) => l),
      perDay: days.map((date) => ({ date, ...perDay.get(date)! })),
      requests: { byStatus: countByStatus(requests), recent: requests.slice(0, 5) },
    } satisfies ApiResponse<'getAdminOverview'>);
  },
  getDashboardUser,
);
