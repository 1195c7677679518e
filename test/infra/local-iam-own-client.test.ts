import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installLocalRuntime } from '../../infra/local/lambda-runtime';
import { deleteObject, putObject, readHead } from '../../lambdas/data/document-store';
import { readMailAccount } from '../../lambdas/data/mail';
import { errorOf } from '../../lambdas/runtime/aws-rest';
import { testDeploymentRefs } from './local-refs';

/**
 * The functions call S3 and SES through their own small client (lambdas/runtime/aws-rest.ts), not
 * the SDK's: the local stack's IAM check must see those calls too, and refuse what the function's
 * role does not allow before anything reaches the stand-in.
 */
const refs = testDeploymentRefs;
const runtime = installLocalRuntime(refs);

/** A stand-in S3 that records what reached it and answers 200 (or S3's 404 for a missing key). */
const reached: string[] = [];
const server = http.createServer((req, res) => {
  reached.push(`${req.method} ${req.url}`);
  req.resume();
  if (req.url?.includes('missing')) {
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
    );
    return;
  }
  res.writeHead(200).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_S3 = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ENDPOINT_URL_SESV2 = process.env.AWS_ENDPOINT_URL_S3;
  process.env.AWS_REGION = 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached.length = 0;
  // The refusals are logged as the local stack logs them; the assertions read them from denials().
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const denied = { name: 'AccessDeniedException' };

describe('the local IAM check on the functions’ own S3 and SES client', () => {
  it('refuses an object outside the function’s prefix, and the call never reaches S3', async () => {
    // The export job may write exports/leads/ only; the export's reader only reads it (its links).
    await expect(
      runtime.invoke('exportLeads', () => deleteObject('exports/leads/a.csv')),
    ).rejects.toMatchObject(denied);
    await expect(
      runtime.invoke('exportLeads', () => putObject('clients/sub/x.pdf', 'x', 'text/plain')),
    ).rejects.toMatchObject(denied);
    await expect(
      runtime.invoke('getLeadExport', () => putObject('exports/leads/a.csv', 'x', 'text/csv')),
    ).rejects.toMatchObject(denied);
    expect(reached).toEqual([]);
    expect(runtime.denials().at(-1)).toMatchObject({ function: 'getLeadExport', action: 's3:PutObject' });
  });

  it('lets a granted call through to S3, with the key in the path', async () => {
    await runtime.invoke('exportLeads', () => putObject('exports/leads/a b.csv', 'x', 'text/csv'));
    expect(reached).toEqual([`PUT /${refs.documents.bucketName}/exports/leads/a%20b.csv`]);
  });

  it('reads S3’s NoSuchKey as a missing object', async () => {
    await expect(
      runtime.invoke('downloadDocument', () => readHead('clients/sub/missing')),
    ).resolves.toBeUndefined();
  });

  it('refuses an SES call to a function without the SES grant', async () => {
    await expect(runtime.invoke('getSettings', () => readMailAccount())).rejects.toMatchObject(denied);
    expect(reached).toEqual([]);
  });
});

describe('errors read from an AWS answer', () => {
  const answer = (status: number, body: string, headers: Record<string, string> = {}) => ({
    status,
    headers,
    body: new TextEncoder().encode(body),
  });

  it('names S3’s XML error by its code, with its message', () => {
    const error = errorOf(
      answer(403, '<Error><Code>AccessDenied</Code><Message>No &amp; no</Message></Error>'),
      1,
    );
    expect(error).toMatchObject({ name: 'AccessDenied', message: 'No & no', $fault: 'client' });
    expect(error.$metadata.httpStatusCode).toBe(403);
  });

  it('names SES’s JSON error by its type, so a rejected message is not retried', () => {
    expect(
      errorOf(
        answer(400, '{"message":"Email address is not verified."}', {
          'x-amzn-errortype': 'MessageRejected:http://x',
        }),
        1,
      ).name,
    ).toBe('MessageRejected');
    expect(
      errorOf(answer(429, '{"__type":"com.amazon#TooManyRequestsException","message":"slow"}'), 1).name,
    ).toBe('TooManyRequestsException');
  });

  it('names a bodiless answer by its status', () => {
    expect(errorOf(answer(404, ''), 1).name).toBe('NotFound');
    expect(errorOf(answer(503, ''), 2)).toMatchObject({ name: 'Http503', $fault: 'server' });
  });
});
