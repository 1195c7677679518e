import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findRoute, type RouteId } from '../../shared/api-routes';
import { authorize, type Caller, type ProfileLoader } from './auth';
import { errorResult, type HttpResult } from './http';

export interface RequestContext {
  event: APIGatewayProxyEventV2;
  /** Present on every route that is not public. */
  caller?: Caller;
}

/**
 * Wraps a route's logic: authorization from the route table, then the logic, then one place
 * that maps errors to responses.
 */
export function createHandler(
  routeId: RouteId,
  run: (ctx: RequestContext) => Promise<HttpResult>,
  loadProfile: ProfileLoader,
) {
  const route = findRoute(routeId);
  return async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    try {
      const caller = await authorize(route, event, loadProfile);
      return await run({ event, caller });
    } catch (error) {
      return errorResult(error, event);
    }
  };
}
