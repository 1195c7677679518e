import { findRoute, type apiRoutes, type RouteId } from '../../shared/api-routes';
import type { ApiBodies, ApiQuery } from '../../shared/api-types';

/**
 * What every call to the API shares, without the sign-in client (so the public site's inquiry
 * code can use it too): a route is named by its id in the route table, so its method and path are
 * never retyped, and a refused answer becomes an error in words for people.
 */

/**
 * An answer of the API other than 2xx. The message is for people: for refused input it is the
 * first problem's own words ('Message is empty'), and `fields` holds each refused input's problem
 * by its name in the request body, for forms to show at the field.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    /** A refusal's machine-readable reason, when the API gives one (e.g. 'mfa_required'). */
    readonly code?: string,
  ) {
    super(message);
  }
}

type PathOf<R extends RouteId> = Extract<(typeof apiRoutes)[number], { id: R }>['path'];
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type ParamsOption<R extends RouteId> = [ParamNames<PathOf<R>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<R>>, string> };
type BodyOption<R extends RouteId> = R extends keyof ApiBodies
  ? { body: ApiBodies[R] }
  : { body?: undefined };
type QueryOption<R extends RouteId> =
  ApiQuery<R> extends undefined ? { query?: undefined } : { query?: ApiQuery<R> };

export type CallOptions<R extends RouteId> = ParamsOption<R> & BodyOption<R> & QueryOption<R>;
type UrlOptions<R extends RouteId> = ParamsOption<R> & QueryOption<R>;

/** Options are optional only for routes that need none. */
export type CallArgs<R extends RouteId> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

type UrlArgs<R extends RouteId> =
  object extends UrlOptions<R> ? [options?: UrlOptions<R>] : [options: UrlOptions<R>];

/** The URL of a route with its parameters filled in (each encoded) and its query string. */
export function apiUrl<R extends RouteId>(route: R, ...[options]: UrlArgs<R>): string {
  return routeUrl(route, options);
}

/** apiUrl without the per-route typing, for the callers that already checked their options. */
export function routeUrl(route: RouteId, options?: { params?: object; query?: object }): string {
  const params = (options?.params ?? {}) as Record<string, string>;
  const path = findRoute(route).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries((options?.query ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && v !== '',
  );
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}

/** What a call says when the server was not reached at all (offline, or the connection failed). */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

interface ErrorAnswer {
  message?: string;
  /** Field problems (bad input), or a refusal's reason (`{ code }`). */
  details?: { field: string; message: string }[] | { code?: unknown };
}

/** The error a refused answer carries, in words for people. */
export async function errorOf(res: Response): Promise<ApiError> {
  const answer = (await res.json().catch(() => ({}))) as ErrorAnswer;
  const details = Array.isArray(answer.details) ? answer.details : [];
  const fields: Record<string, string> = {};
  for (const d of details) fields[d.field] ??= d.message;
  const message = details[0]?.message ?? answer.message ?? `The server answered ${res.status}.`;
  const code =
    answer.details && !Array.isArray(answer.details) && typeof answer.details.code === 'string'
      ? answer.details.code
      : undefined;
  return new ApiError(res.status, message, fields, code);
}

/**
 * What the dashboards must act on wherever a call is refused for the session itself: it ended
 * (401 with a token), or an admin's second factor is missing ('mfa_required'). Announced as a
 * window event; the dashboard layout listens.
 */
export const sessionEvents = { ended: 'taxfirm:session-ended', mfaRequired: 'taxfirm:mfa-required' } as const;
export function announceSessionProblem(error: ApiError, hadToken: boolean) {
  if (typeof window === 'undefined') return;
  if (error.status === 401 && hadToken) window.dispatchEvent(new Event(sessionEvents.ended));
  else if (error.code === 'mfa_required') window.dispatchEvent(new Event(sessionEvents.mfaRequired));
}
