import type { AddressInfo } from 'node:net';
import { installLocalRuntime, localArns, localSecretName } from '../../infra/local/lambda-runtime';
import { createLocalSecrets } from '../../infra/local/secrets-local';
import {
  forgetSecrets,
  readSecret,
  saveSecret,
  SecretRefusedError,
  secretStatus,
} from '../../lambdas/data/secrets';
import { AwsRestClient } from '../../lambdas/runtime/aws-rest';
import { secretDeclarations } from '../../shared/secrets';
import { testDeploymentRefs } from './local-refs';

/**
 * Secrets Manager's stand-in and the one module that reads and writes secrets: a function reads a
 * secret only when its declaration grants it (every route reads the origin-verify value; a stream
 * handler reads none), and the stand-in refuses what Secrets Manager refuses.
 */
const runtime = installLocalRuntime(testDeploymentRefs);
const secrets = createLocalSecrets(localArns.secretArn);
const name = localSecretName('originVerify');
const arn = localArns.secretArn(name);

/** A raw call to the stand-in, signed as any function's would be, outside any function's IAM. */
const raw = new AwsRestClient({
  serviceId: 'Secrets Manager raw',
  signingName: 'secretsmanager',
  endpointVariable: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  awsEndpoint: () => 'http://unused',
  maxAttempts: 1,
});
const rawCall = (operation: string, input: Record<string, unknown>) =>
  raw.json(operation, input, { target: 'secretsmanager' });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: Error) => `${e.name}: ${e.message}`,
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => secrets.server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(secrets.server.address() as AddressInfo).port}`,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
});
beforeEach(() => {
  secrets.create(name, { current: 'value-one', previous: 'none' });
  forgetSecrets();
});
afterAll(() => new Promise((resolve) => secrets.server.close(resolve)));

describe('a function and its secrets', () => {
  it('a route reads the origin-verify secret by the ARN it is given, once per container', async () => {
    const before = secrets.reads();
    const value = await runtime.invoke('getHealth', () => readSecret('originVerify'));
    expect(value).toEqual({ current: 'value-one', previous: 'none' });
    await runtime.invoke('getHealth', () => readSecret('originVerify'));
    expect(secrets.reads() - before).toBe(1);
  });

  it('a function whose declaration names no secret is refused by IAM, before the service', async () => {
    const before = secrets.reads();
    expect(await refusal(runtime.invoke('leadsStream', () => readSecret('originVerify')))).toMatch(
      /SecretUnavailableError: The secret originVerify is unavailable: this function is not given it/,
    );
    // Even with the ARN in hand (a call of its own): no statement allows it.
    const own = new AwsRestClient({
      serviceId: 'Secrets Manager',
      signingName: 'secretsmanager',
      endpointVariable: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
      awsEndpoint: () => 'http://unused',
    });
    expect(
      await refusal(
        runtime.invoke('leadsStream', () =>
          own.json('GetSecretValue', { SecretId: arn }, { target: 'secretsmanager' }),
        ),
      ),
    ).toMatch(/AccessDeniedException: .* secretsmanager:GetSecretValue/);
    expect(runtime.denials().at(-1)).toMatchObject({
      function: 'leadsStream',
      action: 'secretsmanager:GetSecretValue',
      resource: arn,
    });
    expect(secrets.reads()).toBe(before);
  });

  it('a route may read but not write it: writing needs a write grant', async () => {
    expect(
      await refusal(
        runtime.invoke('getHealth', () =>
          saveSecret('originVerify', { current: 'x'.repeat(40), previous: 'none' }),
        ),
      ),
    ).toMatch(/AccessDeniedException: .* secretsmanager:PutSecretValue/);
    expect(await runtime.invoke('getHealth', () => readSecret('originVerify'))).toEqual({
      current: 'value-one',
      previous: 'none',
    });
  });

  it('says whether a secret is set and since when, never its value', async () => {
    process.env[secretDeclarations.originVerify.envVar] = arn;
    try {
      const status = await secretStatus('originVerify');
      expect(status).toEqual({ set: true, changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      expect(JSON.stringify(status)).not.toContain('value-one');
      const saved = await saveSecret('originVerify', { current: 'value-two', previous: 'value-one' });
      expect(saved.set).toBe(true);
      expect(await readSecret('originVerify')).toEqual({ current: 'value-two', previous: 'value-one' });
      // A value that is not the declared fields is refused before it is sent, naming the fields.
      await expect(
        saveSecret('originVerify', { current: 'only' } as { current: string; previous: string }),
      ).rejects.toThrow(
        new SecretRefusedError('originVerify', 'it takes exactly current, previous (check previous)'),
      );
    } finally {
      delete process.env[secretDeclarations.originVerify.envVar];
    }
  });
});

describe('what Secrets Manager refuses, the stand-in refuses', () => {
  it('a secret that does not exist, by name or by ARN', async () => {
    for (const id of ['taxfirm/local/no-such-secret', localArns.secretArn('taxfirm/local/no-such')]) {
      expect(await refusal(rawCall('GetSecretValue', { SecretId: id }))).toBe(
        "ResourceNotFoundException: Secrets Manager can't find the specified secret.",
      );
    }
    expect(await refusal(rawCall('PutSecretValue', { SecretId: 'nope', SecretString: '{}' }))).toMatch(
      /^ResourceNotFoundException/,
    );
  });

  it('a value over 65,536 bytes, or none, or two kinds at once', async () => {
    expect(
      await refusal(rawCall('PutSecretValue', { SecretId: name, SecretString: 'x'.repeat(65_537) })),
    ).toMatch(/^ValidationException: .*less than or equal to 65536/);
    expect(
      await refusal(rawCall('PutSecretValue', { SecretId: name, SecretString: 'x'.repeat(65_536) })),
    ).toBe('accepted');
    expect(await refusal(rawCall('PutSecretValue', { SecretId: name }))).toMatch(
      /^InvalidParameterException/,
    );
    expect(
      await refusal(rawCall('PutSecretValue', { SecretId: name, SecretString: 'a', SecretBinary: 'YQ==' })),
    ).toMatch(/^InvalidParameterException/);
  });

  it('a name that exists already, and an unsigned call', async () => {
    expect(await refusal(rawCall('CreateSecret', { Name: name, SecretString: '{}' }))).toMatch(
      /^ResourceExistsException/,
    );
    const res = await fetch(process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER!, {
      method: 'POST',
      headers: { 'x-amz-target': 'secretsmanager.GetSecretValue' },
      body: JSON.stringify({ SecretId: name }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe('MissingAuthenticationTokenException');
  });
});
