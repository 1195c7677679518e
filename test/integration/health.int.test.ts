import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { lambdaBuildOptions } from '../../infra/lambda-bundling';
import { AwsRestClient } from '../../lambdas/runtime/aws-rest';
import { secretDeclarations } from '../../shared/secrets';
import type { HealthReport, PublicHealth } from '../../shared/domain';
import { apiRoutes } from '../../shared/api-routes';
import { tableKeys, tables } from '../../shared/tables';
import { api, localAws, localStack } from './local-stack';
import { createSignedInUser } from './users';

describe('the local stack', () => {
  it('tells anyone only that the API is up', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect((await res.json()) as PublicHealth).toEqual({ status: 'up' });
  });

  it('gives an admin the per-backend report, with all four backends reachable', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    const res = await api('/api/admin/health', { token: admin });
    expect(res.status).toBe(200);
    const report = (await res.json()) as HealthReport;
    expect(report.status).toBe('ok');
    expect(report.checks.dynamodb.ok).toBe(true);
    expect(report.checks.cognito.ok).toBe(true);
    expect(report.checks.ses.ok).toBe(true);
    expect(report.checks.s3.ok).toBe(true);
  });

  it('serves every route of the shared table (no route is missing locally)', async () => {
    for (const route of apiRoutes) {
      // The webhook receiver answers an unknown endpoint with 404 by design; a body over its limit
      // shows that the route is there (413).
      const res =
        route.id === 'receiveWebhook'
          ? await api(route.path.replace('{id}', 'x'), { method: 'POST', body: 'x'.repeat(70 * 1024) })
          : await api(route.path.replace(/\{\w+\}/g, 'x'), { method: route.method });
      expect({ route: route.id, found: res.status !== 404 }).toEqual({ route: route.id, found: true });
    }
    expect((await api('/api/no-such-route')).status).toBe(404);
  });

  it('creates every table of the shared declaration with its keys and indexes', async () => {
    const { tableNames } = localStack();
    const aws = localAws();
    const client = aws.dynamodb;
    for (const key of tableKeys) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableNames[key] }));
      const def = tables[key];
      expect(Table?.KeySchema?.find((k) => k.KeyType === 'HASH')?.AttributeName).toBe(def.partitionKey.name);
      expect((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName).sort()).toEqual(
        def.globalIndexes.map((g) => g.indexName).sort(),
      );
    }
    aws.destroy();
  });

  it('answers from the handler as bundled for Lambda (credentials from the environment only)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-bundle-'));
    try {
      await build({
        ...lambdaBuildOptions({ entry: 'lambdas/get-health.ts', outdir: dir, target: 'node20' }),
        logLevel: 'silent',
      });
      const outfile = path.join(dir, 'index.mjs');
      // Its own origin-verify secret, as the deployment creates one; the function is given its ARN.
      const secretArn = await createSecret(`taxfirm/local/bundle-test-${Date.now()}`, {
        current: 'bundle-test',
        previous: 'none',
      });
      const probe = path.join(dir, 'probe.mjs');
      writeFileSync(
        probe,
        `const { handler } = await import(${JSON.stringify(outfile)});
         const res = await handler({ rawPath: '/api/health', headers: { 'x-origin-verify': 'bundle-test' }, requestContext: { http: { method: 'GET' } } });
         console.log(JSON.stringify(res));`,
      );
      // The same variables a deployed function gets; no profile, SSO or metadata service.
      const out = execFileSync(process.execPath, [probe], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          ...awsEnvironment(),
          [secretDeclarations.originVerify.envVar]: secretArn,
        },
      });
      const res = JSON.parse(out) as { statusCode: number; body: string };
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body) as PublicHealth).toEqual({ status: 'up' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function awsEnvironment() {
  const stack = localStack();
  return {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamodbEndpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.cognitoEndpoint,
    AWS_ENDPOINT_URL_SESV2: stack.mailboxUrl,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: stack.secretsEndpoint,
    USER_POOL_ID: stack.userPoolId,
    ...Object.fromEntries(tableKeys.map((k) => [tables[k].envVar, stack.tableNames[k]])),
  };
}

/** Creates a secret in the local stack's Secrets Manager, as a deployment would; answers its ARN. */
async function createSecret(name: string, value: Record<string, string>): Promise<string> {
  // Signed with the local stack's credentials, as any local call is.
  process.env.AWS_REGION ??= 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const client = new AwsRestClient({
    serviceId: 'Secrets Manager (test)',
    signingName: 'secretsmanager',
    endpointVariable: 'TEST_SECRETS_ENDPOINT',
    awsEndpoint: () => localStack().secretsEndpoint,
    maxAttempts: 1,
  });
  const created = await client.json<{ ARN: string }>(
    'CreateSecret',
    { Name: name, SecretString: JSON.stringify(value) },
    { target: 'secretsmanager' },
  );
  return created.ARN;
}
