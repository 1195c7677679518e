import { createHandler } from './core/handler';
import type { ApiResponse } from '../shared/api-types';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { removeChecklistItem } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * DELETE /api/requests/{id}/checklist/{itemId}: the firm takes an item off the checklist while the
 * client has not acted on it (409 once it has); the client is told with the next notice.
 */
export const handler = createHandler('removeChecklistItem', callers.dashboard, async ({ event, caller }) => {
  const requestId = pathId(event, 'id', NO_REQUEST);
  await removeChecklistItem(caller, requestId, event.pathParameters?.itemId);
  return json(200, { removed: true } satisfies ApiResponse<'removeChecklistItem'>);
});
