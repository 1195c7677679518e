import { STACK_RESOURCE_BUDGET, stackSizes } from '../../infra/assembly/stack-sizes';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  routeDomain,
  routeStackGroups,
  ROUTES_PER_STACK,
  type RouteDomain,
} from '../../infra/stacks/route-stack';
import { apiRoutes, type Access, type ApiRoute } from '../../shared/api-routes';
import { synthApp } from './cdk-app';

/**
 * Room to grow, on the synthesized templates: every stack within the budget today, and with a
 * hundred more routes in the busiest domain, within API Gateway's quotas too.
 */
/** API Gateway's quotas per HTTP API (not raisable past these without a support case). */
const ROUTES_PER_API = 300;
const INTEGRATIONS_PER_API = 300;

const routes = apiRoutes as readonly ApiRoute[];

/** Every stack's resource count, and the API's routes and integrations, for a route table. */
function synthesized(table: readonly ApiRoute[]) {
  const { app } = synthApp({ routes: table });
  const assembly = app.synth();
  const all = assembly.stacks.flatMap((s) => Object.values((s.template as { Resources: object }).Resources));
  const count = (type: string) => all.filter((r) => (r as { Type: string }).Type === type).length;
  return {
    assembly,
    ...stackSizes(assembly.directory),
    routes: count('AWS::ApiGatewayV2::Route'),
    integrations: count('AWS::ApiGatewayV2::Integration'),
  };
}

/** A path of the domain, for a made-up route `n`. */
const DOMAIN_PATHS: Record<RouteDomain, (n: number) => string> = {
  Account: (n) => `/api/admin/extra-${n}`,
  Leads: (n) => `/api/leads/extra-${n}`,
  Clients: (n) => `/api/clients/extra-${n}`,
  Documents: (n) => `/api/requests/{id}/documents/extra-${n}`,
};

const madeUp = (n: number, path: string, access: Access): ApiRoute => ({
  id: `extra${n}`,
  method: 'POST',
  path,
  handler: `extra-${n}`,
  access,
  tables: { leads: 'read' },
});

describe('room to grow', () => {
  const today = synthesized(routes);

  it(`keeps every stack within ${STACK_RESOURCE_BUDGET} resources`, () => {
    expect(today.findings).toEqual([]);
    expect(today.sizes.length).toBeGreaterThan(6);
    expect(Math.max(...today.sizes.map((s) => s.resources))).toBeLessThanOrEqual(STACK_RESOURCE_BUDGET);
  });

  it('fails the check as soon as a stack passes the budget', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-oversize-'));
    cpSync(today.assembly.directory, copy, { recursive: true });
    const file = path.join(
      copy,
      today.assembly.stacks.find((s) => s.stackName.endsWith('-Api'))!.templateFile,
    );
    const template = JSON.parse(readFileSync(file, 'utf8')) as { Resources: Record<string, unknown> };
    const room = STACK_RESOURCE_BUDGET - Object.keys(template.Resources).length;
    for (let n = 0; n <= room; n++) template.Resources[`Extra${n}`] = { Type: 'AWS::SQS::Queue' };
    writeFileSync(file, JSON.stringify(template));
    expect(stackSizes(copy).findings).toEqual([
      expect.stringMatching(/^Api holds 401 resources, over the budget of 400/),
    ]);
  });

  it('continues a domain in another stack past 40 routes, rather than growing one stack', () => {
    const groups = routeStackGroups([
      ...routes,
      ...Array.from({ length: 60 }, (_, n) => madeUp(n, DOMAIN_PATHS.Leads(n), 'admin')),
    ]);
    expect(groups.filter((g) => g.name.startsWith('Leads')).map((g) => g.name)).toEqual(['Leads', 'Leads2']);
    for (const group of groups) expect(group.routes.length).toBeLessThanOrEqual(ROUTES_PER_STACK);
  });

  it('fits a hundred more routes in the busiest domain, within the stacks’ budget and API Gateway’s quotas', () => {
    const busiest = [...routeStackGroups(routes)].sort((a, b) => b.routes.length - a.routes.length)[0]!;
    const domain = routeDomain(busiest.routes[0]!);
    const more = Array.from({ length: 100 }, (_, n) => madeUp(n, DOMAIN_PATHS[domain](n), 'admin'));
    const grown = synthesized([...routes, ...more]);
    expect(grown.findings).toEqual([]);
    expect(grown.routes).toBe(routes.length + 100);
    expect(grown.routes).toBeLessThanOrEqual(ROUTES_PER_API);
    expect(grown.integrations).toBeLessThanOrEqual(INTEGRATIONS_PER_API);
  });

  it('places a new route of every kind with no change to the stacks', () => {
    const kinds: [Access, string][] = [
      ['public', '/api/extra-public'],
      ['signed-in', '/api/me/extra'],
      ['client', '/api/portal/extra'],
      ['admin', '/api/leads/extra'],
    ];
    const added = kinds.map(([access, path], n) => madeUp(1000 + n, path, access));
    const { assembly } = synthesized([...routes, ...added]);
    const routeResources = assembly.stacks.flatMap((s) =>
      Object.values(
        (s.template as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> })
          .Resources,
      ).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route'),
    );
    for (const route of added) {
      const found = routeResources.find((r) => r.Properties.RouteKey === `POST ${route.path}`);
      expect(found?.Properties.AuthorizationType).toBe(route.access === 'public' ? 'NONE' : 'JWT');
    }
  });
});
