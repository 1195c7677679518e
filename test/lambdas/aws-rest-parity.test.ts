import { Readable } from 'node:stream';
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HttpResponse } from '@smithy/core/transport';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { createClientAccount } from '../../lambdas/data/accounts';
import {
  deleteObject,
  downloadUrl,
  putObject,
  readHead,
  retentionTagging,
  uploadForm,
} from '../../lambdas/data/document-store';
import { sendMail } from '../../lambdas/data/mail';

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

/**
 * Each call as it leaves for AWS, beside the SDK's own request for the same operation: the same
 * method, host, path, query and the headers S3, SES and Cognito read. (The SDK signs a few headers
 * of its own, such as its user agent, so the signatures themselves differ.)
 */
describe('calls as they leave for AWS', () => {
  type Sent = {
    method: string;
    hostname: string;
    path: string;
    query: Record<string, unknown>;
    headers: Record<string, string>;
    body?: unknown;
  };
  let sent: Sent[] = [];
  beforeAll(() => {
    jest.spyOn(NodeHttpHandler.prototype, 'handle').mockImplementation(async (request) => {
      sent.push(request as unknown as Sent);
      const json = request.hostname.startsWith('cognito-idp')
        ? '{"User":{"Attributes":[{"Name":"sub","Value":"s-1"}]}}'
        : '{}';
      return {
        response: new HttpResponse({
          statusCode: 200,
          headers: { 'content-type': 'application/json', 'content-range': 'bytes 0-3/4' },
          body: Readable.from([Buffer.from(request.hostname.includes('.s3.') ? 'data' : json)]),
        }),
      };
    });
    process.env.USER_POOL_ID = 'ap-south-1_pool';
    process.env.MAIL_FROM = 'no-reply@sahajtax.in';
    // sendMail first reads the suppression list (DynamoDB, answered '{}' here: not suppressed).
    process.env.TABLE_MAIL_RECIPIENTS = 'mail-recipients';
  });
  beforeEach(() => {
    sent = [];
  });

  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  /** What the service reads of a request: its address and the named headers. */
  const shape = (r: Sent, headerNames: string[]) => {
    const { 'x-id': _x, ...query } = r.query;
    const headers = lower(r.headers);
    return {
      method: r.method,
      hostname: r.hostname,
      path: r.path,
      query,
      headers: Object.fromEntries(headerNames.map((h) => [h, headers[h]])),
    };
  };
  const bodyOf = (r: Sent) =>
    JSON.parse(r.body instanceof Uint8Array ? new TextDecoder().decode(r.body) : String(r.body)) as unknown;

  it('S3: an object written, read in part and deleted, as the SDK sends them', async () => {
    const key = 'exports/leads/leads 2026-11-24.csv';
    const s3Headers = ['content-type', 'x-amz-content-sha256', 'range', 'content-length'];
    await putObject(key, 'a,b\n1,2\n', 'text/csv');
    await sdk.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'a,b\n1,2\n', ContentType: 'text/csv' }),
    );
    await readHead(key, 4);
    await sdk.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: 'bytes=0-3' }));
    await deleteObject(key);
    await sdk.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    const [ourPut, sdkPut, ourGet, sdkGet, ourDelete, sdkDelete] = sent;
    expect(shape(ourPut!, s3Headers)).toEqual(shape(sdkPut!, s3Headers));
    expect(shape(ourGet!, s3Headers)).toEqual(shape(sdkGet!, s3Headers));
    expect(shape(ourDelete!, s3Headers)).toEqual(shape(sdkDelete!, s3Headers));
  });

  it('SES: a mail sent, with the JSON body the SDK sends', async () => {
    const mail = { to: 'client@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
    await sendMail(mail);
    await new SESv2Client({ region: 'ap-south-1', credentials }).send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@sahajtax.in',
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: mail.html, Charset: 'UTF-8' },
              Text: { Data: mail.text, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
    const [ours, theirs] = sent.filter((r) => r.hostname.startsWith('email.'));
    expect(shape(ours!, ['content-type'])).toEqual(shape(theirs!, ['content-type']));
    expect(bodyOf(ours!)).toEqual(bodyOf(theirs!));
  });

  it('Cognito: a client account created, with the target and body the SDK sends', async () => {
    await createClientAccount('new.client@example.com', 'Temporary-Pass-1234');
    await new CognitoIdentityProviderClient({ region: 'ap-south-1', credentials }).send(
      new AdminCreateUserCommand({
        UserPoolId: 'ap-south-1_pool',
        Username: 'new.client@example.com',
        MessageAction: 'SUPPRESS',
        TemporaryPassword: 'Temporary-Pass-1234',
        UserAttributes: [
          { Name: 'email', Value: 'new.client@example.com' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    // Ours: AdminCreateUser, then AdminAddUserToGroup; then the SDK's AdminCreateUser.
    const [ours, , theirs] = sent;
    const names = ['content-type', 'x-amz-target'];
    expect(shape(ours!, names)).toEqual(shape(theirs!, names));
    expect(bodyOf(ours!)).toEqual(bodyOf(theirs!));
  });
});
