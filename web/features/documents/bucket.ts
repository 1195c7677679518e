import {
  documentTypeIds,
  documentTypes,
  MAX_DOCUMENT_BYTES,
  type UploadForm,
} from '../../../shared/documents';
import { ApiError } from '../../lib/api-core';

/**
 * What passes between the browser and the documents bucket itself: the presigned POST the API
 * issued (sent with XMLHttpRequest, whose upload events give the progress) and the short-lived
 * download link. Neither goes through the API.
 */

/** The file input's hint to the browser's picker: the extensions the API accepts. */
export const ACCEPTED_EXTENSIONS = documentTypeIds
  .flatMap((t) => documentTypes[t].extensions.map((e) => `.${e}`))
  .join(',');

/** 'PDF, JPEG, PNG, HEIC, Excel, CSV, Word or ZIP' for people. */
export const ACCEPTED_TYPES_TEXT = 'PDF, JPEG, PNG, HEIC, Excel, CSV, Word or ZIP';
export const MAX_MB = MAX_DOCUMENT_BYTES / 1024 / 1024;

/**
 * The Content-Type an upload declares, from its name's extension: browsers guess differently (on
 * Windows a CSV is often 'application/vnd.ms-excel'). A name of no accepted type keeps the
 * browser's guess, which the API refuses in words.
 */
export function declaredType(file: File): string {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const type = documentTypeIds.find((t) => (documentTypes[t].extensions as readonly string[]).includes(ext));
  return type ? documentTypes[type].contentType : file.type || 'application/octet-stream';
}

/** 2.4 MB, 850 KB, 120 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** An element's text in S3's small XML error (entities decoded). */
function xmlText(xml: string, tag: string): string {
  const raw = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '';
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

/** What the bucket's XML refusal means for the person who sent the file. */
function storageRefusal(status: number, xml: string): ApiError {
  const code = xmlText(xml, 'Code');
  const message = xmlText(xml, 'Message').replace(/\.$/, '');
  if (code === 'EntityTooLarge') return new ApiError(status, `The file is larger than ${MAX_MB} MB.`);
  if (code === 'EntityTooSmall') return new ApiError(status, 'The file is empty.');
  if (/expired/i.test(message)) {
    return new ApiError(status, 'The upload form expired before the file was sent. Choose the file again.');
  }
  return new ApiError(
    status,
    `The storage refused the file${message ? `: ${message}` : ` (status ${status})`}. Choose the file again.`,
  );
}

/** The upload was stopped by its sender: not a failure to report. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled.');
  }
}

/**
 * Posts the file with the issued form (its fields first, the file last, as S3 requires) and
 * reports the share sent (0 to 1) as it goes. S3 refuses a file that breaks the form's policy
 * (size, type, key) with an XML error, which becomes an ApiError in words.
 */
export function postToBucket(
  upload: UploadForm,
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) body.append(name, value);
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(storageRefusal(xhr.status, xhr.responseText));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'The file could not be sent: the connection failed. Check your connection and try again.',
        ),
      );
    xhr.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
