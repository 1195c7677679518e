import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { downloadUrl, retentionTagging, uploadForm } from '../../lambdas/data/document-store';

/**
 * The functions sign S3 links and upload forms with their own small client
 * (lambdas/runtime/aws-rest.ts). Against AWS's own endpoint (no local stand-in), with the same
 * credentials and clock, what it makes must be what the SDK's presigners make, field for field:
 * then S3 accepts it as it accepts the SDK's.
 */
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session-token-example',
};
const bucket = 'taxfirm-prod-documents-abc123';
const now = new Date('2026-11-24T10:00:00Z');
// Without the checksums the SDK adds to its links by default (`x-amz-checksum-mode`, a CRC of the
// empty body), which S3 does not require and a browser download does not check.
const sdk = new S3Client({
  region: 'ap-south-1',
  credentials,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

beforeAll(() => {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate'] });
  delete process.env.AWS_ENDPOINT_URL_S3;
  delete process.env.AWS_ENDPOINT_URL;
  Object.assign(process.env, {
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: credentials.sessionToken,
    DOCUMENTS_BUCKET: bucket,
  });
});
afterAll(() => jest.useRealTimers());

const parts = (url: string) => {
  const u = new URL(url);
  return { origin: u.origin, path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

it('signs a download link exactly as the SDK does, names beyond ASCII included', async () => {
  const key = 'clients/sub-1/req 1/Form 16 (2025–26) ₹.pdf';
  const fileName = 'Form 16 (2025–26) ₹.pdf';
  const ours = await downloadUrl(key, fileName, 60);
  const disposition = new URL(ours).searchParams.get('response-content-disposition')!;
  const theirs = await getSignedUrl(
    sdk,
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: 60 },
  );
  expect(parts(ours)).toEqual(parts(theirs));
  expect(new URL(ours).origin).toBe(`https://${bucket}.s3.ap-south-1.amazonaws.com`);
});

it('signs an upload form exactly as the SDK does', async () => {
  const input = {
    key: 'clients/sub-1/req-1/abc.pdf',
    contentType: 'application/pdf',
    maxBytes: 25 * 1024 * 1024,
    retentionYears: 8,
    expiresSeconds: 300,
    now,
  };
  const ours = await uploadForm(input);
  const tagging = retentionTagging(8);
  const theirs = await createPresignedPost(sdk, {
    Bucket: bucket,
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
      ['eq', '$tagging', tagging],
    ],
    Fields: { 'Content-Type': input.contentType, tagging },
    Expires: input.expiresSeconds,
  });
  expect(ours.url).toBe(theirs.url);
  expect(ours.fields).toEqual(theirs.fields);
});
