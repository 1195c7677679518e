import type { ApiResponse } from '../shared/api-types';
import { archiveSchema } from '../shared/document-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getFile, LISTED_FILE_STATUSES, publicFile, setArchived } from './data/documents';
import { getDashboardUser } from './data/users';
import { audit, fileOf } from './domain/documents';

/**
 * POST /api/requests/{id}/documents/{fileId}/archive: the firm archives a file, which the client
 * then no longer sees or downloads, or restores one it archived. Files are never deleted by the
 * firm: the object stays in the bucket for its keeping period either way. A client's upload
 * awaiting review is decided first, so that no checklist item waits on a file its client cannot
 * see.
 */
export const handler = createHandler(
  'archiveDocument',
  async ({ event, caller }) => {
    const parsed = archiveSchema.safeParse(readJsonObject(event, 'archiveDocument'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { file } = await fileOf(event, caller);
    if (!LISTED_FILE_STATUSES.includes(file.status)) throw new HttpError(404, 'No document with this id.');
    const { archived } = parsed.data;
    if (archived && file.kind === 'upload' && file.status === 'uploaded') {
      throw new HttpError(409, 'This upload awaits review: accept or reject it before archiving it.');
    }
    if (archived === Boolean(file.archivedAt)) {
      throw new HttpError(
        409,
        archived ? 'This document is already archived.' : 'This document is not archived.',
      );
    }
    if (!(await setArchived(file, archived ? caller.profile.full_name : undefined))) {
      throw new HttpError(409, 'This document changed meanwhile. Reload and try again.');
    }
    await audit(archived ? 'document.archived' : 'document.restored', caller, file);
    const stored = await getFile(file.requestId, file.id);
    return json(200, { file: publicFile(stored!) } satisfies ApiResponse<'archiveDocument'>);
  },
  getDashboardUser,
);
