import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { leadActivity, NO_LEAD } from './use-cases/leads';

/**
 * GET /api/leads/{id}/activity: the lead as saved now, its timeline entries (oldest first) and,
 * for a website lead, when its mails went. The browser merges in the lead's arrival and the
 * person's repeats, which the lead carries.
 */
export const handler = createHandler('getLeadActivity', callers.dashboard, async ({ event }) =>
  json(200, (await leadActivity(pathId(event, 'id', NO_LEAD))) satisfies ApiResponse<'getLeadActivity'>),
);
