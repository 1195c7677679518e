import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getChecklistItem } from './data/documents';
import { getDashboardUser } from './data/users';
import { issueUpload, requestOf } from './domain/documents';

/**
 * POST /api/requests/{id}/checklist/{itemId}/uploads: a client's presigned POST for one file
 * against an item of its own request. An item already accepted takes no more files; one with a
 * file awaiting review takes another only once that one is deleted.
 */
export const handler = createHandler(
  'createUpload',
  async ({ event, caller }) => {
    const request = await requestOf(event, caller);
    const item = await getChecklistItem(
      request.id,
      pathId(event, 'itemId', 'No checklist item with this id.'),
    );
    if (!item) throw new HttpError(404, 'No checklist item with this id.');
    if (item.status === 'accepted') {
      throw new HttpError(409, 'This document has been accepted already: nothing more to upload for it.');
    }
    if (item.status === 'uploaded') {
      throw new HttpError(
        409,
        'A file for this item is awaiting review. Delete it first if you want to send another.',
      );
    }
    const issued = await issueUpload(event, caller, request, 'upload', item.id);
    return json(201, issued satisfies ApiResponse<'createUpload'>);
  },
  getDashboardUser,
);
