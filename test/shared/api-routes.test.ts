import { apiRoutes, findRoute, matchPath, routeTables } from '../../shared/api-routes';
import { existsSync } from 'node:fs';

describe('the API route table', () => {
  it('matches path parameters and nothing else', () => {
    expect(matchPath('/api/webhook/{id}', '/api/webhook/abc-123')).toEqual({ id: 'abc-123' });
    expect(matchPath('/api/webhook/{id}', '/api/webhook/abc/extra')).toBeNull();
    expect(matchPath('/api/health', '/api/healthz')).toBeNull();
    expect(matchPath('/api/health', '/api/health')).toEqual({});
  });

  it('grants every signed-in route the profile table, so inactive users can be refused', () => {
    expect(routeTables(findRoute('getMe')).dashboardUsers).toBe('read');
  });

  it('has unique ids and method+path pairs, and a handler file for each route', () => {
    expect(new Set(apiRoutes.map((r) => r.id)).size).toBe(apiRoutes.length);
    expect(new Set(apiRoutes.map((r) => `${r.method} ${r.path}`)).size).toBe(apiRoutes.length);
    for (const r of apiRoutes) expect(existsSync(`lambdas/${r.handler}.ts`)).toBe(true);
  });
});
