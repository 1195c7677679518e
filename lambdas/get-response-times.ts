import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { responseTimes } from './use-cases/response-times';

/**
 * GET /api/admin/response-times: the firm's response target and holidays (the lead pages count
 * each lead's wait with them) and the leads waiting past the target, oldest first.
 */
export const handler = createHandler('getResponseTimes', callers.dashboard, async () =>
  json(200, (await responseTimes()) satisfies ApiResponse<'getResponseTimes'>),
);
