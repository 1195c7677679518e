import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { listDocuments } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * GET /api/requests/{id}/documents: the checklist, the files and the activity on them (uploads,
 * downloads, reviews, deletions, from the request's document trail); a client: its own requests
 * only.
 */
export const handler = createHandler('listDocuments', callers.dashboard, async ({ event, caller }) => {
  const documents = await listDocuments(caller, pathId(event, 'id', NO_REQUEST));
  return json(200, documents satisfies ApiResponse<'listDocuments'>);
});
