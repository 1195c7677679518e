import type { ApiResponse } from '../shared/api-types';
import { requestQuerySchema } from '../shared/request-schemas';
import { createHandler } from './core/handler';
import { json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { listRequests } from './use-cases/requests';

/**
 * GET /api/requests: newest first, filtered by status and date (and, for staff, client). A client
 * sees only its own: the filter is forced to its sub, whatever the query says.
 */
export const handler = createHandler('listRequests', callers.dashboard, async ({ event, caller }) =>
  json(
    200,
    (await listRequests(caller, parseQuery(event, requestQuerySchema))) satisfies ApiResponse<'listRequests'>,
  ),
);
