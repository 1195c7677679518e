import routes from '../../web/routes';
import { lintMessages } from '../lint-cases';
import { appShellPrefixes, dashboardHome, pagePaths, withQuery } from '../../shared/page-paths';

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every address the router serves, with `:id` for a parameter. */
function routerPaths(entries: RouteEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${base}/${entry.path}`.replace(/\/+/g, '/') : base;
    return [...(entry.path || entry.index ? [here || '/'] : []), ...routerPaths(entry.children ?? [], here)];
  });
}

/** Every path of the table, a record's page with `:id` in place of its id. */
function tablePaths(): string[] {
  const all: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') all.push(value);
    else if (typeof value === 'function') {
      const made = (value as (id: string) => string)(':id');
      if (made.startsWith('/')) all.push(decodeURIComponent(made));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pagePaths);
  return all.filter((p) => !p.includes('?'));
}

describe('the dashboard page paths', () => {
  it('name only pages the router serves', () => {
    const served = new Set(routerPaths(routes as RouteEntry[]));
    expect(tablePaths().filter((p) => !served.has(p))).toEqual([]);
    expect(tablePaths().length).toBeGreaterThan(15);
  });

  it('cover every dashboard page the router serves', () => {
    const table = new Set(tablePaths());
    const dashboards = routerPaths(routes as RouteEntry[]).filter((p) =>
      appShellPrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`)),
    );
    expect(dashboards.filter((p) => !table.has(p))).toEqual([]);
  });

  it('encode ids and queries, and leave out empty query values', () => {
    expect(pagePaths.client.request('a/b c')).toBe('/client-dashboard/requests/a%2Fb%20c');
    expect(withQuery(pagePaths.admin.leads, { status: 'new', q: 'a&b=c', empty: '', none: undefined })).toBe(
      '/admin-dashboard/leads?status=new&q=a%26b%3Dc',
    );
    expect(withQuery(pagePaths.admin.leads, {})).toBe('/admin-dashboard/leads');
    expect(pagePaths.loginWith('mfaOn')).toBe('/dashboard-login?notice=mfaOn');
    expect(dashboardHome('client')).toBe('/client-dashboard');
  });
});

describe('a dashboard path written outside the table', () => {
  const cases: [string, string, number][] = [
    ['web/routes/admin/leads.tsx', "export const a = '/admin-dashboard/leads';", 1],
    ['web/features/leads/x.tsx', 'export const a = (id: string) => `/client-dashboard/requests/${id}`;', 1],
    ['web/components/x.tsx', 'export const a = <a href="/dashboard-login">Log in</a>;', 1],
    ['infra/site/x.ts', "export const a = '/client-dashboard';", 1],
    ['lambdas/use-cases/requests.ts', "export const link = '/admin-dashboard/requests';", 1],
    ['lambdas/domain/x.ts', 'export const link = (id: string) => `/client-dashboard/requests/${id}`;', 1],
    ['shared/page-paths.ts', "export const a = '/admin-dashboard';", 0],
    ['web/routes/x.tsx', "export const a = '/admin-dashboardx';", 0],
    ['web/routes/x.tsx', "export const a = '/pricing';", 0],
  ];
  it('is refused by the lint rule, everywhere but the table', () => {
    const found = lintMessages(cases.map(([file, code]) => [file, code] as const));
    expect(found.map((messages) => messages.length)).toEqual(cases.map(([, , n]) => n));
  });
});
