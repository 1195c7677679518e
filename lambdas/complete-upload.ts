import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { completeUpload } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/documents/{fileId}/complete: the uploader says the file is sent. Its
 * first bytes must be of the type it was declared as (a renamed program never is): if not, the
 * object is deleted and the answer names the problem; if so, the file (and its checklist item)
 * is 'uploaded', and the other side is notified in the portal and by e-mail: the firm of a
 * client's upload, the client of the firm's deliverable.
 */
export const handler = createHandler('completeUpload', callers.dashboard, async ({ event, caller }) => {
  const named = { requestId: pathId(event, 'id', NO_REQUEST), fileId: event.pathParameters?.fileId };
  const file = await completeUpload(caller, named, siteOrigin(event));
  return json(200, { file } satisfies ApiResponse<'completeUpload'>);
});
