import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  api,
  cognitoCall,
  localAws,
  localStack,
  nextTotpCode,
  rememberTotpSecret,
  signIn,
} from './local-stack';
import { createUser } from './users';

/** Signs in with the password only: Cognito's first answer (tokens, or the code challenge). */
const passwordStep = (email: string, password: string) =>
  cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: localStack().clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

const answerCode = (email: string, session: unknown, code: string) =>
  cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: localStack().clientId,
    Session: session,
    ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
  });

const profileOf = async (sub: string) => {
  const aws = localAws();
  const { Item } = await aws.documents.send(
    new GetCommand({ TableName: localStack().tableNames.dashboardUsers, Key: { sub } }),
  );
  aws.destroy();
  return Item as Record<string, unknown>;
};

describe('two-factor sign-in (Cognito TOTP, as the local proxy enforces it)', () => {
  it('asks an enrolled admin for a code after the password, and refuses a wrong one', async () => {
    const admin = await createUser({ group: 'admin', active: true });
    const first = await passwordStep(admin.email, admin.password);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(first.json.AuthenticationResult).toBeUndefined();
    const wrong = await answerCode(admin.email, first.json.Session, '000000');
    expect(wrong.json).toMatchObject({
      __type: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
    const right = await answerCode(admin.email, first.json.Session, await nextTotpCode(admin.email));
    expect(right.status).toBe(200);
    expect(right.json).toHaveProperty('AuthenticationResult.AccessToken');
  });

  it('refuses a code used once already, and an answer without a live session', async () => {
    const admin = await createUser({ group: 'admin', active: true });
    const code = await nextTotpCode(admin.email);
    const first = await passwordStep(admin.email, admin.password);
    expect((await answerCode(admin.email, first.json.Session, code)).status).toBe(200);
    const again = await passwordStep(admin.email, admin.password);
    expect((await answerCode(admin.email, again.json.Session, code)).json).toMatchObject({
      __type: 'ExpiredCodeException',
      message: 'Your software token has already been used once.',
    });
    const forged = await answerCode(
      admin.email,
      'a-session-cognito-never-issued-00000',
      await nextTotpCode(admin.email),
    );
    expect(forged.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('takes only an answer to the challenge given, for its user: no other challenge, no other name', async () => {
    const [admin, other] = await Promise.all([
      createUser({ group: 'admin', active: true }),
      createUser({ group: 'admin', active: true }),
    ]);
    const first = await passwordStep(admin.email, admin.password);
    // cognito-local would issue tokens for an SMS "answer" with no code, or a first password.
    for (const ChallengeName of ['SMS_MFA', 'NEW_PASSWORD_REQUIRED', 'SELECT_MFA_TYPE']) {
      const forged = await cognitoCall('RespondToAuthChallenge', {
        ChallengeName,
        ClientId: localStack().clientId,
        Session: first.json.Session,
        ChallengeResponses: {
          USERNAME: admin.email,
          NEW_PASSWORD: 'a password of my choosing',
          ANSWER: 'SMS_MFA',
        },
      });
      expect(forged.json).toMatchObject({ __type: 'NotAuthorizedException' });
      expect(forged.json.AuthenticationResult).toBeUndefined();
    }
    // The session belongs to `admin`: it cannot sign `other` in, even with other's right code.
    const swapped = await answerCode(other.email, first.json.Session, await nextTotpCode(other.email));
    expect(swapped.json).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('accepts one code once even when two answers carry it at the same moment', async () => {
    const admin = await createUser({ group: 'admin', active: true });
    const [a, b] = await Promise.all([
      passwordStep(admin.email, admin.password),
      passwordStep(admin.email, admin.password),
    ]);
    const code = await nextTotpCode(admin.email);
    const answers = await Promise.all([
      answerCode(admin.email, a.json.Session, code),
      answerCode(admin.email, b.json.Session, code),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
  });

  it("refuses an invited account's first-password step without its temporary password", async () => {
    const invited = await createUser({ group: 'client', active: true, temporary: true });
    const guessed = await passwordStep(invited.email, 'not-the-temporary-one');
    expect(guessed.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await passwordStep(invited.email, invited.password)).json).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
  });

  it('refuses admin routes to an admin token without a second factor, and lets it enrol', async () => {
    const admin = await createUser({ group: 'admin', active: true, mfa: false });
    const { AccessToken } = await signIn(admin.email, admin.password);
    const refused = await api('/api/leads?limit=1', { token: AccessToken });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ details: { code: 'mfa_required' } });
    // Saying it is set up is not enough: the server asks Cognito.
    const early = await api('/api/me/mfa', { method: 'POST', token: AccessToken });
    expect(early.status).toBe(409);
    // Enrol through the proxy, as the browser does.
    const { json: associated } = await cognitoCall('AssociateSoftwareToken', { AccessToken });
    const secret = String(associated.SecretCode);
    rememberTotpSecret(admin.email, secret);
    const badSetup = await cognitoCall('VerifySoftwareToken', { AccessToken, UserCode: '123456' });
    expect(badSetup.json).toMatchObject({ __type: 'EnableSoftwareTokenMFAException' });
    const verified = await cognitoCall('VerifySoftwareToken', {
      AccessToken,
      UserCode: await nextTotpCode(admin.email),
    });
    expect(verified.status).toBe(200);
    await cognitoCall('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    await new Promise((r) => setTimeout(r, 1000)); // a later second than the token's
    const confirmed = await api('/api/me/mfa', { method: 'POST', token: AccessToken });
    expect(confirmed.status).toBe(200);
    expect((await profileOf(admin.sub)).mfa_enrolled_at).toEqual(expect.any(String));
    // The session that began without the code is over; a new one with the code reaches admin routes.
    expect((await api('/api/leads?limit=1', { token: AccessToken })).status).toBe(401);
    const withCode = await signIn(admin.email, admin.password);
    expect((await api('/api/leads?limit=1', { token: withCode.AccessToken })).status).toBe(200);
  });

  it('a client may turn two-factor sign-in on and off; an admin may not turn theirs off', async () => {
    const client = await createUser({ group: 'client', active: true, mfa: true });
    const { AccessToken } = await signIn(client.email, client.password);
    const off = await api('/api/me/mfa', { method: 'DELETE', token: AccessToken });
    expect(off.status).toBe(200);
    expect((await profileOf(client.sub)).mfa_enrolled_at).toBeUndefined();
    // Without a second factor, the password alone signs the client in.
    expect((await passwordStep(client.email, client.password)).json).toHaveProperty(
      'AuthenticationResult.AccessToken',
    );
    const admin = await createUser({ group: 'admin', active: true });
    const adminToken = (await signIn(admin.email, admin.password)).AccessToken;
    expect((await api('/api/me/mfa', { method: 'DELETE', token: adminToken })).status).toBe(409);
  });

  it("another admin resets a colleague's lost device: recorded, sessions ended, enrolment again", async () => {
    const [resetter, colleague] = await Promise.all([
      createUser({ group: 'admin', active: true, fullName: 'Resetting Admin' }),
      createUser({ group: 'admin', active: true, fullName: 'Lost Device' }),
    ]);
    const resetterToken = (await signIn(resetter.email, resetter.password)).AccessToken;
    const colleagueToken = (await signIn(colleague.email, colleague.password)).AccessToken;
    // A real time window: a later second than the tokens' issue time, which revocation compares.
    await new Promise((r) => setTimeout(r, 1000));
    const self = await api(`/api/admin/staff/${resetter.sub}/mfa-reset`, {
      method: 'POST',
      token: resetterToken,
    });
    expect(self.status).toBe(409);
    const reset = await api(`/api/admin/staff/${colleague.sub}/mfa-reset`, {
      method: 'POST',
      token: resetterToken,
    });
    expect(reset.status).toBe(200);
    const { member } = (await reset.json()) as { member: Record<string, unknown> };
    expect(member.mfa_enrolled_at).toBeUndefined();
    expect(member.lastEvent).toMatchObject({ action: 'mfa.reset', actor: { sub: resetter.sub } });
    // The colleague's old session is over, and their next sign-in has no code step (set up again).
    expect((await api('/api/me', { token: colleagueToken })).status).toBe(401);
    const next = await passwordStep(colleague.email, colleague.password);
    expect(next.json).toHaveProperty('AuthenticationResult.AccessToken');
    const staff = await api('/api/admin/staff', { token: resetterToken });
    const listed = ((await staff.json()) as { staff: { sub: string }[] }).staff.map((s) => s.sub);
    expect(listed).toEqual(expect.arrayContaining([resetter.sub, colleague.sub]));
  });
});

describe('sessions end when they should', () => {
  it('ends every session of a user who asks (after a password change): API and refresh refused', async () => {
    const client = await createUser({ group: 'client', active: true });
    const tokens = await signIn(client.email, client.password);
    // At once, as people do: a token of the same second as the sign-out is refused all the same.
    const ended = await api('/api/me/sessions/end', { method: 'POST', token: tokens.AccessToken });
    expect(ended.status).toBe(200);
    expect((await api('/api/me', { token: tokens.AccessToken })).status).toBe(401);
    const refreshed = await cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: localStack().clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    // A new sign-in works, at once too (Cognito ends sessions, not seconds).
    const again = await signIn(client.email, client.password);
    expect((await api('/api/me', { token: again.AccessToken })).status).toBe(200);
  });

  it("refuses a deactivated client's existing session at once, and its refresh token", async () => {
    const admin = await createUser({ group: 'admin', active: true });
    const client = await createUser({ group: 'client', active: true });
    const adminToken = (await signIn(admin.email, admin.password)).AccessToken;
    const clientTokens = await signIn(client.email, client.password);
    expect((await api('/api/me', { token: clientTokens.AccessToken })).status).toBe(200);
    const off = await api(`/api/clients/${client.sub}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ is_active: false }),
      token: adminToken,
    });
    expect(off.status).toBe(200);
    expect((await api('/api/me', { token: clientTokens.AccessToken })).status).toBe(403);
    const refreshed = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: localStack().clientId,
      RefreshToken: clientTokens.RefreshToken,
    });
    expect(refreshed.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    // Reactivated: the sessions that began before the deactivation stay ended; a new sign-in works.
    const on = await api(`/api/clients/${client.sub}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ is_active: true }),
      token: adminToken,
    });
    expect(on.status).toBe(200);
    expect((await api('/api/me', { token: clientTokens.AccessToken })).status).toBe(401);
    const again = await signIn(client.email, client.password);
    expect((await api('/api/me', { token: again.AccessToken })).status).toBe(200);
  });

  it('GlobalSignOut from the browser revokes the access token for Cognito too', async () => {
    const client = await createUser({ group: 'client', active: true });
    const { AccessToken } = await signIn(client.email, client.password);
    expect((await cognitoCall('GlobalSignOut', { AccessToken })).status).toBe(200);
    expect((await cognitoCall('GetUser', { AccessToken })).json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });
});

describe('sign-in attempts are limited (Cognito lockout)', () => {
  it('20 wrong passwords lock the account with a growing delay; the right one waits too', async () => {
    const client = await createUser({ group: 'client', active: true });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push(String((await passwordStep(client.email, 'not-the-password')).json.message));
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
    expect(answers.filter((m) => m === 'Password attempts exceeded').length).toBeGreaterThanOrEqual(14);
    // Locked: even the right password is refused for now, with the same words.
    expect((await passwordStep(client.email, client.password)).json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    // Another account is not affected.
    const other = await createUser({ group: 'client', active: true });
    expect((await passwordStep(other.email, other.password)).status).toBe(200);
  });

  it('an unknown account is locked the same way (existence is not revealed)', async () => {
    const messages: string[] = [];
    const nobody = `nobody-${crypto.randomUUID()}@example.in`;
    for (let i = 0; i < 7; i++) {
      messages.push(String((await passwordStep(nobody, 'not-a-password')).json.message));
    }
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
    expect(messages.at(-1)).toBe('Password attempts exceeded');
  });
});
