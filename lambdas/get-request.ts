import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_REQUEST, requestOf } from './use-cases/requests';

/** GET /api/requests/{id}: one request with its timeline; another client's id is 404. */
export const handler = createHandler('getRequest', callers.dashboard, async ({ event, caller }) => {
  const request = await requestOf(caller, pathId(event, 'id', NO_REQUEST));
  return json(200, { request } satisfies ApiResponse<'getRequest'>);
});
