import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authorize, parseGroups, type Callers } from '../../lambdas/core/auth';
import { createHandler } from '../../lambdas/core/handler';
import { json } from '../../lambdas/core/http';
import { apiRoutes, type ApiRoute } from '../../shared/api-routes';
import type { DashboardUser } from '../../shared/domain';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';

const profile = (over: Partial<DashboardUser> = {}): DashboardUser => ({
  sub: 'user-1',
  email: 'a@example.in',
  role: 'admin',
  full_name: 'A',
  phone: '',
  company: '',
  is_active: true,
  ...over,
});

/** The value the edge sends on every request that came through it. */
const EDGE_VALUE = 'e'.repeat(48);
const event = (claims?: Record<string, string>) =>
  ({
    headers: { [ORIGIN_VERIFY_HEADER]: EDGE_VALUE },
    requestContext: { requestId: 'r', ...(claims ? { authorizer: { jwt: { claims } } } : {}) },
  }) as unknown as APIGatewayProxyEventV2;

const route = (access: ApiRoute['access']): ApiRoute => ({
  id: 't',
  method: 'GET',
  path: '/api/t',
  handler: 't',
  access,
  tables: {},
});

/** A route a staff account may call before it has a second factor (its own profile, say). */
const setUpRoute: ApiRoute = { ...route('signed-in'), beforeSecondFactor: true };
const enrolled = { mfa_enrolled_at: '2026-11-01T10:00:00.000Z' };
const afterEnrolment = String(Date.parse(enrolled.mfa_enrolled_at) / 1000 + 60);
const totpOn = async () => true;

/**
 * What an entry point hands authorization (use-cases/callers.ts in the handlers): the profile
 * loader and Cognito's answer on an admin's second factor, which a case that never asks leaves out.
 */
const callersOf = (
  loadProfile: Callers['loadProfile'],
  hasSecondFactor: Callers['hasSecondFactor'] = async () => {
    throw new Error('Cognito was asked about a second factor');
  },
): Callers => ({ loadProfile, hasSecondFactor, edgeValues: async () => [EDGE_VALUE] });

describe('authorization in the handler', () => {
  it('reads groups in API Gateway’s flattened form and as an array', () => {
    expect(parseGroups('[admin client]')).toEqual(['admin', 'client']);
    expect(parseGroups(['client'])).toEqual(['client']);
    expect(parseGroups('[intruder]')).toEqual([]);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('lets anyone call a public route without loading a profile', async () => {
    const load = jest.fn();
    await expect(authorize(route('public'), event(), callersOf(load))).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses an anonymous caller with 401', async () => {
    await expect(
      authorize(
        route('admin'),
        event(),
        callersOf(async () => profile()),
      ),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refuses the wrong group with 403', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[client]' };
    await expect(
      authorize(
        route('admin'),
        event(claims),
        callersOf(async () => profile()),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('refuses an inactive or missing profile with 403', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[admin]' };
    await expect(
      authorize(
        route('admin'),
        event(claims),
        callersOf(async () => profile({ is_active: false })),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      authorize(
        route('admin'),
        event(claims),
        callersOf(async () => undefined),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('admits the right group with an active profile of the same role', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[admin]', iat: afterEnrolment, jti: 'j-1' };
    await expect(
      authorize(
        route('admin'),
        event(claims),
        callersOf(async () => profile(enrolled), totpOn),
      ),
    ).resolves.toMatchObject({
      sub: 'user-1',
      groups: ['admin'],
      role: 'admin',
    });
    await expect(
      authorize(
        route('signed-in'),
        event({ ...claims, jti: 'j-1b' }),
        callersOf(async () => profile(enrolled), totpOn),
      ),
    ).resolves.toMatchObject({ role: 'admin' });
    const client = { sub: 'user-1', 'cognito:groups': '[client]' };
    await expect(
      authorize(
        route('client'),
        event(client),
        callersOf(async () => profile({ role: 'client' })),
      ),
    ).resolves.toMatchObject({ role: 'client' });
  });

  it('refuses a token group that the stored profile’s role does not confirm', async () => {
    // A client whose token carries the admin group (added to it in Cognito by mistake or by an
    // attacker) is still a client: the profile says so.
    const both = { sub: 'user-1', 'cognito:groups': '[admin client]' };
    const clientProfile = async () => profile({ role: 'client' });
    await expect(authorize(route('admin'), event(both), callersOf(clientProfile))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      authorize(
        route('admin'),
        event({ sub: 'user-1', 'cognito:groups': '[admin]' }),
        callersOf(clientProfile),
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    // And an admin profile is not enough without the admin group in the token.
    const clientGroup = { sub: 'user-1', 'cognito:groups': '[client]' };
    await expect(
      authorize(
        route('client'),
        event(clientGroup),
        callersOf(async () => profile()),
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      authorize(
        route('admin'),
        event(clientGroup),
        callersOf(async () => profile()),
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('on a signed-in route acts only as the role the token and the profile agree on', async () => {
    const both = { sub: 'user-1', 'cognito:groups': '[admin client]' };
    await expect(
      authorize(
        route('signed-in'),
        event(both),
        callersOf(async () => profile({ role: 'client' })),
      ),
    ).resolves.toMatchObject({ role: 'client' });
    await expect(
      authorize(
        setUpRoute,
        event(both),
        callersOf(async () => profile()),
      ),
    ).resolves.toMatchObject({
      role: 'admin',
    });
    // An admin profile with only the client group, or no group at all: no role both agree on.
    const disagreeing: Record<string, string>[] = [
      { sub: 'user-1', 'cognito:groups': '[client]' },
      { sub: 'user-1' },
    ];
    for (const claims of disagreeing) {
      await expect(
        authorize(
          route('signed-in'),
          event(claims),
          callersOf(async () => profile()),
        ),
      ).rejects.toMatchObject({
        statusCode: 403,
      });
    }
  });

  it('answers an unexpected failure with a 500 that reveals nothing internal', async () => {
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const handler = createHandler(
      'getHealth',
      callersOf(async () => undefined),
      async () => {
        throw new Error('secret table name in message');
      },
    );
    const res = await handler(event());
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret/);
    spy.mockRestore();
    expect(json(201, { a: 1 }).headers?.['cache-control']).toBe('no-store');
  });

  describe('admins need a second factor, and a session that began after it', () => {
    const admin = (claims: Record<string, string>) => ({
      sub: 'user-1',
      'cognito:groups': '[admin]',
      ...claims,
    });
    const refusal = { statusCode: 403, details: { code: 'mfa_required' } };

    it('refuses an admin whose profile records no authenticator', async () => {
      await expect(
        authorize(
          route('admin'),
          event(admin({ iat: afterEnrolment, jti: 'j-2' })),
          callersOf(async () => profile(), totpOn),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('refuses a token issued before the authenticator was set up (its sign-in had no code)', async () => {
      const before = String(Date.parse(enrolled.mfa_enrolled_at) / 1000 - 1);
      await expect(
        authorize(
          route('admin'),
          event(admin({ iat: before, jti: 'j-3' })),
          callersOf(async () => profile(enrolled), totpOn),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('refuses a session that began in the very second of the set-up (token times are whole seconds)', async () => {
      const sameSecond = String(Math.floor(Date.parse(enrolled.mfa_enrolled_at) / 1000));
      await expect(
        authorize(
          route('admin'),
          event(admin({ iat: sameSecond, jti: 'j-6' })),
          callersOf(async () => profile(enrolled), totpOn),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('judges a refreshed token by when its sign-in happened (auth_time), not when it was issued', async () => {
      const before = String(Date.parse(enrolled.mfa_enrolled_at) / 1000 - 600);
      await expect(
        authorize(
          route('admin'),
          event(admin({ auth_time: before, iat: afterEnrolment, jti: 'j-7' })),
          callersOf(async () => profile(enrolled), totpOn),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('refuses when Cognito no longer has TOTP on for the account', async () => {
      await expect(
        authorize(
          route('admin'),
          event(admin({ iat: afterEnrolment, jti: 'j-4' })),
          callersOf(
            async () => profile(enrolled),
            async () => false,
          ),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('asks Cognito once per token', async () => {
      const check = jest.fn(async () => true);
      const claims = admin({ iat: afterEnrolment, jti: 'j-5' });
      await authorize(
        route('admin'),
        event(claims),
        callersOf(async () => profile(enrolled), check),
      );
      await authorize(
        route('admin'),
        event(claims),
        callersOf(async () => profile(enrolled), check),
      );
      expect(check).toHaveBeenCalledTimes(1);
    });

    it('refuses an admin without one on signed-in routes too (client data, messages as the firm)', async () => {
      await expect(
        authorize(
          route('signed-in'),
          event(admin({ iat: afterEnrolment, jti: 'j-8' })),
          callersOf(async () => profile(), totpOn),
        ),
      ).rejects.toMatchObject(refusal);
      await expect(
        authorize(
          route('signed-in'),
          event(admin({ iat: afterEnrolment, jti: 'j-9' })),
          callersOf(
            async () => profile(enrolled),
            async () => false,
          ),
        ),
      ).rejects.toMatchObject(refusal);
    });

    it('lets an admin without one reach only the routes that set one up', async () => {
      const check = jest.fn(async () => false);
      await expect(
        authorize(
          setUpRoute,
          event(admin({ iat: afterEnrolment })),
          callersOf(async () => profile(), check),
        ),
      ).resolves.toMatchObject({ role: 'admin' });
      expect(check).not.toHaveBeenCalled();
      const setUp = apiRoutes.filter((r) => 'beforeSecondFactor' in r).map((r) => r.id);
      // Reading one's own profile, confirming a new authenticator, ending one's own sessions;
      // switching the factor off is not among them: that needs the factor.
      expect(setUp.sort()).toEqual(['confirmMfa', 'endSessions', 'getMe']);
    });

    it('does not ask clients for one', async () => {
      const check = jest.fn(async () => false);
      const client = { sub: 'user-1', 'cognito:groups': '[client]', iat: afterEnrolment };
      await expect(
        authorize(
          route('signed-in'),
          event(client),
          callersOf(async () => profile({ role: 'client' }), check),
        ),
      ).resolves.toMatchObject({ role: 'client' });
      expect(check).not.toHaveBeenCalled();
    });
  });

  it('refuses, with 401, a token issued before the account’s sessions were ended', async () => {
    const ended = Date.parse('2026-11-20T00:00:00Z') / 1000;
    const claims = { sub: 'user-1', 'cognito:groups': '[client]' };
    const client = profile({ role: 'client', sessions_valid_after: ended });
    await expect(
      authorize(
        route('client'),
        event({ ...claims, iat: String(ended - 1) }),
        callersOf(async () => client),
      ),
    ).rejects.toMatchObject({ statusCode: 401, message: 'Your session has ended. Sign in again.' });
    await expect(
      authorize(
        route('client'),
        event({ ...claims, iat: String(ended) }),
        callersOf(async () => client),
      ),
    ).resolves.toMatchObject({ role: 'client' });
  });
});

describe('ending sessions', () => {
  it('counts a token issued in the same second as the end as before it', async () => {
    const { firstSecondAfter } = await import('../../lambdas/domain/security');
    const end = new Date('2026-11-23T10:00:00.400Z');
    const after = firstSecondAfter(end);
    expect(after).toBe(Date.parse('2026-11-23T10:00:01Z') / 1000);
    const claims = { sub: 'user-1', 'cognito:groups': '[client]' };
    const client = profile({ role: 'client', sessions_valid_after: after });
    const sameSecond = String(Date.parse('2026-11-23T10:00:00Z') / 1000);
    await expect(
      authorize(
        route('client'),
        event({ ...claims, iat: sameSecond }),
        callersOf(async () => client),
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
