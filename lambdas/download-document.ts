import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { downloadDocument } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * GET /api/requests/{id}/documents/{fileId}/download: a link valid for a minute that downloads
 * the file as an attachment. In AWS, only once GuardDuty has scanned it and found nothing.
 */
export const handler = createHandler('downloadDocument', callers.dashboard, async ({ event, caller }) => {
  const named = { requestId: pathId(event, 'id', NO_REQUEST), fileId: event.pathParameters?.fileId };
  return json(200, (await downloadDocument(caller, named)) satisfies ApiResponse<'downloadDocument'>);
});
