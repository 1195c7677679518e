import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authorize, parseGroups } from '../../lambdas/core/auth';
import { createHandler } from '../../lambdas/core/handler';
import { json } from '../../lambdas/core/http';
import type { ApiRoute } from '../../shared/api-routes';
import type { DashboardUser } from '../../shared/domain';

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

const event = (claims?: Record<string, string>) =>
  ({
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

describe('authorization in the handler', () => {
  it('reads groups in API Gateway’s flattened form and as an array', () => {
    expect(parseGroups('[admin client]')).toEqual(['admin', 'client']);
    expect(parseGroups(['client'])).toEqual(['client']);
    expect(parseGroups('[intruder]')).toEqual([]);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('lets anyone call a public route without loading a profile', async () => {
    const load = jest.fn();
    await expect(authorize(route('public'), event(), load)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses an anonymous caller with 401', async () => {
    await expect(authorize(route('admin'), event(), async () => profile())).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refuses the wrong group with 403', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[client]' };
    await expect(authorize(route('admin'), event(claims), async () => profile())).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('refuses an inactive or missing profile with 403', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[admin]' };
    await expect(
      authorize(route('admin'), event(claims), async () => profile({ is_active: false })),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(authorize(route('admin'), event(claims), async () => undefined)).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('admits the right group with an active profile', async () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[admin]' };
    await expect(authorize(route('admin'), event(claims), async () => profile())).resolves.toMatchObject({
      sub: 'user-1',
      groups: ['admin'],
    });
    await expect(
      authorize(route('signed-in'), event({ sub: 'user-1' }), async () => profile()),
    ).resolves.toBeDefined();
  });

  it('answers an unexpected failure with a 500 that reveals nothing internal', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = createHandler(
      'getHealth',
      async () => {
        throw new Error('secret table name in message');
      },
      async () => undefined,
    );
    const res = await handler(event());
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret/);
    spy.mockRestore();
    expect(json(201, { a: 1 }).headers?.['cache-control']).toBe('no-store');
  });
});
