import { findRoute, type RouteId } from '../../shared/api-routes';
import type { ApiResponse } from '../../shared/api-types';
import {
  announceSessionProblem,
  ApiError,
  errorOf,
  routeUrl,
  UNREACHABLE_MESSAGE,
  type CallArgs,
} from './api-core';
import { accessToken } from './auth';

export { ApiError, apiUrl, errorOf, sessionEvents } from './api-core';

/**
 * The dashboards' only way to the API: a route is named by its id in the route table, and the
 * answer has the type the handler is checked against. Features wrap these calls in query and
 * mutation hooks (`web/features/<name>/api.ts`).
 */

/** A request that could not reach the server fails as an ApiError (status 0) that says so. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
}

/** Calls a route with the signed-in user's token; JSON in, typed JSON out. */
export async function callApi<R extends RouteId>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<R>> {
  const [options] = args;
  const headers = new Headers();
  const token = await accessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (options?.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const res = await reach(routeUrl(route, args[0]), { method: findRoute(route).method, headers, body });
  if (!res.ok) {
    const error = await errorOf(res);
    announceSessionProblem(error, Boolean(token));
    throw error;
  }
  return (await res.json()) as ApiResponse<R>;
}

/**
 * Starts a download from a link the API signed (a document, an export). The bucket answers it as
 * an attachment, so the browser saves the file and the page stays.
 */
export function startDownload(url: string) {
  const a = Object.assign(document.createElement('a'), { href: url, rel: 'noopener' });
  document.body.append(a);
  a.click();
  a.remove();
}
