import type { ApiResponse } from '../shared/api-types';
import { uploadSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { issueUpload, itemTakingUpload, NO_ITEM } from './use-cases/documents';
import { NO_REQUEST, requestOf } from './use-cases/requests';

/**
 * POST /api/requests/{id}/checklist/{itemId}/uploads: a client's presigned POST for one file
 * against an item of its own request. An item already accepted takes no more files; one with a
 * file awaiting review takes another only once that one is deleted.
 */
export const handler = createHandler('createUpload', callers.dashboard, async ({ event, caller }) => {
  const request = await requestOf(caller, pathId(event, 'id', NO_REQUEST));
  const item = await itemTakingUpload(request, pathId(event, 'itemId', NO_ITEM));
  const input = parseBody(event, 'createUpload', uploadSchema);
  const issued = await issueUpload(caller, request, 'upload', input, item.id);
  return json(201, issued satisfies ApiResponse<'createUpload'>);
});
