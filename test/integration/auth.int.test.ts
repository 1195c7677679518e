import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CognitoGuard } from '../../infra/local/cognito-guard';
import { createCognitoProxy } from '../../infra/local/cognito-local';
import { demoAccounts } from '../../infra/local/demo-data';
import { api, cognitoCall, localAws, localStack, signIn } from './local-stack';
import { createSignedInUser, createUser } from './users';

const admin = demoAccounts.find((a) => a.role === 'admin')!;
const client = demoAccounts.find((a) => a.role === 'client')!;

describe('sign-in to local Cognito and the local API', () => {
  it('accepts the demo admin token and returns the admin profile', async () => {
    const tokens = await signIn(admin.email, admin.password);
    const res = await api('/api/me', { token: tokens.AccessToken });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { profile: { email: string; role: string }; groups: string[] };
    expect(body.profile).toMatchObject({ email: admin.email, role: 'admin' });
    expect(body.groups).toEqual(['admin']);
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await api('/api/me')).status).toBe(401);
    const tokens = await signIn(client.email, client.password);
    const [h, p] = tokens.AccessToken.split('.');
    const forged = `${h}.${p}.${Buffer.from('not-the-signature').toString('base64url')}`;
    expect((await api('/api/me', { token: forged })).status).toBe(401);
  });

  it('reports a wrong password the way Cognito does, without revealing whether the user exists', async () => {
    const wrong = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: localStack().clientId,
      AuthParameters: { USERNAME: admin.email, PASSWORD: 'not-the-password' },
    });
    const unknown = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: localStack().clientId,
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'whatever-password' },
    });
    expect(wrong.json.__type).toBe('NotAuthorizedException');
    expect(unknown.json.__type).toBe('NotAuthorizedException');
  });

  it('refreshes tokens through GetTokensFromRefreshToken, as Amplify does', async () => {
    const tokens = await signIn(client.email, client.password);
    const refreshed = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: localStack().clientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    const access = (refreshed.json.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await api('/api/me', { token: access })).status).toBe(200);
  });

  it('refuses an inactive profile with 403 even though its token is still valid', async () => {
    const tokens = await signIn(client.email, client.password);
    const me = (await (await api('/api/me', { token: tokens.AccessToken })).json()) as {
      profile: { sub: string };
    };
    const { tableNames } = localStack();
    const aws = localAws();
    const docs = aws.documents;
    const setActive = (active: boolean) =>
      docs.send(
        new UpdateCommand({
          TableName: tableNames.dashboardUsers,
          Key: { sub: me.profile.sub },
          UpdateExpression: 'SET is_active = :a',
          ExpressionAttributeValues: { ':a': active },
        }),
      );
    await setActive(false);
    try {
      const res = await api('/api/me', { token: tokens.AccessToken });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/inactive/);
    } finally {
      await setActive(true);
      aws.destroy();
    }
  });
});

describe('roles: the token’s group and the stored profile’s role must agree', () => {
  const adminPaths = ['/api/webhooks', '/api/leads', '/api/clients', '/api/settings', '/api/admin/overview'];

  it('refuses the admin routes to a client added to the admin group in Cognito directly', async () => {
    const user = await createUser({ group: 'client', active: true });
    const aws = localAws();
    await aws.cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: localStack().userPoolId,
        Username: user.email,
        GroupName: 'admin',
      }),
    );
    aws.destroy();
    const token = (await signIn(user.email, user.password)).AccessToken;
    const me = (await (await api('/api/me', { token })).json()) as { groups: string[] };
    expect(me.groups).toEqual(expect.arrayContaining(['admin', 'client']));
    for (const path of adminPaths) expect([path, (await api(path, { token })).status]).toEqual([path, 403]);
    // Where both roles may call, it acts as the client it is: its own requests, not the firm's.
    const requests = await api('/api/requests', { token });
    expect(requests.status).toBe(200);
    expect(((await requests.json()) as { requests: unknown[] }).requests).toEqual([]);
    expect((await api('/api/portal/summary', { token })).status).toBe(200);
  });

  it('refuses a profile whose role the token’s groups do not carry', async () => {
    const token = await createSignedInUser({ group: 'client', role: 'admin', active: true });
    for (const path of [
      '/api/me',
      '/api/requests',
      '/api/notifications',
      '/api/portal/summary',
      ...adminPaths,
    ]) {
      expect([path, (await api(path, { token })).status]).toEqual([path, 403]);
    }
  });
});

describe('the local Cognito proxy refuses what Cognito refuses', () => {
  const { userPoolId } = localStack();
  const serverSideTargets = [
    'AdminAddUserToGroup',
    'AdminRemoveUserFromGroup',
    'AdminCreateUser',
    'AdminDeleteUser',
    'AdminSetUserPassword',
    'AdminEnableUser',
    'AdminDisableUser',
    'AdminGetUser',
    'AdminUpdateUserAttributes',
    'AdminInitiateAuth',
    'AdminListGroupsForUser',
    'ListUsers',
    'ListGroups',
    'CreateGroup',
    'DescribeUserPool',
    'ListUserPools',
    'DescribeUserPoolClient',
    'CreateUserPoolClient',
  ];

  it.each(serverSideTargets)('answers %s without credentials as AWS does', async (target) => {
    const res = await cognitoCall(target, {
      UserPoolId: userPoolId,
      Username: client.email,
      GroupName: 'admin',
    });
    expect(res.status).toBe(400);
    expect(res.json.__type).toBe('MissingAuthenticationTokenException');
  });

  it('does not let the browser put a client in the admin group', async () => {
    const user = await createUser({ group: 'client', active: true });
    const res = await cognitoCall('AdminAddUserToGroup', {
      UserPoolId: userPoolId,
      Username: user.email,
      GroupName: 'admin',
    });
    expect(res.status).toBe(400);
    const { AccessToken } = await signIn(user.email, user.password);
    const claims = JSON.parse(Buffer.from(AccessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
      'cognito:groups'?: string[];
    };
    expect(claims['cognito:groups']).toEqual(['client']);
  });

  it('refuses a signed admin call too: the local keys are not AWS credentials', async () => {
    const sdk = new CognitoIdentityProviderClient({
      endpoint: localStack().cognitoProxyUrl,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await expect(
      sdk.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: client.email })),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    sdk.destroy();
  });

  it('refuses SignUp, as a user pool without self sign-up does', async () => {
    const res = await cognitoCall('SignUp', {
      ClientId: localStack().clientId,
      Username: `self-${crypto.randomUUID()}@example.in`,
      Password: 'a-long-enough-password',
    });
    expect(res.status).toBe(400);
    expect(res.json.__type).toBe('NotAuthorizedException');
  });

  const preflight = (url: string, origin: string) =>
    fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
  const foreignOrigins = [
    'https://evil.example',
    'http://evil.example',
    'null',
    'http://127.0.0.1.evil.example:3000',
    'https://127.0.0.1:3000',
  ];

  it('never answers CORS for a foreign origin', async () => {
    const url = localStack().cognitoProxyUrl;
    for (const origin of foreignOrigins) {
      const res = await preflight(url, origin);
      expect([origin, res.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
    }
    const post = await fetch(url, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: localStack().clientId,
        AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
      }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(await post.text()).not.toContain('AccessToken');
  });

  /** A proxy of our own in front of the stack's cognito-local, to try its CORS options. */
  async function withProxy(options: { allowedOrigins?: string[] }, run: (url: string) => Promise<void>) {
    const stack = localStack();
    const server = createCognitoProxy(stack.cognitoEndpoint, {
      workDir: '/nonexistent',
      sendMail: async () => undefined,
      guard: new CognitoGuard(path.join(os.tmpdir(), `guard-${randomUUID()}.json`), {
        issuer: `${stack.cognitoEndpoint}/${stack.userPoolId}`,
        clientId: stack.clientId,
      }),
      ...options,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }

  it('allows only the site origins it is given, and loopback http origins by default', async () => {
    await withProxy({ allowedOrigins: ['http://127.0.0.1:4321'] }, async (url) => {
      const res = await preflight(url, 'http://127.0.0.1:4321');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
      expect(res.headers.get('vary')).toMatch(/origin/i);
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4322', ...foreignOrigins]) {
        expect([origin, (await preflight(url, origin)).headers.get('access-control-allow-origin')]).toEqual([
          origin,
          null,
        ]);
      }
    });
    await withProxy({}, async (url) => {
      for (const origin of ['http://127.0.0.1:3000', 'http://localhost:5173', 'http://localhost']) {
        expect((await preflight(url, origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      for (const origin of foreignOrigins) {
        expect([origin, (await preflight(url, origin)).headers.get('access-control-allow-origin')]).toEqual([
          origin,
          null,
        ]);
      }
    });
  });

  it('masks the reset code’s destination alike for existing and unknown accounts', async () => {
    const user = await createUser({ group: 'client', active: true });
    const unknown = `nobody-${crypto.randomUUID()}@example.in`;
    const forgot = (Username: string) =>
      cognitoCall('ForgotPassword', { ClientId: localStack().clientId, Username });
    const [known, missing] = await Promise.all([forgot(user.email), forgot(unknown)]);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    // Cognito's format: the first character of each part, then ***.
    expect(known.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@e***' },
    });
    expect(missing.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' },
    });
  });

  it('says an account is disabled only to someone who knows its password', async () => {
    const user = await createUser({ group: 'client', active: true });
    const aws = localAws();
    await aws.cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    aws.destroy();
    const attempt = (PASSWORD: string) =>
      cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: localStack().clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD },
      });
    const wrong = await attempt('not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const right = await attempt(user.password);
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  });
});
