import { DOCUMENT_KEY_PREFIX, UPLOAD_STAGING_PREFIX } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';

/**
 * The object's key: the client's id, the request, then an id made here. Nothing the caller sent
 * (least of all the file's name) is part of it, so no upload can land on another's key.
 */
export const objectKey = (request: ServiceRequest, fileId: string) =>
  `${DOCUMENT_KEY_PREFIX}${request.clientSub}/${request.id}/${fileId}`;

/** Where the file's upload form writes (shared/documents.ts): its key under the staging prefix. */
export const stagingKeyOf = (key: string) =>
  `${UPLOAD_STAGING_PREFIX}${key.slice(DOCUMENT_KEY_PREFIX.length)}`;
