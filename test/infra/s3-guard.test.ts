import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkCompletedParts,
  checkPresignedPost,
  checkSignedRequest,
  completedParts,
  createS3Guard,
  MIN_PART_BYTES,
  parseForm,
} from '../../infra/local/s3-guard';

const credentials = { local: 'local' };
const s3 = new S3Client({
  endpoint: 'http://127.0.0.1:4569',
  region: 'ap-south-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const Bucket = 'docs';
const Key = 'clients/a/b/c';

async function form(expiresSeconds = 60) {
  const { fields } = await createPresignedPost(s3, {
    Bucket,
    Key,
    Conditions: [
      ['content-length-range', 1, 100],
      ['eq', '$Content-Type', 'application/pdf'],
    ],
    Fields: { 'Content-Type': 'application/pdf' },
    Expires: expiresSeconds,
  });
  return fields;
}

const post = (fields: Record<string, string>, fileSize: number | undefined, now = new Date()) =>
  checkPresignedPost({ bucket: Bucket, fields, fileSize, credentials, now });

describe('the local S3 guard: presigned POST', () => {
  it('lets through a form that meets its policy', async () => {
    expect(post(await form(), 10)).toBeUndefined();
  });

  it('refuses an expired policy', async () => {
    const later = new Date(Date.now() + 120_000);
    expect(post(await form(60), 10, later)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses a signature that does not match the policy, or a key it does not know', async () => {
    const fields = await form();
    const sig = fields['X-Amz-Signature']!;
    const tampered = { ...fields, 'X-Amz-Signature': `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}` };
    expect(post(tampered, 10)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    // A policy edited after signing (a larger size allowed) no longer matches its signature.
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    policy.conditions[0] = ['content-length-range', 1, 10_000_000];
    const edited = { ...fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect(post(edited, 10)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(
      checkPresignedPost({
        bucket: Bucket,
        fields,
        fileSize: 10,
        credentials: { other: 'x' },
        now: new Date(),
      }),
    ).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('refuses a file outside the content-length-range', async () => {
    const fields = await form();
    expect(post(fields, 101)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      extra: { ProposedSize: '101', MaxSizeAllowed: '100' },
    });
    expect(post(fields, 0)).toMatchObject({ status: 400, code: 'EntityTooSmall' });
  });

  it('refuses a Content-Type or a key other than the policy’s', async () => {
    const fields = await form();
    expect(post({ ...fields, 'Content-Type': 'application/x-msdownload' }, 10)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: expect.stringContaining('Policy Condition failed: ["eq","$Content-Type","application/pdf"]'),
    });
    expect(post({ ...fields, key: 'clients/other/file' }, 10)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: expect.stringContaining('Policy Condition failed: {"key":"clients/a/b/c"}'),
    });
    expect(
      checkPresignedPost({ bucket: 'other', fields, fileSize: 10, credentials, now: new Date() }),
    ).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
  });

  it('refuses fields the policy does not name, a missing file, and an unsigned form', async () => {
    const fields = await form();
    expect(post({ ...fields, 'x-amz-meta-owner': 'me' }, 10)).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
    });
    expect(post({ ...fields, 'x-ignore-note': 'fine' }, 10)).toBeUndefined();
    expect(post(fields, undefined)).toMatchObject({ status: 400, code: 'InvalidArgument' });
    expect(post({ key: Key }, 10)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Access Denied',
    });
  });

  it('reads the text fields and the file size of a multipart form', async () => {
    const data = new FormData();
    data.append('key', Key);
    data.append('Content-Type', 'application/pdf');
    data.append('file', new Blob([Buffer.alloc(42, 1)]), 'a.pdf');
    data.append('after', 'ignored');
    const request = new Request('http://x/', { method: 'POST', body: data });
    const body = Buffer.from(await request.arrayBuffer());
    expect(parseForm(body, request.headers.get('content-type')!)).toEqual({
      fields: { key: Key, 'Content-Type': 'application/pdf' },
      fileSize: 42,
    });
  });
});

const asRequest = (url: string, method = 'GET') => {
  const u = new URL(url);
  return { method, url: u.pathname + u.search, headers: { host: u.host } };
};

describe('the local S3 guard: signed requests', () => {
  const presigned = (expiresIn = 60) =>
    getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: 'attachment; filename="a b.pdf"' }),
      { expiresIn },
    );

  it('lets through a valid presigned GET', async () => {
    expect(checkSignedRequest(asRequest(await presigned()), credentials, new Date())).toBeUndefined();
  });

  it('refuses a tampered signature, a tampered key or disposition, and a request with none', async () => {
    const url = await presigned();
    const tampered = url.replace(
      /X-Amz-Signature=(.)/,
      (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect(checkSignedRequest(asRequest(tampered), credentials, new Date())).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const otherKey = url.replace('/clients/a/b/c?', '/clients/z/b/c?');
    expect(checkSignedRequest(asRequest(otherKey), credentials, new Date())).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    const inline = url.replace('attachment', 'inline');
    expect(checkSignedRequest(asRequest(inline), credentials, new Date())).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(
      checkSignedRequest(asRequest(`http://127.0.0.1:4569/${Bucket}/${Key}`), credentials, new Date()),
    ).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
  });

  it('refuses an expired presigned GET', async () => {
    const url = await presigned(60);
    expect(checkSignedRequest(asRequest(url), credentials, new Date(Date.now() + 61_000))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });
});

describe('the local S3 guard: the proxy', () => {
  let upstream: http.Server;
  let guard: http.Server;
  let base = '';
  beforeAll(async () => {
    upstream = http.createServer((_req, res) =>
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end('stored'),
    );
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const port = (upstream.address() as AddressInfo).port;
    guard = createS3Guard({
      upstream: () => `http://127.0.0.1:${port}`,
      credentials,
      allowedOrigins: ['http://127.0.0.1:3000'],
    });
    await new Promise<void>((r) => guard.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(guard.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    guard.close();
    upstream.close();
  });

  it('answers a preflight from the site’s origin, and refuses any other origin', async () => {
    const ok = await fetch(`${base}/${Bucket}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const evil = await fetch(`${base}/${Bucket}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toContain('<Code>AccessForbidden</Code>');
  });

  it('forwards a valid upload with the site’s CORS headers, and answers refusals in S3’s XML', async () => {
    const fields = await form();
    const send = (overrides: Record<string, string>, size: number) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ ...fields, ...overrides })) data.append(k, v);
      data.append('file', new Blob([Buffer.alloc(size, 0x25)]), 'a.pdf');
      return fetch(`${base}/${Bucket}`, {
        method: 'POST',
        body: data,
        headers: { origin: 'http://127.0.0.1:3000' },
      });
    };
    const stored = await send({}, 10);
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe('stored');
    expect(stored.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const big = await send({}, 101);
    expect(big.status).toBe(400);
    expect(big.headers.get('content-type')).toBe('application/xml');
    expect(await big.text()).toMatch(/<Error><Code>EntityTooLarge<\/Code>/);
    expect((await send({ key: 'elsewhere' }, 10)).status).toBe(403);
  });

  it('refuses a form that names a field twice, whatever the case (one key checked, another stored)', async () => {
    const fields = await form();
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    // The policy's key for the check, and another client's folder for an emulator that reads `Key`.
    data.append(Object.keys(fields).includes('Key') ? 'key' : 'Key', 'documents/other-client/x.pdf');
    data.append('file', new Blob([Buffer.alloc(10, 0x25)]), 'a.pdf');
    const res = await fetch(`${base}/${Bucket}`, {
      method: 'POST',
      body: data,
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/<Code>InvalidArgument<\/Code>.*more than once: [Kk]ey/s);
  });

  it('forwards only signed requests', async () => {
    expect((await fetch(`${base}/${Bucket}/${Key}`)).status).toBe(403);
    const url = (await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60 })).replace(
      'http://127.0.0.1:4569',
      base,
    );
    // The host is part of the signature: a URL signed for another host does not pass.
    expect((await fetch(url)).status).toBe(403);
    const local = new S3Client({
      endpoint: base,
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const signed = await getSignedUrl(local, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60 });
    const res = await fetch(signed);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('stored');
  });
});

describe('the local S3 guard: multipart uploads', () => {
  const MiB = 1024 * 1024;
  const sizes = new Map([
    [1, 8 * MiB],
    [2, 5 * MiB],
    [3, 1 * MiB],
    [4, 12],
  ]);
  const parts = (...numbers: number[]) => numbers.map((n) => ({ partNumber: n, etag: `"e${n}"` }));

  it('joins parts of at least 5 MiB, whatever the size of the last', () => {
    expect(MIN_PART_BYTES).toBe(5 * MiB);
    expect(checkCompletedParts(parts(1, 2, 3), sizes)).toBeUndefined();
    expect(checkCompletedParts(parts(4), sizes)).toBeUndefined();
  });

  it('refuses a part under 5 MiB that is not the last, as S3 does', () => {
    expect(checkCompletedParts(parts(1, 3, 4), sizes)).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
      extra: { ProposedSize: String(MiB), MinSizeAllowed: String(5 * MiB), PartNumber: '3' },
    });
  });

  it('refuses parts out of order, and a part never stored', () => {
    expect(checkCompletedParts(parts(2, 1), sizes)).toMatchObject({ status: 400, code: 'InvalidPartOrder' });
    expect(checkCompletedParts(parts(1, 9), sizes)).toMatchObject({ status: 400, code: 'InvalidPart' });
  });

  it('reads the parts a CompleteMultipartUpload body names', () => {
    const xml =
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"a"</ETag></Part>' +
      '<Part><ETag>"b"</ETag><PartNumber>2</PartNumber></Part></CompleteMultipartUpload>';
    expect(completedParts(xml)).toEqual([
      { partNumber: 1, etag: '"a"' },
      { partNumber: 2, etag: '"b"' },
    ]);
  });
});
