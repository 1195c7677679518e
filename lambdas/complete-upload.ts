import type { ApiResponse } from '../shared/api-types';
import { documentTypeOf } from '../shared/documents';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { copyObject, deleteObject, readHead } from './data/document-store';
import {
  getChecklistItem,
  getFile,
  markRefused,
  markUploaded,
  mayComplete,
  publicFile,
} from './data/documents';
import { FIRM_INBOX, notify } from './data/notifications';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';
import { checkContent } from './domain/file-types';
import { clientUploadNotice, deliverableReadyNotice } from './domain/document-events';
import { audit, fileOf, stagingKeyOf } from './domain/documents';
import { siteOrigin } from './domain/portal-mails';

const NO_LONGER =
  'This upload can no longer be completed: it was deleted, a newer upload for its item replaced it, or the item has a file already.';

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
    if (!(await mayComplete(file))) throw new HttpError(409, NO_LONGER);
    // The form wrote to a staging key it may write again for minutes. What is checked, and then
    // downloaded, is a copy under the file's own key, which no form names, pinned to its version.
    const staged = stagingKeyOf(file.key);
    const copied = await copyObject(staged, file.key);
    const object = copied && (await readHead(file.key, SAMPLE_BYTES, copied.versionId));
    if (!copied || !object) {
      throw new HttpError(409, 'The file has not arrived: send it with the upload form first.');
    }
    const declared = documentTypeOf(file.contentType);
    const verdict = declared
      ? checkContent(declared, object.head, object.size <= object.head.length)
      : ({ ok: false, executable: false, problem: 'The file type is not accepted.' } as const);
    if (!verdict.ok) {
      await deleteObject(file.key);
      await deleteObject(staged);
      await markRefused(file, verdict.problem);
      await audit('document.refused', caller, file, verdict.problem);
      throw new HttpError(422, verdict.problem, {
        code: verdict.executable ? 'executable' : 'type_mismatch',
      });
    }
    if (!(await markUploaded(file, object.size, copied.versionId))) {
      // Overtaken meanwhile: the copy is nobody's file.
      await deleteObject(file.key);
      throw new HttpError(409, NO_LONGER);
    }
    // Done with; whatever the form still sends lands there, and the lifecycle removes it.
    await deleteObject(staged);
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
