import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { deleteDocument } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * DELETE /api/requests/{id}/documents/{fileId}: a client takes back its own upload, until the
 * firm accepts it. The bucket is versioned, so the object's content is kept (as a noncurrent
 * version) until the lifecycle rule expires it.
 */
export const handler = createHandler('deleteDocument', callers.dashboard, async ({ event, caller }) => {
  await deleteDocument(caller, {
    requestId: pathId(event, 'id', NO_REQUEST),
    fileId: event.pathParameters?.fileId,
  });
  return json(200, { deleted: true } satisfies ApiResponse<'deleteDocument'>);
});
