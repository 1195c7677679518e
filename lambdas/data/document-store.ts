import { RETENTION_TAG, type ScanState, type UploadForm } from '../../shared/documents';
import { requiredEnv } from '../runtime/env';
import { AwsRestClient, decodeXml, encodePath, errorOf, type AwsRequest } from '../runtime/aws-rest';

// Created once per container. Locally, AWS_ENDPOINT_URL_S3 points it at the S3 guard, which
// answers on one host: path-style addresses there, virtual-hosted ones in AWS.
const s3 = new AwsRestClient({
  serviceId: 'S3',
  signingName: 's3',
  endpointVariable: 'AWS_ENDPOINT_URL_S3',
  awsEndpoint: (region) => `https://s3.${region}.amazonaws.com`,
  s3: true,
});

const bucket = () => requiredEnv('DOCUMENTS_BUCKET');

/** The bucket's address: `https://<bucket>.s3.<region>.amazonaws.com` in AWS, `<endpoint>/<bucket>` locally. */
function bucketUrl(name: string): URL {
  const url = s3.endpoint;
  if (s3.isLocal) url.pathname = `${url.pathname.replace(/\/$/, '')}/${name}`;
  else url.hostname = `${name}.${url.hostname}`;
  return url;
}

/** A request for one object of the documents bucket. */
const objectRequest = (method: AwsRequest['method'], key: string, extra: Partial<AwsRequest> = {}) => {
  const name = bucket();
  return {
    method,
    path: encodePath(key),
    base: bucketUrl(name),
    ...extra,
    input: { Bucket: name, Key: key },
  };
};

/** The object's tags as S3's POST form takes them (`tagging`): the keeping period the lifecycle reads. */
export const retentionTagging = (years: number) =>
  `<Tagging><TagSet><Tag><Key>${RETENTION_TAG}</Key><Value>${years}</Value></Tag></TagSet></Tagging>`;

/**
 * A presigned POST for exactly one object: the policy fixes its key, its Content-Type, its size
 * range and its retention tag, so S3 stores nothing else with it, and expires after
 * `expiresSeconds`.
 */
export async function uploadForm(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  retentionYears: number;
  expiresSeconds: number;
  now?: Date;
}): Promise<UploadForm> {
  const now = input.now ?? new Date();
  const tagging = retentionTagging(input.retentionYears);
  const name = bucket();
  const fields = await s3.signPolicy({
    bucket: name,
    key: input.key,
    conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$tagging', tagging],
    ],
    fields: { 'Content-Type': input.contentType, tagging },
    expiresSeconds: input.expiresSeconds,
    now,
  });
  return {
    url: bucketUrl(name).toString(),
    fields,
    expiresAt: new Date(now.getTime() + input.expiresSeconds * 1000).toISOString(),
    maxBytes: input.maxBytes,
  };
}

/**
 * Copies an object to another key of the bucket, its tags with it; answers the new object's
 * version (undefined where the store keeps none), or false when there is no object to copy.
 */
export async function copyObject(from: string, to: string): Promise<{ versionId?: string } | false> {
  const name = bucket();
  const { input, ...request } = objectRequest('PUT', to, {
    headers: { 'x-amz-copy-source': encodePath(name, from), 'x-amz-tagging-directive': 'COPY' },
  });
  try {
    return await s3.call('CopyObject', { ...input, CopySource: `${name}/${from}` }, request, (response) => {
      // S3 may answer 200 and report a failure in the body.
      if (new TextDecoder().decode(response.body).includes('<Error>')) throw errorOf(response, 1);
      const versionId = response.headers['x-amz-version-id'];
      return versionId ? { versionId } : {};
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return false;
    throw error;
  }
}

/** A version of the object, when one is named. */
const versionQuery = (versionId?: string): Record<string, string> => (versionId ? { versionId } : {});

/** The object's first bytes (for its real type) and its total size; undefined when absent. */
export async function readHead(
  key: string,
  bytes = 4096,
  versionId?: string,
): Promise<{ head: Uint8Array; size: number } | undefined> {
  const { input, ...request } = objectRequest('GET', key, {
    headers: { range: `bytes=0-${bytes - 1}` },
    query: versionQuery(versionId),
  });
  try {
    return await s3.call('GetObject', input, request, ({ body, headers }) => {
      const total = /\/(\d+)$/.exec(headers['content-range'] ?? '')?.[1];
      return { head: body, size: total ? Number(total) : body.length };
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/** Deletes the object (in a versioned bucket: a delete marker, the versions kept until they expire). */
export async function deleteObject(key: string): Promise<void> {
  const { input, ...request } = objectRequest('DELETE', key);
  await s3.call('DeleteObject', input, request, () => undefined);
}

/** Stores a file the server made (an export), replacing any object of that key. */
export async function putObject(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
  const { input, ...request } = objectRequest('PUT', key, { body, headers: { 'content-type': contentType } });
  await s3.call('PutObject', input, request, () => undefined);
}

/**
 * A file the server writes in parts as it makes them (an export of any size): S3's multipart
 * upload. Every part but the last must hold at least 5 MiB (S3 refuses the whole upload
 * otherwise); at most 10,000 parts. An upload never completed is removed by the bucket's
 * lifecycle after a day, so a writer that fails midway leaves nothing behind for long.
 */
export async function startUpload(key: string, contentType: string): Promise<string> {
  const { input, ...request } = objectRequest('POST', key, {
    query: { uploads: '' },
    headers: { 'content-type': contentType },
  });
  return s3.call('CreateMultipartUpload', input, request, ({ body }) => {
    const id = /<UploadId>([^<]+)<\/UploadId>/.exec(new TextDecoder().decode(body))?.[1];
    if (!id) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
    return decodeXml(id);
  });
}

/** Stores part `partNumber` (1 to 10,000) of the upload; answers its ETag, which completing it names. */
export async function uploadPart(
  key: string,
  uploadId: string,
  partNumber: number,
  body: Uint8Array,
): Promise<string> {
  const { input, ...request } = objectRequest('PUT', key, {
    query: { partNumber: String(partNumber), uploadId },
    body,
  });
  return s3.call(
    'UploadPart',
    { ...input, UploadId: uploadId, PartNumber: partNumber },
    request,
    ({ headers }) => {
      if (!headers.etag) throw new Error(`S3 answered part ${partNumber} without an ETag`);
      return headers.etag;
    },
  );
}

/** Joins the parts, in order, into the object. */
export async function completeUpload(
  key: string,
  uploadId: string,
  parts: readonly { partNumber: number; etag: string }[],
): Promise<void> {
  const xml =
    '<CompleteMultipartUpload>' +
    parts.map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${p.etag}</ETag></Part>`).join('') +
    '</CompleteMultipartUpload>';
  const { input, ...request } = objectRequest('POST', key, {
    query: { uploadId },
    body: xml,
    headers: { 'content-type': 'application/xml' },
  });
  // S3 may answer 200 and then report a failure in the body (it began answering before it
  // finished joining the parts): an internal error or a slow-down there is tried again, as the
  // SDK does.
  for (let attempt = 1; ; attempt++) {
    try {
      return await s3.call(
        'CompleteMultipartUpload',
        { ...input, UploadId: uploadId },
        request,
        (response) => {
          if (new TextDecoder().decode(response.body).includes('<Error>')) throw errorOf(response, attempt);
        },
      );
    } catch (error) {
      const name = (error as Error).name;
      if (attempt >= 3 || (name !== 'InternalError' && name !== 'SlowDown')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
}

/** A short-lived link that downloads the object as an attachment named `fileName`. */
export async function downloadUrl(
  key: string,
  fileName: string,
  expiresSeconds: number,
  versionId?: string,
): Promise<string> {
  // The name as typed, quoted safely, plus its UTF-8 form for names beyond ASCII.
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  const { input: _, ...request } = objectRequest('GET', key, {
    // `x-id` names the operation, as the SDK's links do (S3 ignores it).
    query: { 'response-content-disposition': disposition, ...versionQuery(versionId), 'x-id': 'GetObject' },
  });
  return s3.presign(request, expiresSeconds);
}

/** The GuardDuty Malware Protection tag on scanned objects. */
export const SCAN_TAG = 'GuardDutyMalwareScanStatus';

/** The tags of S3's `<Tagging>` answer. */
export const tagsOf = (xml: string): Record<string, string> =>
  Object.fromEntries(
    [...xml.matchAll(/<Tag>\s*<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>\s*<\/Tag>/g)].map((m) => [
      decodeXml(m[1]!),
      decodeXml(m[2]!),
    ]),
  );

/**
 * What the malware scan said about the object, from GuardDuty's tag. No scanning runs locally
 * (`LOCAL_NO_MALWARE_SCAN`, set by the local stack only): every object reads 'not scanned'.
 */
export async function scanState(key: string, versionId?: string): Promise<ScanState> {
  if (process.env.LOCAL_NO_MALWARE_SCAN === '1') return 'not-scanned-local';
  const { input, ...request } = objectRequest('GET', key, {
    query: { tagging: '', ...versionQuery(versionId) },
  });
  const value = await s3.call(
    'GetObjectTagging',
    input,
    request,
    ({ body }) => tagsOf(new TextDecoder().decode(body))[SCAN_TAG],
  );
  if (!value) return 'pending';
  if (value === 'NO_THREATS_FOUND') return 'no-threats';
  if (value === 'THREATS_FOUND') return 'threats-found';
  // UNSUPPORTED, ACCESS_DENIED, FAILED: GuardDuty could not scan it.
  return 'unavailable';
}

/** Is the documents bucket there and reachable (the admin health report). */
export const headBucket = () => {
  const name = bucket();
  return s3.call(
    'HeadBucket',
    { Bucket: name },
    { method: 'HEAD', path: '', base: bucketUrl(name) },
    () => undefined,
  );
};
