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
import { accessToken, logout } from './auth';

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

/** Calls to the API under way, and the logout (if any) that waits for them. */
let underWay = 0;
let signingOut: Promise<void> | undefined;
/** The longest a logout waits for the calls under way. */
const SETTLE_MS = 5_000;

/**
 * Logs out once the calls already under way have been answered (at most SETTLE_MS), so that none
 * is refused for a session ended under it and the page does not report an ended session as the
 * user leaves it. Calls made meanwhile are not sent; they fail as logged out (and once signed out,
 * `send` sends nothing that needs a session).
 */
export async function logoutAfterCalls(): Promise<void> {
  if (signingOut) return signingOut;
  signingOut = (async () => {
    const deadline = Date.now() + SETTLE_MS;
    while (underWay > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await logout();
  })();
  try {
    await signingOut;
  } finally {
    signingOut = undefined;
  }
}

/** Calls a route with the signed-in user's token; JSON in, typed JSON out. */
export async function callApi<R extends RouteId>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<R>> {
  if (signingOut) {
    await signingOut.catch(() => undefined);
    throw new ApiError(401, 'You have logged out.');
  }
  underWay++;
  try {
    return await send(route, ...args);
  } finally {
    underWay--;
  }
}

async function send<R extends RouteId>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<R>> {
  const [options] = args;
  const headers = new Headers();
  const token = await accessToken();
  // Signed out (a logout, a session that could not be renewed): the API would refuse the call, so
  // it is not sent.
  if (!token && findRoute(route).access !== 'public') throw new ApiError(401, 'Sign in to continue.');
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
