import type { ApiResponse } from '../shared/api-types';
import { checklistSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { addChecklistItems } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/checklist: the firm adds what the client must provide. Without items,
 * the service's own required documents are added, each with the note and due date given; with
 * items, that note and due date go on each item that gives none of its own. The client is
 * notified in the portal and by e-mail (sent by the notification mailer).
 */
export const handler = createHandler('addChecklistItems', callers.dashboard, async ({ event, caller }) => {
  const input = parseBody(event, 'addChecklistItems', checklistSchema);
  const id = pathId(event, 'id', NO_REQUEST);
  const items = await addChecklistItems(caller, id, input, siteOrigin(event));
  return json(201, { items } satisfies ApiResponse<'addChecklistItems'>);
});
