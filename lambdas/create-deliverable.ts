import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getDashboardUser } from './data/users';
import { issueUpload, requestOf } from './domain/documents';

/** POST /api/requests/{id}/deliverables: the firm's presigned POST for a file it hands the client. */
export const handler = createHandler(
  'createDeliverable',
  async ({ event, caller }) => {
    const request = await requestOf(event, caller);
    const issued = await issueUpload(event, caller, request, 'deliverable');
    return json(201, issued satisfies ApiResponse<'createDeliverable'>);
  },
  getDashboardUser,
);
