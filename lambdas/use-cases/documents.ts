import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../../shared/api-types';
import { indiaDate } from '../../shared/compliance/calendar';
import type { OutstandingItem } from '../../shared/document-lists';
import {
  documentTypeOf,
  DOWNLOAD_EXPIRES_SECONDS,
  hiddenFromClient,
  MAX_CHECKLIST_ITEMS,
  MAX_DOCUMENT_BYTES,
  UPLOAD_EXPIRES_SECONDS,
  type ChecklistItem,
  type DocumentAuditEntry,
  type DocumentFile,
  type UploadForm,
} from '../../shared/documents';
import type { Caller } from '../../shared/domain';
import type { ServiceRequest } from '../../shared/portal-model';
import { isRecordId } from '../../shared/record-id';
import { Refusal } from '../../shared/refusal';
import { servicePageContent } from '../../shared/service-content';
import { documentEventsOf, recordDocumentEvent } from '../data/audit';
import {
  InvalidDocumentCursorError,
  listClientFiles,
  listClientOutstanding,
  listOutstanding,
  requestLabels,
  type ClientFileFilter,
} from '../data/document-lists';
import {
  copyObject,
  deleteObject,
  downloadUrl,
  readHead,
  scanState,
  uploadForm,
} from '../data/document-store';
import {
  addChecklistItems as storeChecklistItems,
  getChecklistItem,
  getFile,
  LISTED_FILE_STATUSES,
  listDocuments as readDocuments,
  markDeleted,
  markRefused,
  markUploaded,
  mayComplete,
  publicFile,
  recordIssuedFile,
  reviewFile,
  setArchived,
  publishChecklistChanges,
  removeChecklistItem as dropChecklistItem,
  updateChecklistItem as storeChecklistItem,
  type StoredFile,
} from '../data/documents';
import { FIRM_INBOX, notify } from '../data/notifications';
import { listRequests as readRequests } from '../data/requests';
import { getSettings } from '../data/settings';
import { actorOf } from '../domain/actor';
import {
  ACTIVITY_TRAIL_ACTIONS,
  activityOf,
  clientUploadNotice,
  deliverableReadyNotice,
  checklistChangedNotice,
  uploadRejectedNotice,
} from '../domain/document-events';
import { objectKey, stagingKeyOf } from '../domain/documents';
import { checkContent } from '../domain/file-types';
import { requestOf } from './requests';

/**
 * A request's documents: the checklist of what the firm needs, the files either side sends (each
 * upload checked for what it really is, then reviewed by the firm), their downloads, and the
 * lists across requests. Each step is written to the request's document trail; the other side is
 * told in the portal and by e-mail (`origin` is the site a mail links to).
 */

export const NO_FILE = 'No document with this id.';
export const NO_ITEM = 'No checklist item with this id.';

/** A file as its route names it: the request's id, and the file's id as the path gave it. */
export interface FileNamed {
  requestId: string;
  /** Unchecked: anything that is no record's id is no file's either (404). */
  fileId: string | undefined;
}

/**
 * The file named, within a request the caller may see; else 404 (the request's 404 first). A
 * file the firm archived is the firm's alone: to its client it is as if it did not exist.
 */
async function fileOf(
  caller: Caller,
  { requestId, fileId }: FileNamed,
): Promise<{ request: ServiceRequest; file: StoredFile }> {
  const request = await requestOf(caller, requestId);
  if (!isRecordId(fileId)) throw new Refusal('not-found', NO_FILE);
  const file = await getFile(request.id, fileId);
  if (!file || file.status === 'deleted' || (file.archivedAt && caller.role !== 'admin')) {
    throw new Refusal('not-found', NO_FILE);
  }
  return { request, file };
}

/** One entry of the request's document trail, naming the file and who acted. */
const audit = (
  action: DocumentAuditEntry['action'],
  caller: Caller,
  file: StoredFile,
  detail?: string,
  now = new Date(),
) =>
  recordDocumentEvent(
    {
      action,
      actor: { ...actorOf(caller.profile), name: caller.profile.full_name },
      requestId: file.requestId,
      fileId: file.id,
      key: file.key,
      fileName: file.fileName,
      ...(detail ? { detail } : {}),
    },
    now,
  );

/** The file as stored now, as the browser is shown it. */
const storedFile = async (file: StoredFile): Promise<DocumentFile> =>
  publicFile((await getFile(file.requestId, file.id))!);

/**
 * Records the file the browser is about to send (as checked by the upload schema), and hands out
 * a presigned POST for exactly its key, type and size range.
 */
export async function issueUpload(
  caller: Caller,
  request: ServiceRequest,
  kind: DocumentFile['kind'],
  input: { fileName: string; contentType: string },
  itemId?: string,
): Promise<{ file: DocumentFile; upload: UploadForm }> {
  const now = new Date();
  const id = randomUUID();
  // Kept for the period the firm's setting says now; a later change applies to later uploads.
  const { documentRetentionYears: retentionYears } = await getSettings();
  const file: StoredFile = {
    id,
    requestId: request.id,
    kind,
    ...(itemId ? { itemId } : {}),
    fileName: input.fileName,
    contentType: documentTypeOf(input.contentType) ? input.contentType : 'application/octet-stream',
    status: 'issued',
    uploadedBy: { sub: caller.sub, name: caller.profile.full_name, role: caller.role },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    retentionYears,
    key: objectKey(request, id),
  };
  if (!(await recordIssuedFile(file))) {
    throw new Refusal(
      'conflict',
      'This item no longer takes files (a file was sent or accepted meanwhile). Reload.',
    );
  }
  const upload = await uploadForm({
    key: stagingKeyOf(file.key),
    contentType: file.contentType,
    // The declared size is a promise, not a fact: the policy allows up to the limit, and the
    // completion reads the real size.
    maxBytes: MAX_DOCUMENT_BYTES,
    retentionYears,
    expiresSeconds: UPLOAD_EXPIRES_SECONDS,
    now,
  });
  await audit('document.upload-issued', caller, file, undefined, now);
  const { key: _key, ...shown } = file;
  return { file: shown, upload };
}

/**
 * The checklist item `itemId` names, if it takes a file: an item already accepted takes no
 * more; one with a file awaiting review takes another only once that one is deleted.
 */
export async function itemTakingUpload(request: ServiceRequest, itemId: string): Promise<ChecklistItem> {
  const item = await getChecklistItem(request.id, itemId);
  // An item the client has not been told of, or one taken off, is not there for it.
  if (!item || hiddenFromClient(item)) throw new Refusal('not-found', NO_ITEM);
  if (item.status === 'accepted') {
    throw new Refusal('conflict', 'This document has been accepted already: nothing more to upload for it.');
  }
  if (item.status === 'uploaded') {
    throw new Refusal(
      'conflict',
      'A file for this item is awaiting review. Delete it first if you want to send another.',
    );
  }
  return item;
}

/**
 * The firm adds what the client must provide. Without items, the service's own required
 * documents are added, each with the note and due date given; with items, that note and due
 * date go on each item that gives none of its own. The items wait, unseen by the client, until
 * the firm tells it of the checklist's changes (`notifyChecklistChanges`): one e-mail for them all.
 */
export async function addChecklistItems(
  caller: Caller,
  requestId: string,
  input: {
    items?: { title: string; note?: string; dueDate?: string }[];
    note?: string;
    dueDate?: string;
  },
): Promise<ChecklistItem[]> {
  const request = await requestOf(caller, requestId);
  const { note, dueDate } = input;
  const inputs = input.items
    ? input.items.map((item) => ({
        ...item,
        note: item.note ?? note,
        dueDate: item.dueDate ?? dueDate,
      }))
    : usualDocuments(request).map((title) => ({ title, note, dueDate }));
  // Items taken off but not yet told of are on their way out: they take no room.
  const existing = (await readDocuments(request.id)).items.filter((i) => i.notice !== 'removed').length;
  if (existing + inputs.length > MAX_CHECKLIST_ITEMS) {
    throw new Refusal(
      'conflict',
      `A checklist holds at most ${MAX_CHECKLIST_ITEMS} items; this one has ${existing} already.`,
    );
  }
  return storeChecklistItems(request.id, inputs);
}

/** The documents a request's service usually needs (its page's list). */
const usualDocuments = (request: ServiceRequest) =>
  servicePageContent(request.serviceTitle, request.service).documentsRequired;

const ACTED_ON =
  'The client has already acted on this item (an upload was started, sent or reviewed), so it can no longer be changed or removed.';

/** An item's wording, note and due date (null clears them), while the client has not acted on it. */
export async function updateChecklistItem(
  caller: Caller,
  requestId: string,
  itemId: string | undefined,
  change: Parameters<typeof storeChecklistItem>[2],
): Promise<ChecklistItem> {
  const request = await requestOf(caller, requestId);
  if (!isRecordId(itemId)) throw new Refusal('not-found', NO_ITEM);
  const item = await storeChecklistItem(request.id, itemId, change);
  if (item === 'not-found') throw new Refusal('not-found', NO_ITEM);
  if (item === 'acted-on') throw new Refusal('conflict', ACTED_ON);
  return item;
}

/** Takes an item off the checklist while the client has not acted on it. */
export async function removeChecklistItem(
  caller: Caller,
  requestId: string,
  itemId: string | undefined,
): Promise<void> {
  const request = await requestOf(caller, requestId);
  if (!isRecordId(itemId)) throw new Refusal('not-found', NO_ITEM);
  const outcome = await dropChecklistItem(request.id, itemId);
  if (outcome === 'not-found') throw new Refusal('not-found', NO_ITEM);
  if (outcome === 'acted-on') throw new Refusal('conflict', ACTED_ON);
}

/**
 * Tells the client of the checklist's changes since it was last told, in one notice (portal and
 * e-mail): the items added, reworded and taken off. Refused when there is nothing to tell.
 */
export async function notifyChecklistChanges(
  caller: Caller,
  requestId: string,
  origin: string,
): Promise<ApiResponse<'notifyChecklistChanges'>> {
  const request = await requestOf(caller, requestId);
  const changes = (await readDocuments(request.id)).items.filter((i) => i.notice);
  if (changes.length === 0)
    throw new Refusal(
      'conflict',
      'Nothing to tell the client: no document was added, changed or removed since the last notice.',
    );
  if (!(await publishChecklistChanges(request.id, request.clientSub, changes)))
    throw new Refusal(
      'conflict',
      'The checklist changed while the notice was being sent. Look at it again, then notify the client.',
    );
  const of = (notice: string) => changes.filter((i) => i.notice === notice);
  const told = { added: of('new'), changed: of('changed'), removed: of('removed') };
  await notify(request.clientSub, checklistChangedNotice(request, told, origin));
  return { added: told.added.length, changed: told.changed.length, removed: told.removed.length };
}

/**
 * The checklist, the files and the activity on them (uploads, downloads, reviews, deletions, from
 * the request's document trail); a client: its own requests only, without what the firm archived.
 */
export async function listDocuments(
  caller: Caller,
  requestId: string,
): Promise<ApiResponse<'listDocuments'>> {
  const request = await requestOf(caller, requestId);
  const [{ items, files }, trail] = await Promise.all([
    readDocuments(request.id),
    documentEventsOf(request.id, ACTIVITY_TRAIL_ACTIONS),
  ]);
  // Files the firm archived are the firm's to see (and restore), not the client's; so are the
  // checklist's changes the client has not been told of.
  if (caller.role === 'admin')
    return { items, files: files.map(publicFile), activity: activityOf(trail, request) };
  return {
    items: items.filter((i) => !hiddenFromClient(i)).map(({ notice: _n, ...item }) => item),
    files: files.filter((f) => !f.archivedAt).map(publicFile),
    activity: activityOf(trail, request),
  };
}

const NO_LONGER =
  'This upload can no longer be completed: it was deleted, a newer upload for its item replaced it, or the item has a file already.';

/** Bytes read to tell a file's real type. */
const SAMPLE_BYTES = 8192;

/**
 * The uploader says the file is sent. Its first bytes must be of the type it was declared as (a
 * renamed program never is): if not, the object is deleted and the refusal names the problem; if
 * so, the file (and its checklist item) is 'uploaded', and the other side is notified in the
 * portal and by e-mail: the firm of a client's upload, the client of the firm's deliverable.
 */
export async function completeUpload(
  caller: Caller,
  named: FileNamed,
  origin: string,
): Promise<DocumentFile> {
  const { request, file } = await fileOf(caller, named);
  // Only the one who asked to upload it completes it.
  if (file.uploadedBy.sub !== caller.sub) throw new Refusal('not-found', NO_FILE);
  if (file.status !== 'issued') {
    throw new Refusal('conflict', `This upload is already complete (${file.status}).`);
  }
  if (!(await mayComplete(file))) throw new Refusal('conflict', NO_LONGER);
  // The form wrote to a staging key it may write again for minutes. What is checked, and then
  // downloaded, is a copy under the file's own key, which no form names, pinned to its version.
  const staged = stagingKeyOf(file.key);
  const copied = await copyObject(staged, file.key);
  const object = copied && (await readHead(file.key, SAMPLE_BYTES, copied.versionId));
  if (!copied || !object) {
    throw new Refusal('conflict', 'The file has not arrived: send it with the upload form first.');
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
    throw new Refusal('unprocessable', verdict.problem, {
      code: verdict.executable ? 'executable' : 'type_mismatch',
    });
  }
  if (!(await markUploaded(file, object.size, copied.versionId))) {
    // Overtaken meanwhile: the copy is nobody's file.
    await deleteObject(file.key);
    throw new Refusal('conflict', NO_LONGER);
  }
  // Done with; whatever the form still sends lands there, and the lifecycle removes it.
  await deleteObject(staged);
  await audit('document.uploaded', caller, file, `${object.size} bytes`);
  if (file.kind === 'deliverable') {
    await notify(request.clientSub, deliverableReadyNotice(request, file, origin));
  } else {
    const item = file.itemId ? await getChecklistItem(request.id, file.itemId) : undefined;
    const { requestAlertTo } = await getSettings();
    await notify(FIRM_INBOX, clientUploadNotice(request, file, item?.title, requestAlertTo, origin));
  }
  return storedFile(file);
}

/**
 * The firm accepts a client's upload, or rejects it with a reason (its checklist item then waits
 * for another file). A rejection is told to the client in the portal and by e-mail, with the
 * reason.
 */
export async function reviewDocument(
  caller: Caller,
  named: FileNamed,
  { decision, reason }: { decision: 'accepted' | 'rejected'; reason?: string },
  origin: string,
): Promise<DocumentFile> {
  const { request, file } = await fileOf(caller, named);
  if (file.kind !== 'upload') throw new Refusal('conflict', 'Only a client’s uploads are reviewed.');
  if (file.status !== 'uploaded') {
    throw new Refusal('conflict', `This document is not awaiting review (it is ${file.status}).`);
  }
  if (!(await reviewFile(file, decision, caller.profile.full_name, reason || undefined))) {
    throw new Refusal('conflict', 'This document changed meanwhile. Reload and try again.');
  }
  await audit(decision === 'accepted' ? 'document.accepted' : 'document.rejected', caller, file, reason);
  if (decision === 'rejected') {
    const item = file.itemId ? await getChecklistItem(request.id, file.itemId) : undefined;
    await notify(request.clientSub, uploadRejectedNotice(request, file, item?.title, reason ?? '', origin));
  }
  return storedFile(file);
}

/**
 * The firm archives a file, which the client then no longer sees or downloads, or restores one it
 * archived. Files are never deleted by the firm: the object stays in the bucket for its keeping
 * period either way. A client's upload awaiting review is decided first, so that no checklist
 * item waits on a file its client cannot see.
 */
export async function archiveDocument(
  caller: Caller,
  named: FileNamed,
  archived: boolean,
): Promise<DocumentFile> {
  const { file } = await fileOf(caller, named);
  if (!LISTED_FILE_STATUSES.includes(file.status)) throw new Refusal('not-found', NO_FILE);
  if (archived && file.kind === 'upload' && file.status === 'uploaded') {
    throw new Refusal('conflict', 'This upload awaits review: accept or reject it before archiving it.');
  }
  if (archived === Boolean(file.archivedAt)) {
    throw new Refusal(
      'conflict',
      archived ? 'This document is already archived.' : 'This document is not archived.',
    );
  }
  if (!(await setArchived(file, archived ? caller.profile.full_name : undefined))) {
    throw new Refusal('conflict', 'This document changed meanwhile. Reload and try again.');
  }
  await audit(archived ? 'document.archived' : 'document.restored', caller, file);
  return storedFile(file);
}

/**
 * A client takes back its own upload, until the firm accepts it. The bucket is versioned, so the
 * object's content is kept (as a noncurrent version) until the lifecycle rule expires it.
 */
export async function deleteDocument(caller: Caller, named: FileNamed): Promise<void> {
  const { file } = await fileOf(caller, named);
  if (file.uploadedBy.sub !== caller.sub) throw new Refusal('not-found', NO_FILE);
  if (file.status === 'accepted') {
    throw new Refusal('conflict', 'This document has been accepted: it can no longer be deleted.');
  }
  if (file.status === 'refused') throw new Refusal('not-found', NO_FILE);
  if (!(await markDeleted(file))) {
    throw new Refusal('conflict', 'This document changed meanwhile (it may have been accepted). Reload.');
  }
  await deleteObject(file.key);
  await audit('document.deleted', caller, file);
}

/**
 * A link valid for a minute that downloads the file as an attachment. In AWS, only once
 * GuardDuty has scanned it and found nothing.
 */
export async function downloadDocument(
  caller: Caller,
  named: FileNamed,
): Promise<ApiResponse<'downloadDocument'>> {
  const { file } = await fileOf(caller, named);
  if (!LISTED_FILE_STATUSES.includes(file.status)) throw new Refusal('not-found', NO_FILE);
  // The verdict on the version that was checked at completion (a copy no form can overwrite).
  const scan = await scanState(file.key, file.versionId);
  if (scan === 'pending') {
    throw new Refusal('conflict', 'The file is still being checked for malware. Try again in a minute.');
  }
  if (scan === 'threats-found') {
    throw new Refusal('conflict', 'The malware check found a threat in this file: it cannot be downloaded.');
  }
  if (scan === 'unavailable') {
    throw new Refusal('conflict', 'The malware check could not scan this file: it cannot be downloaded.');
  }
  const now = new Date();
  const url = await downloadUrl(file.key, file.fileName, DOWNLOAD_EXPIRES_SECONDS, file.versionId);
  await audit('document.downloaded', caller, file, undefined, now);
  return {
    url,
    expiresAt: new Date(now.getTime() + DOWNLOAD_EXPIRES_SECONDS * 1000).toISOString(),
    scan,
  };
}

/** A cursor the document lists did not give out: refused as the query's cursor. */
const cursorRefusal = (error: unknown) =>
  error instanceof InvalidDocumentCursorError ? new Refusal('invalid', `cursor: ${error.message}`) : error;

/** What the firm still needs of an item, as a list shows it; `overdue` when its day has passed. */
const outstanding = (
  item: ChecklistItem & { requestId: string },
  of: { serviceTitle: string; clientSub: string; clientName: string },
  today: string,
): OutstandingItem => ({
  ...item,
  status: item.status === 'rejected' ? 'rejected' : 'pending',
  ...of,
  overdue: Boolean(item.dueDate && item.dueDate < today),
});

/**
 * The signed-in client's own documents across its requests: one page of its files (its uploads
 * and the firm's deliverables, newest first; `request`, `kind` and `year` filter them), the
 * checklist items the firm still needs (earliest due first), and its requests for the filter.
 * Every read is keyed by the caller's own sub: no id or cursor reaches another's.
 */
export async function listMyDocuments(
  caller: Caller,
  filter: ClientFileFilter & { limit?: number },
): Promise<ApiResponse<'listMyDocuments'>> {
  try {
    const [requests, page, needed] = await Promise.all([
      readRequests({ clientSub: caller.sub }),
      listClientFiles(caller.sub, filter, filter.limit),
      listClientOutstanding(caller.sub, { request: filter.request }),
    ]);
    const titles = new Map(requests.map((r) => [r.id, r.serviceTitle]));
    const today = indiaDate(new Date());
    return {
      files: page.files.map((f) => ({ ...publicFile(f), serviceTitle: titles.get(f.requestId) ?? '' })),
      ...(page.cursor ? { cursor: page.cursor } : {}),
      needed: needed.items.map((item) =>
        outstanding(
          item,
          {
            serviceTitle: titles.get(item.requestId) ?? '',
            clientSub: caller.sub,
            clientName: caller.profile.full_name,
          },
          today,
        ),
      ),
      neededMore: needed.more,
      requests: requests.map((r) => ({ id: r.id, serviceTitle: r.serviceTitle, createdAt: r.createdAt })),
    };
  } catch (error) {
    throw cursorRefusal(error);
  }
}

/**
 * Every checklist item the firm still waits for (requested, or rejected and to be sent again), a
 * page at a time, earliest due first (so the overdue ones lead, those without a due date close);
 * `overdue=true` keeps the overdue ones only. Each with its request's service and client.
 */
export async function listOutstandingDocuments(query: {
  overdue?: 'true' | 'false';
  cursor?: string;
  limit?: number;
}): Promise<ApiResponse<'listOutstandingDocuments'>> {
  const today = indiaDate(new Date());
  try {
    const page = await listOutstanding({
      overdueBefore: query.overdue === 'true' ? today : undefined,
      cursor: query.cursor,
      limit: query.limit,
    });
    const labels = await requestLabels(page.items.map((i) => i.requestId));
    return {
      items: page.items.map((item) => {
        const label = labels.get(item.requestId);
        return outstanding(
          item,
          {
            serviceTitle: label?.serviceTitle ?? '',
            clientSub: label?.clientSub ?? item.clientSub ?? '',
            clientName: label?.clientName ?? '',
          },
          today,
        );
      }),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  } catch (error) {
    throw cursorRefusal(error);
  }
}
