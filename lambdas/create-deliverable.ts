import type { ApiResponse } from '../shared/api-types';
import { uploadSchema } from '../shared/document-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { issueUpload } from './use-cases/documents';
import { NO_REQUEST, requestOf } from './use-cases/requests';

/** POST /api/requests/{id}/deliverables: the firm's presigned POST for a file it hands the client. */
export const handler = createHandler('createDeliverable', callers.dashboard, async ({ event, caller }) => {
  const request = await requestOf(caller, pathId(event, 'id', NO_REQUEST));
  const input = parseBody(event, 'createDeliverable', uploadSchema);
  const issued = await issueUpload(caller, request, 'deliverable', input);
  return json(201, issued satisfies ApiResponse<'createDeliverable'>);
});
