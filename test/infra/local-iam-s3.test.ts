import { findFunction, functionEnvironment, functionGrants } from '../../infra/function-grants';
import { callsOf, isAllowed, localArns } from '../../infra/local/lambda-runtime';
import { LOCAL_DOCUMENTS_BUCKET } from '../../infra/local/s3-local';
import { testDeploymentRefs } from './local-refs';

/** The local IAM check on S3 calls: each document function may touch only what it is granted. */
const refs = testDeploymentRefs;
const Bucket = LOCAL_DOCUMENTS_BUCKET;
const allowed = (fn: string, command: string, input: Record<string, unknown>) =>
  callsOf('S3', command, input, localArns).every((call) =>
    isAllowed(functionGrants(findFunction(fn), refs), call),
  );

describe('local IAM for the documents bucket', () => {
  it('lets a download read objects under clients/ and their tags, and nothing else', () => {
    const Key = 'clients/sub/request/file';
    expect(allowed('downloadDocument', 'GetObjectCommand', { Bucket, Key })).toBe(true);
    expect(allowed('downloadDocument', 'GetObjectTaggingCommand', { Bucket, Key })).toBe(true);
    expect(allowed('downloadDocument', 'DeleteObjectCommand', { Bucket, Key })).toBe(false);
    expect(allowed('downloadDocument', 'GetObjectCommand', { Bucket, Key: 'elsewhere/file' })).toBe(false);
    expect(allowed('downloadDocument', 'GetObjectCommand', { Bucket: 'other-bucket', Key })).toBe(false);
  });

  it('lets uploads write and delete, a listing nothing, and the health report only HeadBucket', () => {
    const Key = 'clients/sub/request/file';
    expect(allowed('completeUpload', 'DeleteObjectCommand', { Bucket, Key })).toBe(true);
    expect(allowed('createUpload', 'PutObjectCommand', { Bucket, Key })).toBe(true);
    expect(allowed('listDocuments', 'GetObjectCommand', { Bucket, Key })).toBe(false);
    expect(allowed('reviewDocument', 'GetObjectCommand', { Bucket, Key })).toBe(false);
    expect(allowed('getSystemHealth', 'HeadBucketCommand', { Bucket })).toBe(true);
    expect(allowed('getSystemHealth', 'GetObjectCommand', { Bucket, Key })).toBe(false);
  });

  it('lets a completion copy from the upload staging prefix to clients/, and nobody copy elsewhere', () => {
    const staged = `${Bucket}/uploads/sub/request/file`;
    const Key = 'clients/sub/request/file';
    expect(allowed('completeUpload', 'CopyObjectCommand', { Bucket, Key, CopySource: staged })).toBe(true);
    expect(
      allowed('completeUpload', 'DeleteObjectCommand', { Bucket, Key: 'uploads/sub/request/file' }),
    ).toBe(true);
    // Reading the source is part of the copy: a function that may not read it may not copy it.
    expect(
      allowed('completeUpload', 'CopyObjectCommand', {
        Bucket,
        Key,
        CopySource: `${Bucket}/exports/leads/x.csv`,
      }),
    ).toBe(false);
    expect(allowed('downloadDocument', 'CopyObjectCommand', { Bucket, Key, CopySource: staged })).toBe(false);
    // A form writes under staging only; the download function may not read there.
    expect(allowed('createUpload', 'PutObjectCommand', { Bucket, Key: 'uploads/sub/request/file' })).toBe(
      true,
    );
    expect(allowed('downloadDocument', 'GetObjectCommand', { Bucket, Key: 'uploads/sub/request/file' })).toBe(
      false,
    );
  });

  it('lets the export job write exports, in parts, and the export’s reader only sign their downloads', () => {
    const Key = 'exports/leads/0b7c9a52-4d0e-4f7e-9a55-2f8f0d1e6c3a.csv';
    for (const step of [
      'PutObjectCommand',
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ])
      expect(allowed('exportLeads', step, { Bucket, Key })).toBe(true);
    expect(allowed('exportLeads', 'GetObjectCommand', { Bucket, Key })).toBe(false);
    expect(allowed('exportLeads', 'UploadPartCommand', { Bucket, Key: 'clients/sub/request/file' })).toBe(
      false,
    );
    // The export's reader signs the link (as its role); the list itself touches no file.
    expect(allowed('getLeadExport', 'GetObjectCommand', { Bucket, Key })).toBe(true);
    expect(allowed('getLeadExport', 'PutObjectCommand', { Bucket, Key })).toBe(false);
    expect(allowed('getLeadExport', 'UploadPartCommand', { Bucket, Key })).toBe(false);
    expect(allowed('listLeads', 'GetObjectCommand', { Bucket, Key })).toBe(false);
  });

  it('tells the bucket’s name only to the functions that use it', () => {
    expect(functionEnvironment(findFunction('createUpload'), refs).DOCUMENTS_BUCKET).toBe(Bucket);
    expect(functionEnvironment(findFunction('getSystemHealth'), refs).DOCUMENTS_BUCKET).toBe(Bucket);
    expect(functionEnvironment(findFunction('listDocuments'), refs).DOCUMENTS_BUCKET).toBeUndefined();
  });
});
