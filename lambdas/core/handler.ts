import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { findRoute, type apiRoutes, type RouteId } from '../../shared/api-routes';
import type { Caller } from '../../shared/domain';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import { observe } from '../runtime/observability';
import { authorize, type Callers } from './auth';
import { errorResult, header, HttpError, type HttpResult } from './http';

/** Who may call a route, as the route table declares it. */
export type AccessOf<R extends RouteId> = Extract<(typeof apiRoutes)[number], { id: R }>['access'];

/**
 * What a route's logic is given: the event, and on every route that is not public the caller
 * that `authorize` has checked (a public route has none). Decided per route id, so a route's
 * logic never has to assert that its caller is there.
 */
export type RequestContext<R extends RouteId> = R extends RouteId
  ? AccessOf<R> extends 'public'
    ? { event: APIGatewayProxyEventV2; caller?: undefined }
    : { event: APIGatewayProxyEventV2; caller: Caller }
  : never;

/**
 * True when the request carries one of CloudFront's origin-verify values (`accepted`: the current
 * one, and the previous one during a rotation). A request straight to the API Gateway address
 * (skipping the edge's WAF rules) lacks it.
 */
export function cameThroughEdge(event: APIGatewayProxyEventV2, accepted: readonly string[]): boolean {
  const given = Buffer.from(header(event, ORIGIN_VERIFY_HEADER) ?? '');
  return accepted
    .map((value) => Buffer.from(value))
    .some((expected) => given.length === expected.length && timingSafeEqual(given, expected));
}

/**
 * The values the edge may send. When they cannot be read the request is refused as the service
 * being unavailable (503 with Retry-After, logged by the error mapping), never let through.
 */
async function edgeValuesOf(callers: Callers): Promise<readonly string[]> {
  try {
    return await callers.edgeValues();
  } catch (error) {
    throw Object.assign(new Error('The origin-verify values could not be read', { cause: error }), {
      name: 'EdgeValuesUnavailable',
      $metadata: { httpStatusCode: 503 },
    });
  }
}

/** A caller's own correlation id: short, and nothing that could forge a log line. */
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id that follows this request to whatever it causes (the mails a stream sends): the
 * caller's `x-correlation-id` when it gives a usable one, else API Gateway's request id.
 */
export function correlationIdOf(event: APIGatewayProxyEventV2): string | undefined {
  const given = header(event, 'x-correlation-id');
  if (given && CORRELATION_ID.test(given)) return given;
  return event.requestContext?.requestId;
}

/**
 * Wraps a route's logic: the invocation's logger and metrics (with its correlation id), the edge
 * check, authorization from the route table (reading the caller through `callers`, which the
 * entry point takes from a use case), then the logic, then one place that maps errors to
 * responses.
 */
export function createHandler<R extends RouteId>(
  routeId: R,
  callers: Callers,
  run: (ctx: RequestContext<R>) => Promise<HttpResult>,
) {
  const route = findRoute(routeId);
  return (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpResult> =>
    observe({ context, correlationId: correlationIdOf(event) }, async () => {
      try {
        if (!cameThroughEdge(event, await edgeValuesOf(callers))) throw new HttpError(403, 'Forbidden');
        // authorize returns a caller for every route that is not public and throws when there is
        // none, which is what RequestContext<R> promises for the route's access.
        const caller = await authorize(route, event, callers);
        return await run({ event, caller } as RequestContext<R>);
      } catch (error) {
        return errorResult(error, event);
      }
    });
}
