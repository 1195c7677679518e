import type { ApiResponse } from '../shared/api-types';
import { leadQuerySchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { listLeads } from './use-cases/leads';

/**
 * GET /api/leads: one page of leads, newest first, filtered by search (name, e-mail, phone),
 * status, source, service, campaign, owner ('me' for the caller's own) and date window (today,
 * 7 or 30 days, or from/to, in India's time zone), with the cursor of the next page. The sources
 * for the filter come from GET /api/leads/sources; an export of the list is
 * POST /api/leads/exports.
 */
export const handler = createHandler('listLeads', callers.dashboard, async ({ event, caller }) => {
  const params = event.queryStringParameters ?? {};
  if ('format' in params || 'export' in params) {
    throw new HttpError(400, 'format, export: an export of the list is started with POST /api/leads/exports');
  }
  const filter = parseQuery(event, leadQuerySchema);
  return json(200, (await listLeads(caller, filter)) satisfies ApiResponse<'listLeads'>);
});
