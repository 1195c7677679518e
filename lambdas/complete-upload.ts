import type { ApiResponse } from '../shared/api-types';
import { documentTypeOf } from '../shared/documents';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { deleteObject, readHead } from './data/document-store';
import { getChecklistItem, getFile, markRefused, markUploaded, publicFile } from './data/documents';
import { FIRM_INBOX, notify } from './data/notifications';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';
import { checkContent } from './domain/file-types';
import { clientUploadNotice, deliverableReadyNotice } from './domain/document-events';
import { audit, fileOf } from './domain/documents';
import { siteOrigin } from './domain/portal-mails';

/** Bytes read to tell a file's real type. */
const SAMPLE_BYTES = 8192;

/**
 * POST /api/requests/{id}/documents/{fileId}/complete: the uploader says the file is sent. Its
 * first bytes must be of the type it was declared as (a renamed program never is): if not, the
 * object is deleted and the answer names the problem; if so, the file (and its checklist item)
 * is 'uploaded', and the other side is notified in the portal and by e-mail: the firm of a
 * client's upload, the client of the firm's deliverable.
 */
export const handler = createHandler(
  'completeUpload',
  async ({ event, caller }) => {
    const { request, file } = await fileOf(event, caller);
    // Only the one who asked to upload it completes it.
    if (file.uploadedBy.sub !== caller.sub) throw new HttpError(404, 'No document with this id.');
    if (file.status !== 'issued') {
      throw new HttpError(409, `This upload is already complete (${file.status}).`);
    }
    const object = await readHead(file.key, SAMPLE_BYTES);
    if (!object) {
      throw new HttpError(409, 'The file has not arrived: send it with the upload form first.');
    }
    const declared = documentTypeOf(file.contentType);
    const verdict = declared
      ? checkContent(declared, object.head, object.size <= object.head.length)
      : ({ ok: false, executable: false, problem: 'The file type is not accepted.' } as const);
    if (!verdict.ok) {
      await deleteObject(file.key);
      await markRefused(file, verdict.problem);
      await audit('document.refused', caller, file, verdict.problem);
      throw new HttpError(422, verdict.problem, {
        code: verdict.executable ? 'executable' : 'type_mismatch',
      });
    }
    if (!(await markUploaded(file, object.size))) {
      throw new HttpError(
        409,
        'This upload can no longer be completed: it was deleted or its item accepted.',
      );
    }
    await audit('document.uploaded', caller, file, `${object.size} bytes`);
    const origin = siteOrigin(event.headers);
    if (file.kind === 'deliverable') {
      await notify(request.clientSub, deliverableReadyNotice(request, file, origin));
    } else {
      const item = file.itemId ? await getChecklistItem(request.id, file.itemId) : undefined;
      const { requestAlertTo } = await getSettings();
      await notify(FIRM_INBOX, clientUploadNotice(request, file, item?.title, requestAlertTo, origin));
    }
    const stored = await getFile(file.requestId, file.id);
    return json(200, { file: publicFile(stored!) } satisfies ApiResponse<'completeUpload'>);
  },
  getDashboardUser,
);
