import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hash } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { SignatureV4 } from '@smithy/signature-v4';
import { createCognitoServerProxy } from '../../infra/local/cognito-local';
import { CognitoGuard } from '../../infra/local/cognito-guard';
import { createDynamoDbGuard } from '../../infra/local/dynamodb-guard';
import { createIamGate, OPERATOR_CREDENTIALS, type FunctionCredentials } from '../../infra/local/iam-gate';
import { localArns } from '../../infra/local/lambda-runtime';
import { createS3Guard } from '../../infra/local/s3-guard';
import { createLocalSecrets } from '../../infra/local/secrets-local';
import { createSesGuard } from '../../infra/local/ses-guard';
import { s3Calls } from '../../infra/local/wire-calls';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';

/**
 * IAM at the local endpoints: a shipped bundle's own SDK signs with its function's credentials,
 * and each endpoint verifies the signature, finds the function, and refuses (in the service's own
 * error shape) a call its statements do not allow. The upstream here is a recorder, so a refusal
 * is also shown to have reached no service.
 */

const gate = createIamGate();
const leads = localArns.tableArn('taxfirm-local-Leads');
const fn: FunctionCredentials = gate.register('listLeads', [
  { actions: ['dynamodb:Query', 'dynamodb:GetItem'], resources: [leads, `${leads}/index/*`] },
  {
    actions: ['ses:SendEmail'],
    resources: [localArns.sesIdentityArn('taxfirm.local')],
  },
  { actions: ['s3:GetObject'], resources: ['arn:aws:s3:::docs/clients/*'] },
  {
    actions: ['secretsmanager:GetSecretValue'],
    resources: [localArns.secretArn('taxfirm/local/originVerify')],
  },
  { actions: ['cognito-idp:AdminGetUser'], resources: [localArns.userPoolArn('local_Pool')] },
]);

/** What reached the service behind the guard. */
const reached: string[] = [];
const upstream = http.createServer((req, res) => {
  reached.push(`${req.method} ${req.url} ${String(req.headers['x-amz-target'] ?? '')}`);
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
const servers: http.Server[] = [upstream];
const listen = async (server: http.Server) => {
  if (!servers.includes(server)) servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
let upstreamUrl = '';
const endpoints: Record<string, string> = {};

beforeAll(async () => {
  upstreamUrl = await listen(upstream);
  endpoints.dynamodb = await listen(createDynamoDbGuard(() => upstreamUrl, gate));
  endpoints.ses = await listen(createSesGuard(() => upstreamUrl, { gate }).server);
  endpoints.s3 = await listen(
    createS3Guard({ upstream: () => upstreamUrl, credentials: gate.credentials, allowedOrigins: [], gate }),
  );
  const secrets = createLocalSecrets(localArns.secretArn, gate);
  secrets.create('taxfirm/local/originVerify', { current: 'x', previous: 'y' });
  secrets.create('taxfirm/local/other', { value: 'z' });
  endpoints.secretsmanager = await listen(secrets.server);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gate-cognito-'));
  const guard = new CognitoGuard(path.join(workDir, 'guard.json'), { issuer: 'http://local', clientId: 'c' });
  endpoints['cognito-idp'] = await listen(createCognitoServerProxy(upstreamUrl, { workDir, guard, gate }));
});
afterAll(() => servers.forEach((s) => s.close()));
beforeEach(() => (reached.length = 0));

/** A request signed as the SDK signs it, with the given credentials. */
async function call(
  service: string,
  input: { method?: string; path?: string; target?: string; body?: unknown },
  /** null: unsigned. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null = fn,
) {
  const url = new URL(endpoints[service]!);
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  const request = new HttpRequest({
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    method: input.method ?? 'POST',
    path: input.path ?? '/',
    headers: {
      host: url.host,
      ...(input.target ? { 'x-amz-target': input.target, 'content-type': 'application/x-amz-json-1.0' } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const signed = credentials
    ? await new SignatureV4({
        service,
        region: 'ap-south-1',
        credentials,
        sha256: Hash.bind(null, 'sha256'),
      }).sign(request)
    : request;
  const answer = await fetch(`${url.origin}${signed.path}`, {
    method: signed.method,
    headers: signed.headers,
    body: signed.body as string | undefined,
  });
  const text = await answer.text();
  return { status: answer.status, type: answer.headers.get('x-amzn-errortype') ?? '', text };
}

const dynamo = (operation: string, body: unknown, credentials: FunctionCredentials | null = fn) =>
  call('dynamodb', { target: `DynamoDB_20120810.${operation}`, body }, credentials);

describe('DynamoDB, behind its guard', () => {
  test('a call the statements allow reaches DynamoDB', async () => {
    const answer = await dynamo('Query', { TableName: 'taxfirm-local-Leads', IndexName: 'byCreated' });
    expect(answer.status).toBe(200);
    expect(reached).toEqual(['POST / DynamoDB_20120810.Query']);
  });

  test('an action or a table the statements do not name is refused with AccessDeniedException', async () => {
    const write = await dynamo('PutItem', { TableName: 'taxfirm-local-Leads', Item: {} });
    expect(write.status).toBe(400);
    expect(JSON.parse(write.text)).toEqual({
      __type: 'com.amazon.coral.service#AccessDeniedException',
      Message: `User: arn:aws:sts::000000000000:assumed-role/listLeadsRole/listLeads is not authorized to perform: dynamodb:PutItem on resource: ${leads} because no identity-based policy allows the dynamodb:PutItem action`,
    });
    const other = await dynamo('GetItem', { TableName: 'taxfirm-local-Clients', Key: {} });
    expect(JSON.parse(other.text).__type).toBe('com.amazon.coral.service#AccessDeniedException');
    // A transaction is authorized item by item: one item on another table refuses the whole.
    const transaction = await dynamo('TransactWriteItems', {
      TransactItems: [{ Put: { TableName: 'taxfirm-local-Settings', Item: {} } }],
    });
    expect(JSON.parse(transaction.text).Message).toContain('dynamodb:PutItem on resource');
    expect(reached).toEqual([]);
    expect(gate.denials().map((d) => `${d.function} ${d.action}`)).toEqual(
      expect.arrayContaining(['listLeads dynamodb:PutItem', 'listLeads dynamodb:GetItem']),
    );
  });

  test('a bad signature, an unknown key and no signature are refused as DynamoDB refuses them', async () => {
    const forged = await dynamo(
      'Query',
      { TableName: 'taxfirm-local-Leads' },
      { ...fn, secretAccessKey: 'guess' },
    );
    expect(JSON.parse(forged.text).__type).toBe('com.amazon.coral.service#InvalidSignatureException');
    const unknown = await dynamo(
      'Query',
      { TableName: 'x' },
      { accessKeyId: 'ASIANOBODY', secretAccessKey: 's' },
    );
    expect(JSON.parse(unknown.text).__type).toBe('com.amazon.coral.service#UnrecognizedClientException');
    const unsigned = await call('dynamodb', { target: 'DynamoDB_20120810.Query', body: {} }, null);
    expect(JSON.parse(unsigned.text).__type).toBe(
      'com.amazon.coral.service#MissingAuthenticationTokenException',
    );
    expect(reached).toEqual([]);
  });

  test("the stack's own key (provisioning, the pollers, tests) may do anything", async () => {
    const answer = await dynamo('DeleteTable', { TableName: 'taxfirm-local-Leads' }, OPERATOR_CREDENTIALS);
    expect(answer.status).toBe(200);
  });
});

test('SES: mail from an identity the statements do not name is refused with 403', async () => {
  const send = (from: string) =>
    call('ses', {
      path: '/v2/email/outbound-emails',
      body: { FromEmailAddress: from, Destination: { ToAddresses: ['a@example.com'] }, Content: {} },
    });
  expect((await send('no-reply@taxfirm.local')).status).toBe(200);
  const refused = await send('no-reply@elsewhere.example');
  expect(refused).toMatchObject({ status: 403, type: 'AccessDeniedException' });
  expect(refused.text).toContain('ses:SendEmail on resource');
  // Reading the account is an action of its own.
  expect((await call('ses', { method: 'GET', path: '/v2/email/account' })).status).toBe(403);
  expect(reached).toEqual(['POST /v2/email/outbound-emails ']);
});

test('Secrets Manager: only the secret the statements name can be read', async () => {
  const read = (id: string) =>
    call('secretsmanager', { target: 'secretsmanager.GetSecretValue', body: { SecretId: id } });
  expect((await read('taxfirm/local/originVerify')).status).toBe(200);
  const refused = await read('taxfirm/local/other');
  expect(refused).toMatchObject({ status: 400, type: 'AccessDeniedException' });
  const write = await call('secretsmanager', {
    target: 'secretsmanager.PutSecretValue',
    body: { SecretId: 'taxfirm/local/originVerify', SecretString: '{}' },
  });
  expect(write.type).toBe('AccessDeniedException');
});

test("Cognito: pool calls need the statements' grant; public sign-in calls need none", async () => {
  const admin = (operation: string) =>
    call('cognito-idp', {
      target: `AWSCognitoIdentityProviderService.${operation}`,
      body: { UserPoolId: 'local_Pool', Username: 'someone' },
    });
  expect((await admin('AdminGetUser')).status).toBe(200);
  const refused = await admin('AdminDisableUser');
  expect(refused.status).toBe(400);
  expect(refused.text).toContain('cognito-idp:AdminDisableUser on resource');
  const signIn = await call(
    'cognito-idp',
    {
      target: 'AWSCognitoIdentityProviderService.InitiateAuth',
      body: { ClientId: 'c', AuthFlow: 'USER_AUTH' },
    },
    null,
  );
  expect(signIn.status).toBe(200);
  expect(reached.map((r) => r.split(' ').pop())).toEqual([
    'AWSCognitoIdentityProviderService.AdminGetUser',
    'AWSCognitoIdentityProviderService.InitiateAuth',
  ]);
});

describe('S3', () => {
  test('an object outside the granted prefix is refused with AccessDenied', async () => {
    expect((await call('s3', { method: 'GET', path: '/docs/clients/a.pdf' })).status).toBe(200);
    const refused = await call('s3', { method: 'GET', path: '/docs/uploads/a.pdf' });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('<Code>AccessDenied</Code>');
    expect(refused.text).toContain('s3:GetObject on resource: arn:aws:s3:::docs/uploads/a.pdf');
    expect(reached).toEqual(['GET /docs/clients/a.pdf ']);
  });

  test('each request maps to the action S3 authorizes it as, versions included', () => {
    const calls = (method: string, url: string, headers: Record<string, string> = {}) =>
      s3Calls(method, url, headers).map((c) => `${c.action} ${c.resource}`);
    expect(calls('GET', '/b/k.pdf?x-id=GetObject')).toEqual(['s3:GetObject arn:aws:s3:::b/k.pdf']);
    expect(calls('GET', '/b/k.pdf?versionId=v1')).toEqual(['s3:GetObjectVersion arn:aws:s3:::b/k.pdf']);
    expect(calls('HEAD', '/b/k.pdf?versionId=v1')).toEqual(['s3:GetObjectVersion arn:aws:s3:::b/k.pdf']);
    expect(calls('GET', '/b/k.pdf?tagging=&versionId=v1')).toEqual([
      's3:GetObjectVersionTagging arn:aws:s3:::b/k.pdf',
    ]);
    expect(calls('HEAD', '/b')).toEqual(['s3:ListBucket arn:aws:s3:::b']);
    expect(calls('PUT', '/b/to', { 'x-amz-copy-source': '/b/from' })).toEqual([
      's3:GetObject arn:aws:s3:::b/from',
      's3:PutObject arn:aws:s3:::b/to',
      's3:GetObjectTagging arn:aws:s3:::b/from',
      's3:PutObjectTagging arn:aws:s3:::b/to',
    ]);
    expect(calls('DELETE', '/b/k?uploadId=u')).toEqual(['s3:AbortMultipartUpload arn:aws:s3:::b/k']);
    expect(calls('PUT', '/b/k?partNumber=2&uploadId=u')).toEqual(['s3:PutObject arn:aws:s3:::b/k']);
  });
});
