import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  DOCUMENT_KEY_PREFIX,
  documentTypeOf,
  MAX_DOCUMENT_BYTES,
  UPLOAD_EXPIRES_SECONDS,
  UPLOAD_STAGING_PREFIX,
  type DocumentAuditEntry,
  type DocumentFile,
  type UploadForm,
} from '../../shared/documents';
import { uploadSchema } from '../../shared/document-schemas';
import type { ServiceRequest } from '../../shared/portal-model';
import type { Caller } from '../core/auth';
import { HttpError, pathId, validationError } from '../core/http';
import { readJsonObject } from '../core/body';
import { recordDocumentEvent } from '../data/audit';
import { uploadForm } from '../data/document-store';
import { getFile, recordIssuedFile, type StoredFile } from '../data/documents';
import { getSettings } from '../data/settings';
import { requestFor } from '../data/requests';
import { actorOf } from './actor';

const NO_REQUEST = 'No request with this id.';
const NO_FILE = 'No document with this id.';

/** The request named in the path, if the caller may see it (a client: only its own); else 404. */
export async function requestOf(event: APIGatewayProxyEventV2, caller: Caller): Promise<ServiceRequest> {
  const request = await requestFor(
    { sub: caller.sub, isAdmin: caller.role === 'admin' },
    pathId(event, 'id', NO_REQUEST),
  );
  if (!request) throw new HttpError(404, NO_REQUEST);
  return request;
}

/**
 * The file named in the path, within a request the caller may see; else 404. A file the firm
 * archived is the firm's alone: to its client it is as if it did not exist.
 */
export async function fileOf(
  event: APIGatewayProxyEventV2,
  caller: Caller,
): Promise<{ request: ServiceRequest; file: StoredFile }> {
  const request = await requestOf(event, caller);
  const file = await getFile(request.id, pathId(event, 'fileId', NO_FILE));
  if (!file || file.status === 'deleted' || (file.archivedAt && caller.role !== 'admin')) {
    throw new HttpError(404, NO_FILE);
  }
  return { request, file };
}

/**
 * The object's key: the client's id, the request, then an id made here. Nothing the caller sent
 * (least of all the file's name) is part of it, so no upload can land on another's key.
 */
export const objectKey = (request: ServiceRequest, fileId: string) =>
  `${DOCUMENT_KEY_PREFIX}${request.clientSub}/${request.id}/${fileId}`;

/** Where the file's upload form writes (shared/documents.ts): its key under the staging prefix. */
export const stagingKeyOf = (key: string) =>
  `${UPLOAD_STAGING_PREFIX}${key.slice(DOCUMENT_KEY_PREFIX.length)}`;

/** One entry of the request's document trail, naming the file and who acted. */
export const audit = (
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

/**
 * Validates the file the browser is about to send, records it, and hands out a presigned POST
 * for exactly its key, type and size range.
 */
export async function issueUpload(
  event: APIGatewayProxyEventV2,
  caller: Caller,
  request: ServiceRequest,
  kind: DocumentFile['kind'],
  itemId?: string,
): Promise<{ file: DocumentFile; upload: UploadForm }> {
  const parsed = uploadSchema.safeParse(
    readJsonObject(event, kind === 'upload' ? 'createUpload' : 'createDeliverable'),
  );
  if (!parsed.success) throw validationError(parsed.error.issues);
  const input = parsed.data;
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
    throw new HttpError(
      409,
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
