import type { AdminOverviewQuery, ApiResponse } from '../shared/api-types';
import { dateWindowCheck, isoDate } from '../shared/date-window';
import { leadStatuses } from '../shared/domain';
import * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { adminOverview } from './use-cases/overview';

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

/**
 * GET /api/admin/overview: the admin dashboard's figures, computed from the data: leads by
 * status, new this week, website inquiries today, active endpoints, clients, the latest leads, and
 * leads per day by source and by campaign over the chosen range (default: the last 30 days);
 * service requests filed in that range by status and the latest of them, optionally of one client.
 */
export const handler = createHandler('getAdminOverview', callers.dashboard, async ({ event }) =>
  json(200, (await adminOverview(parseQuery(event, querySchema))) satisfies ApiResponse<'getAdminOverview'>),
);
