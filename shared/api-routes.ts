import type { TableKey } from './tables';

/**
 * The API route table, declared once. The CDK API stack makes one Lambda and one HTTP API route
 * per entry; the local API server reads the same list; handlers read their own entry to enforce
 * who may call them.
 */
export type Access = 'public' | 'admin' | 'client' | 'signed-in';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TableAccess = 'read' | 'write';
/** AWS services a handler calls besides DynamoDB. */
export type ExternalService = 'ses' | 'cognito';

export interface ApiRoute {
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path as the browser sees it, with `{name}` parameters. CloudFront forwards /api/* unchanged. */
  readonly path: string;
  /** File name in lambdas/, without extension. */
  readonly handler: string;
  readonly access: Access;
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services?: readonly ExternalService[];
  /** Per-route API Gateway throttling, tighter than the stage's, for routes anyone can call. */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
}

export const apiRoutes = [
  {
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    handler: 'get-health',
    access: 'public',
    tables: { dashboardUsers: 'read' },
    services: ['cognito', 'ses'],
  },
  {
    id: 'getMe',
    method: 'GET',
    path: '/api/me',
    handler: 'get-me',
    access: 'signed-in',
    tables: {},
  },
  {
    id: 'postInquiry',
    method: 'POST',
    path: '/api/inquiries',
    handler: 'post-inquiry',
    access: 'public',
    tables: { inquiries: 'write', leads: 'write' },
    throttle: { rateLimit: 5, burstLimit: 20 },
  },
  {
    id: 'getInquiryStatus',
    method: 'GET',
    path: '/api/inquiries/{id}',
    handler: 'get-inquiry-status',
    access: 'public',
    tables: { inquiries: 'read' },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
] as const satisfies readonly ApiRoute[];

export type RouteId = (typeof apiRoutes)[number]['id'];

export function findRoute(id: string): ApiRoute {
  const route = (apiRoutes as readonly ApiRoute[]).find((r) => r.id === id);
  if (!route) throw new Error(`No API route with id ${id}`);
  return route;
}

/**
 * The tables a route's Lambda is granted. Every route that needs a signed-in caller also reads
 * the dashboard-users table, because the handler refuses callers whose profile is inactive.
 */
export function routeTables(route: ApiRoute): Partial<Record<TableKey, TableAccess>> {
  if (route.access === 'public') return route.tables;
  return { dashboardUsers: 'read', ...route.tables };
}

/** Turns `/api/webhook/{id}` into a matcher that returns the path parameters. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
}

/**
 * Functions fed by a table's DynamoDB stream rather than by HTTP: the CDK stack wires an event
 * source mapping (with retries and a dead-letter queue); the local stack polls the stream.
 */
export interface StreamHandler {
  readonly id: string;
  readonly handler: string;
  readonly source: TableKey;
  readonly tables: Partial<Record<TableKey, TableAccess>>;
  readonly services: readonly ExternalService[];
}

export const streamHandlers = [
  {
    id: 'sendInquiryMail',
    handler: 'send-inquiry-mail',
    source: 'inquiries',
    tables: { inquiries: 'write' },
    services: ['ses'],
  },
] as const satisfies readonly StreamHandler[];
