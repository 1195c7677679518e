import type { ApiResponse } from '../shared/api-types';
import { reviewSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { reviewDocument } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/documents/{fileId}/review: the firm accepts a client's upload, or
 * rejects it with a reason (its checklist item then waits for another file). A rejection is
 * told to the client in the portal and by e-mail, with the reason.
 */
export const handler = createHandler('reviewDocument', callers.dashboard, async ({ event, caller }) => {
  const review = parseBody(event, 'reviewDocument', reviewSchema);
  const named = { requestId: pathId(event, 'id', NO_REQUEST), fileId: event.pathParameters?.fileId };
  const file = await reviewDocument(caller, named, review, siteOrigin(event));
  return json(200, { file } satisfies ApiResponse<'reviewDocument'>);
});
