import type { ApiResponse } from '../shared/api-types';
import { archiveSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { archiveDocument } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/documents/{fileId}/archive: the firm archives a file, which the client
 * then no longer sees or downloads, or restores one it archived. Files are never deleted by the
 * firm: the object stays in the bucket for its keeping period either way. A client's upload
 * awaiting review is decided first, so that no checklist item waits on a file its client cannot
 * see.
 */
export const handler = createHandler('archiveDocument', callers.dashboard, async ({ event, caller }) => {
  const { archived } = parseBody(event, 'archiveDocument', archiveSchema);
  const named = { requestId: pathId(event, 'id', NO_REQUEST), fileId: event.pathParameters?.fileId };
  const file = await archiveDocument(caller, named, archived);
  return json(200, { file } satisfies ApiResponse<'archiveDocument'>);
});
