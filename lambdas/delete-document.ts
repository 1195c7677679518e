import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { deleteObject } from './data/document-store';
import { markDeleted } from './data/documents';
import { getDashboardUser } from './data/users';
import { audit, fileOf } from './domain/documents';

/**
 * DELETE /api/requests/{id}/documents/{fileId}: a client takes back its own upload, until the
 * firm accepts it. The bucket is versioned, so the object's content is kept (as a noncurrent
 * version) until the lifecycle rule expires it.
 */
export const handler = createHandler(
  'deleteDocument',
  async ({ event, caller }) => {
    const { file } = await fileOf(event, caller);
    if (file.uploadedBy.sub !== caller.sub) throw new HttpError(404, 'No document with this id.');
    if (file.status === 'accepted') {
      throw new HttpError(409, 'This document has been accepted: it can no longer be deleted.');
    }
    if (file.status === 'refused') throw new HttpError(404, 'No document with this id.');
    if (!(await markDeleted(file))) {
      throw new HttpError(409, 'This document changed meanwhile (it may have been accepted). Reload.');
    }
    await deleteObject(file.key);
    await audit('document.deleted', caller, file);
    return json(200, { deleted: true } satisfies ApiResponse<'deleteDocument'>);
  },
  getDashboardUser,
);
