import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpRoute,
  HttpRouteKey,
  HttpMethod,
  type HttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as HandlerFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { ApiRoute } from '../../shared/api-routes';
import { routeDeclaration, type DeploymentRefs } from '../function-grants';
import { bundledFunction } from './bundled-function';

/**
 * The API's signed-in routes live in stacks of their own, by domain, so that no stack nears
 * CloudFormation's 500 resources: each route costs seven (its function, role, policy, log group,
 * invoke permission, integration and route). The HTTP API, its stage and its authorizer stay in
 * the API stack, with the public routes (whose throttles the stage names, so the stage must
 * depend on them) and the functions no request runs.
 */
export type RouteDomain = 'Account' | 'Leads' | 'Clients' | 'Documents';

/**
 * A route's domain, from its path: documents and checklists, leads and their sources, clients and
 * their requests, and the rest (the caller's own account, the firm's settings and staff). A new
 * route lands in one of them with no change here.
 */
export function routeDomain(route: Pick<ApiRoute, 'path'>): RouteDomain {
  const path = route.path;
  if (/\/(documents|checklist|deliverables)(\/|$)/.test(path)) return 'Documents';
  if (/^\/api\/(leads|webhooks)(\/|$)/.test(path)) return 'Leads';
  if (/^\/api\/(clients|requests|notifications|portal)(\/|$)/.test(path) || path === '/api/me/compliance') {
    return 'Clients';
  }
  return 'Account';
}

/**
 * At most this many routes in one stack: 40 x 7 = 280 resources, with room for what a stack
 * carries besides (its CDK metadata, the cross-stack references it reads). A domain with more
 * routes continues in a second stack (`Leads2`, ...), in the route table's order.
 */
export const ROUTES_PER_STACK = 40;

/** The stacks that hold signed-in routes: their names (domain, then a number past the first) and routes. */
export function routeStackGroups(routes: readonly ApiRoute[]): { name: string; routes: ApiRoute[] }[] {
  const byDomain = new Map<RouteDomain, ApiRoute[]>();
  for (const route of routes) {
    if (route.access === 'public') continue;
    const domain = routeDomain(route);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), route]);
  }
  return [...byDomain.entries()].flatMap(([domain, list]) =>
    Array.from({ length: Math.ceil(list.length / ROUTES_PER_STACK) }, (_, i) => ({
      name: i === 0 ? domain : `${domain}${i + 1}`,
      routes: list.slice(i * ROUTES_PER_STACK, (i + 1) * ROUTES_PER_STACK),
    })),
  );
}

export interface RouteStackProps extends StackProps {
  routes: readonly ApiRoute[];
  httpApi: HttpApi;
  /** The API stack's JWT authorizer (Cognito), shared by every signed-in route. */
  authorizer: IHttpRouteAuthorizer;
  refs: DeploymentRefs;
  stage: string;
}

/** One group of signed-in routes: each route's function (bundled as every function is) and its API route. */
export class RouteStack extends Stack {
  public readonly functions: Record<string, HandlerFunction> = {};

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    super(scope, id, props);
    for (const route of props.routes) {
      const fn = bundledFunction(this, routeDeclaration(route), {
        refs: props.refs,
        stage: props.stage,
        timeout: Duration.seconds(10),
      });
      this.functions[route.id] = fn;
      new HttpRoute(this, `${route.id}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: props.authorizer,
      });
    }
  }
}
