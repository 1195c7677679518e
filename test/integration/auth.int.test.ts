import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { demoAccounts } from '../../infra/local/demo-data';
import { api, cognitoCall, localAws, localStack, signIn } from './local-stack';

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
