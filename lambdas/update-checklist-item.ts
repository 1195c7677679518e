import type { ApiResponse } from '../shared/api-types';
import { checklistItemSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { updateChecklistItem } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/** PUT /api/requests/{id}/checklist/{itemId}: an item's wording, note and due date. */
export const handler = createHandler('updateChecklistItem', callers.dashboard, async ({ event, caller }) => {
  const change = parseBody(event, 'updateChecklistItem', checklistItemSchema);
  const requestId = pathId(event, 'id', NO_REQUEST);
  const item = await updateChecklistItem(caller, requestId, event.pathParameters?.itemId, change);
  return json(200, { item } satisfies ApiResponse<'updateChecklistItem'>);
});
