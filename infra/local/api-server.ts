import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { apiRoutes, matchPath, type ApiRoute } from '../../shared/api-routes';
import type { LocalRuntime } from './lambda-runtime';
import { projectRoot } from './support';
import { createThrottle, type Limits } from './throttle';

type LambdaHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2 | string>;

export interface TokenCheck {
  issuer: string;
  clientId: string;
}

export interface ApiOptions {
  tokens: TokenCheck;
  /** Each route's function runs with its own environment and permissions. */
  runtime: LocalRuntime;
  /** The stage's default route throttling; `off` only for benchmarks of the handlers alone. */
  throttle: Limits | 'off';
}

/** API Gateway's own limit on a request payload. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Lambda's limit on a synchronous invocation's response: 6 MB of the JSON the handler returns
 * (headers and body together), the figure its error names ("Response payload size exceeded
 * maximum allowed payload size (6291556 bytes)"). Past it the invocation fails, and API Gateway
 * answers a bare 500.
 */
export const MAX_LAMBDA_RESPONSE_BYTES = 6_291_556;

/** The size of a handler's answer as Lambda measures it, when it is over Lambda's limit. */
export function oversizedResponse(result: unknown): number | undefined {
  const size = Buffer.byteLength(JSON.stringify(result) ?? '');
  return size > MAX_LAMBDA_RESPONSE_BYTES ? size : undefined;
}

/** What API Gateway's JWT authorizer hands the Lambda: every claim as a string, arrays as "[a b]". */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The route and its path parameters, or 400 for a path API Gateway cannot decode (a malformed
 * percent-escape such as `%E0%A4%A`), or none.
 */
function findRoute(
  routes: readonly ApiRoute[],
  method: string,
  pathname: string,
): { route: ApiRoute; pathParameters: Record<string, string> } | 'bad-request' | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    let params: Record<string, string> | null;
    try {
      params = matchPath(route.path, pathname);
    } catch (error) {
      if (error instanceof URIError) return 'bad-request';
      throw error;
    }
    if (params) return { route, pathParameters: params };
  }
  return undefined;
}

/**
 * Wraps a listener so that nothing a request does can end the process: an error that escapes
 * answers 500 (or ends the connection if the answer had begun) and is logged.
 */
export function guarded(
  name: string,
  listener: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void,
) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    Promise.resolve()
      .then(() => listener(req, res))
      .catch((error: unknown) => {
        console.error(`[${name}] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) send(res, 500, { message: 'Internal Server Error' });
        else res.destroy();
      });
  };
}

/**
 * A thin stand-in for API Gateway + Lambda: match the shared route table, verify the bearer
 * token the way the JWT authorizer does on protected routes, build an APIGatewayProxyEventV2,
 * call the real handler, return its result.
 */
export function createApiListener({ tokens, runtime, throttle: stageLimits }: ApiOptions) {
  const throttle = stageLimits === 'off' ? undefined : createThrottle(stageLimits);
  const jwksUri = `${tokens.issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create(
    {
      issuer: tokens.issuer,
      jwksUri,
      audience: null,
      // Access tokens carry client_id, id tokens aud; the authorizer accepts either.
      customJwtCheck: ({ payload }) => {
        if (payload.client_id !== tokens.clientId && payload.aud !== tokens.clientId) {
          throw new Error('token issued for another app client');
        }
      },
    },
    {
      // cognito-local serves its JWKS over http, which the default fetcher refuses.
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  let baseline: Promise<LambdaHandler> | undefined;
  const load = (route: ApiRoute): Promise<LambdaHandler> => {
    if (route.id !== 'benchBarePut') return runtime.handler<LambdaHandler>(route.id);
    const file = pathToFileURL(path.join(projectRoot, 'lambdas', `${route.handler}.ts`)).href;
    return (baseline ??= import(file).then((m: { handler: LambdaHandler }) => m.handler));
  };

  // bench:api's baseline route (test/bench/bare-put.ts), present only when the bench starts the stack.
  const routes: readonly ApiRoute[] =
    process.env.LOCAL_BENCH_BASELINE === 'on'
      ? [
          ...(apiRoutes as readonly ApiRoute[]),
          {
            id: 'benchBarePut',
            method: 'POST',
            path: '/api/__bench/put',
            handler: '../test/bench/bare-put',
            access: 'public',
            tables: {},
          },
        ]
      : apiRoutes;

  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    const found = findRoute(routes, method, url.pathname);
    if (found === 'bad-request') return send(res, 400, { message: 'Bad Request' });
    if (!found) return send(res, 404, { message: 'Not Found' });
    const { route, pathParameters } = found;
    // Throttling comes before the authorizer and the function, as in API Gateway.
    if (throttle && !throttle.take(route)) return send(res, 429, { message: 'Too Many Requests' });

    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return send(res, 413, { message: 'Request Entity Too Large' });
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);

    let claims: Record<string, string> | undefined;
    if (route.access !== 'public') {
      const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return send(res, 401, { message: 'Unauthorized' });
      try {
        claims = flattenClaims((await verifier.verify(token)) as Record<string, unknown>);
      } catch {
        return send(res, 401, { message: 'Unauthorized' });
      }
    }

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
    );
    const now = new Date();
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: `${route.method} ${route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      cookies: req.headers.cookie?.split(/;\s*/),
      headers,
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
      pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: `${route.method} ${route.path}`,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      } as APIGatewayProxyEventV2['requestContext'],
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
    };

    try {
      const handler = await load(route);
      // The bench's baseline runs as the inquiry function (same environment, same checks), so the
      // comparison stays fair.
      const fnId = route.id === 'benchBarePut' ? 'postInquiry' : route.id;
      const result = await runtime.invoke(fnId, () => handler(event));
      const oversized = oversizedResponse(result);
      if (oversized !== undefined) {
        console.error(
          `[local api] ${route.id}: response payload size exceeded maximum allowed payload size (${oversized} > ${MAX_LAMBDA_RESPONSE_BYTES} bytes)`,
        );
        return send(res, 500, { message: 'Internal Server Error' });
      }
      const structured: APIGatewayProxyStructuredResultV2 =
        typeof result === 'string'
          ? { statusCode: 200, body: result, headers: { 'content-type': 'application/json' } }
          : result;
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(structured.headers ?? {})) outHeaders[k] = String(v);
      res.writeHead(structured.statusCode ?? 200, outHeaders);
      res.end(
        structured.isBase64Encoded ? Buffer.from(structured.body ?? '', 'base64') : (structured.body ?? ''),
      );
    } catch (error) {
      // API Gateway answers a crashed Lambda with a bare 500.
      console.error(`[local api] ${route.id} threw:`, error);
      send(res, 500, { message: 'Internal Server Error' });
    }
  };
}
