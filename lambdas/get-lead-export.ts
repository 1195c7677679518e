import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { leadExport, NO_EXPORT } from './use-cases/lead-exports';

/**
 * GET /api/leads/exports/{id}: how far the caller's export got and, once its file is written, a
 * link valid for a minute that downloads it. Reads only.
 */
export const handler = createHandler('getLeadExport', callers.dashboard, async ({ event, caller }) =>
  json(
    200,
    (await leadExport(caller, pathId(event, 'id', NO_EXPORT))) satisfies ApiResponse<'getLeadExport'>,
  ),
);
