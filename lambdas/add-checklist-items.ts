import type { ApiResponse } from '../shared/api-types';
import { checklistSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { addChecklistItems } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/checklist: the firm adds what the client must provide. Without items,
 * the service's own required documents are added, each with the note and due date given; with
 * items, that note and due date go on each item that gives none of its own. The client sees
 * them once the firm notifies it (POST /api/requests/{id}/checklist-notice).
 */
export const handler = createHandler('addChecklistItems', callers.dashboard, async ({ event, caller }) => {
  const input = parseBody(event, 'addChecklistItems', checklistSchema);
  const id = pathId(event, 'id', NO_REQUEST);
  const items = await addChecklistItems(caller, id, input);
  return json(201, { items } satisfies ApiResponse<'addChecklistItems'>);
});
