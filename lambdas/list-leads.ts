import type { ApiResponse } from '../shared/api-types';
import { leadQuerySchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { InvalidCursorError, listLeads, NothingToSearchError } from './data/leads';
import { getDashboardUser } from './data/users';

/**
 * GET /api/leads: one page of leads, newest first, filtered by search (name, e-mail, phone),
 * status, source, service, campaign, owner ('me' for the caller's own) and date window (today,
 * 7 or 30 days, or from/to, in India's time zone), with the cursor of the next page. The sources
 * for the filter come from GET /api/leads/sources; an export of the list is
 * POST /api/leads/exports.
 */
export const handler = createHandler(
  'listLeads',
  async ({ event, caller }) => {
    const params = event.queryStringParameters ?? {};
    if ('format' in params || 'export' in params) {
      throw new HttpError(
        400,
        'format, export: an export of the list is started with POST /api/leads/exports',
      );
    }
    const parsed = leadQuerySchema.safeParse(params);
    if (!parsed.success) throw validationError(parsed.error.issues);
    // 'My leads': the caller's own.
    if (parsed.data.owner === 'me') parsed.data.owner = caller.sub;
    try {
      return json(200, (await listLeads(parsed.data)) satisfies ApiResponse<'listLeads'>);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      if (error instanceof NothingToSearchError) throw new HttpError(400, `q: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);
