import {
  DeleteObjectCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { RETENTION_TAG, type ScanState, type UploadForm } from '../../shared/documents';
import { requiredEnv } from '../core/env';

// Created once per container. Locally, AWS_ENDPOINT_URL_S3 points it at the S3 guard, which
// answers on one host: path-style addresses there, virtual-hosted ones in AWS.
const s3 = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });

const bucket = () => requiredEnv('DOCUMENTS_BUCKET');

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
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: bucket(),
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$tagging', tagging],
    ],
    Fields: { 'Content-Type': input.contentType, tagging },
    Expires: input.expiresSeconds,
  });
  return {
    url,
    fields,
    expiresAt: new Date(now.getTime() + input.expiresSeconds * 1000).toISOString(),
    maxBytes: input.maxBytes,
  };
}

/** The object's first bytes (for its real type) and its total size; undefined when absent. */
export async function readHead(
  key: string,
  bytes = 4096,
): Promise<{ head: Uint8Array; size: number } | undefined> {
  try {
    const out = await s3.send(
      new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    const head = await out.Body!.transformToByteArray();
    const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
    return { head, size: total ? Number(total) : (out.ContentLength ?? head.length) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/** Deletes the object (in a versioned bucket: a delete marker, the versions kept until they expire). */
export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Stores a file the server made (an export), replacing any object of that key. */
export async function putObject(key: string, body: string, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** A short-lived link that downloads the object as an attachment named `fileName`. */
export async function downloadUrl(key: string, fileName: string, expiresSeconds: number): Promise<string> {
  // The name as typed, quoted safely, plus its UTF-8 form for names beyond ASCII.
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: bucket(), Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: expiresSeconds },
  );
}

/** The GuardDuty Malware Protection tag on scanned objects. */
export const SCAN_TAG = 'GuardDutyMalwareScanStatus';

/**
 * What the malware scan said about the object, from GuardDuty's tag. No scanning runs locally
 * (`LOCAL_NO_MALWARE_SCAN`, set by the local stack only): every object reads 'not scanned'.
 */
export async function scanState(key: string): Promise<ScanState> {
  if (process.env.LOCAL_NO_MALWARE_SCAN === '1') return 'not-scanned-local';
  const { TagSet } = await s3.send(new GetObjectTaggingCommand({ Bucket: bucket(), Key: key }));
  const value = TagSet?.find((t) => t.Key === SCAN_TAG)?.Value;
  if (!value) return 'pending';
  if (value === 'NO_THREATS_FOUND') return 'no-threats';
  if (value === 'THREATS_FOUND') return 'threats-found';
  // UNSUPPORTED, ACCESS_DENIED, FAILED: GuardDuty could not scan it.
  return 'unavailable';
}

/** Is the documents bucket there and reachable (the admin health report). */
export const headBucket = () => s3.send(new HeadBucketCommand({ Bucket: bucket() }));
