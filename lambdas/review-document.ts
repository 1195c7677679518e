import type { ApiResponse } from '../shared/api-types';
import { reviewSchema } from '../shared/document-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getChecklistItem, getFile, publicFile, reviewFile } from './data/documents';
import { notify } from './data/notifications';
import { getDashboardUser } from './data/users';
import { uploadRejectedNotice } from './domain/document-events';
import { audit, fileOf } from './domain/documents';
import { siteOrigin } from './domain/portal-mails';

/**
 * POST /api/requests/{id}/documents/{fileId}/review: the firm accepts a client's upload, or
 * rejects it with a reason (its checklist item then waits for another file). A rejection is
 * told to the client in the portal and by e-mail, with the reason.
 */
export const handler = createHandler(
  'reviewDocument',
  async ({ event, caller }) => {
    const parsed = reviewSchema.safeParse(readJsonObject(event, 'reviewDocument'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { request, file } = await fileOf(event, caller);
    if (file.kind !== 'upload') throw new HttpError(409, 'Only a client’s uploads are reviewed.');
    if (file.status !== 'uploaded') {
      throw new HttpError(409, `This document is not awaiting review (it is ${file.status}).`);
    }
    const { decision, reason } = parsed.data;
    if (!(await reviewFile(file, decision, caller.profile.full_name, reason || undefined))) {
      throw new HttpError(409, 'This document changed meanwhile. Reload and try again.');
    }
    await audit(decision === 'accepted' ? 'document.accepted' : 'document.rejected', caller, file, reason);
    if (decision === 'rejected') {
      const item = file.itemId ? await getChecklistItem(request.id, file.itemId) : undefined;
      await notify(
        request.clientSub,
        uploadRejectedNotice(request, file, item?.title, reason ?? '', siteOrigin(event.headers)),
      );
    }
    const stored = await getFile(file.requestId, file.id);
    return json(200, { file: publicFile(stored!) } satisfies ApiResponse<'reviewDocument'>);
  },
  getDashboardUser,
);
