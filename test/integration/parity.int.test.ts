import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GroupExistsException,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { seed } from '../../infra/local/provision';
import { apiRoutes } from '../../shared/api-routes';
import { api, localStack } from './local-stack';
import { control } from './records';
import { createSignedInUser, createUser } from './users';

/**
 * Where the local stand-ins could be more lenient than AWS: malformed paths, throttling, the
 * origin-verify header CloudFront adds, and IAM. Each refusal AWS would make happens here too.
 */

describe('malformed requests', () => {
  it.each(['/api/inquiries/%E0%A4%A', '/api/webhooks/%ZZ/secret', '/api/leads/%'])(
    '%s answers 400 and the stack keeps serving',
    async (path) => {
      const method = path.endsWith('/secret') ? 'POST' : path.startsWith('/api/leads') ? 'PATCH' : 'GET';
      const res = await api(path, { method });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Bad Request' });
      expect((await api('/api/health')).status).toBe(200);
    },
  );
});

describe('the API without CloudFront', () => {
  it.each(apiRoutes.filter((r) => r.access === 'public').map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s without the origin-verify header',
    async (_name, route) => {
      const res = await fetch(`${localStack().apiGatewayUrl}${route.path.replace('{id}', 'x')}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    },
  );

  it('refuses a guessed header value', async () => {
    const res = await fetch(`${localStack().apiGatewayUrl}/api/health`, {
      headers: { 'x-origin-verify': 'guess' },
    });
    expect(res.status).toBe(403);
  });
});

describe('throttling', () => {
  it('answers 429 past a route’s burst, as API Gateway does, and serves again after', async () => {
    const route = apiRoutes.find((r) => r.id === 'getHealth')!;
    const burst = route.throttle.burstLimit;
    const once = () => fetch(`${localStack().apiUrl}/api/health`);
    const answers = await Promise.all(Array.from({ length: burst * 3 }, once));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(burst);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(burst + 2);
    const refused = answers.find((a) => a.status === 429)!;
    expect(await refused.json()).toEqual({ message: 'Too Many Requests' });
    // A real time window: the throttle's bucket refills at its rate, a burst's worth within a second.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await once()).status).toBe(200);
  });
});

describe('IAM', () => {
  afterEach(async () => {
    await control('/iam/reset', { method: 'POST' });
  });

  it('fails a handler with AccessDenied once its grant is taken away, and serves again when restored', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    expect((await api('/api/settings', { token: admin })).status).toBe(200);

    const detached = await control('/iam/detach?function=getSettings&table=settings', { method: 'POST' });
    expect(detached.status).toBe(204);
    const res = await api('/api/settings', { token: admin });
    expect(res.status).toBe(500);
    const denials = (await (await control('/iam/denials', { method: 'GET' })).json()) as {
      function: string;
      action: string;
      resource: string;
    }[];
    expect(denials).toContainEqual(
      expect.objectContaining({
        function: 'getSettings',
        action: 'dynamodb:GetItem',
        resource: expect.stringMatching(/^arn:aws:dynamodb:[\w-]+:\d{12}:table\/.*Settings$/) as unknown,
      }),
    );

    await control('/iam/reset', { method: 'POST' });
    expect((await api('/api/settings', { token: admin })).status).toBe(200);
  });
});

describe('Cognito groups across restarts', () => {
  const cognito = () =>
    new CognitoIdentityProviderClient({
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      endpoint: localStack().cognitoServerEndpoint,
    });

  it('refuses to create a group that exists, as Cognito does (cognito-local would empty it)', async () => {
    const client = cognito();
    await expect(
      client.send(new CreateGroupCommand({ UserPoolId: localStack().userPoolId, GroupName: 'client' })),
    ).rejects.toBeInstanceOf(GroupExistsException);
    client.destroy();
  });

  it('keeps invited clients and extra staff in their groups when a start seeds the stack again', async () => {
    const invited = await createUser({ group: 'client', active: true });
    const staff = await createUser({ group: 'admin', active: true });
    // What every start of the stack runs, against the endpoint it runs it on.
    await seed(localStack().dynamodbEndpoint, localStack().cognitoServerEndpoint);
    const client = cognito();
    for (const [user, group] of [
      [invited, 'client'],
      [staff, 'admin'],
    ] as const) {
      const { Users } = await client.send(
        new ListUsersInGroupCommand({ UserPoolId: localStack().userPoolId, GroupName: group }),
      );
      const emails = (Users ?? []).map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value);
      expect(emails).toContain(user.email);
    }
    client.destroy();
  });
});
