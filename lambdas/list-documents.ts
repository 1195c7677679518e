import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { documentEventsOf } from './data/audit';
import { listDocuments, publicFile } from './data/documents';
import { getDashboardUser } from './data/users';
import { ACTIVITY_TRAIL_ACTIONS, activityOf } from './domain/document-events';
import { requestOf } from './domain/documents';

/**
 * GET /api/requests/{id}/documents: the checklist, the files and the activity on them (uploads,
 * downloads, reviews, deletions, from the request's document trail); a client: its own requests
 * only.
 */
export const handler = createHandler(
  'listDocuments',
  async ({ event, caller }) => {
    const request = await requestOf(event, caller);
    const [{ items, files }, trail] = await Promise.all([
      listDocuments(request.id),
      documentEventsOf(request.id, ACTIVITY_TRAIL_ACTIONS),
    ]);
    // Files the firm archived are the firm's to see (and restore), not the client's.
    const shown = caller.role === 'admin' ? files : files.filter((f) => !f.archivedAt);
    return json(200, {
      items,
      files: shown.map(publicFile),
      activity: activityOf(trail, request),
    } satisfies ApiResponse<'listDocuments'>);
  },
  getDashboardUser,
);
