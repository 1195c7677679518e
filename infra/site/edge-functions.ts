import vm from 'node:vm';
import {
  APP_SHELL_FILE,
  APP_SHELL_PREFIXES,
  KNOWN_FILES,
  KNOWN_PAGES,
  NOT_FOUND_FILE,
  SERVICE_ALIAS_PREFIXES,
  queryStringOf,
  serviceRedirectFor,
  siteFileFor,
  viewerStatusFor,
} from './site-paths';

/**
 * The two CloudFront Functions (cloudfront-js-2.0) of the site's default behaviour, as
 * self-contained scripts: `siteFileFor` and `viewerStatusFor` with their constants inlined. The
 * preview server runs these same scripts (`runEdgeFunction`), so what it serves is what CloudFront
 * would serve.
 *
 * - viewer request: redirects a known service's other addresses to its prerendered page (301,
 *   the query string kept), maps a clean URL to its prerendered file, a dashboard to the app
 *   shell, and any path the site does not have to the 404 page (rather than a distribution-wide
 *   custom error response, which would also rewrite the API's own 403 and 404).
 * - viewer response: sends that 404 page with status 404. CloudFront runs it on the default
 *   behaviour only, so API responses never pass through it.
 */

/** CloudFront Functions refuse code over 10 KB. */
export const FUNCTION_CODE_LIMIT_BYTES = 10 * 1024;

function preamble(): string[] {
  return [
    `var APP_SHELL_PREFIXES = ${JSON.stringify(APP_SHELL_PREFIXES)};`,
    `var APP_SHELL_FILE = ${JSON.stringify(APP_SHELL_FILE)};`,
    `var NOT_FOUND_FILE = ${JSON.stringify(NOT_FOUND_FILE)};`,
    `var SERVICE_ALIAS_PREFIXES = ${JSON.stringify(SERVICE_ALIAS_PREFIXES)};`,
    `var KNOWN_PAGES = ${JSON.stringify(KNOWN_PAGES)};`,
    `var KNOWN_FILES = ${JSON.stringify(KNOWN_FILES)};`,
    `var siteFileFor = ${siteFileFor.toString()};`,
  ];
}

export function viewerRequestFunctionCode(): string {
  return [
    ...preamble(),
    `var serviceRedirectFor = ${serviceRedirectFor.toString()};`,
    `var queryStringOf = ${queryStringOf.toString()};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var moved = serviceRedirectFor(request.uri);',
    '  if (moved) {',
    '    var query = queryStringOf(request.querystring);',
    '    return {',
    '      statusCode: 301,',
    "      statusDescription: 'Moved Permanently',",
    "      headers: { location: { value: query ? moved + '?' + query : moved }, 'cache-control': { value: 'max-age=3600' } },",
    '    };',
    '  }',
    '  request.uri = siteFileFor(request.uri);',
    '  return request;',
    '}',
  ].join('\n');
}

export function viewerResponseFunctionCode(): string {
  return [
    ...preamble(),
    `var viewerStatusFor = ${viewerStatusFor.toString()};`,
    'function handler(event) {',
    '  var response = event.response;',
    '  var status = viewerStatusFor(event.request.uri, response.statusCode);',
    '  if (status !== response.statusCode) {',
    '    response.statusCode = status;',
    "    response.statusDescription = 'Not Found';",
    '  }',
    '  return response;',
    '}',
  ].join('\n');
}

/** The parts of CloudFront Functions' event object that these functions read and write. */
export interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}
export interface EdgeEvent {
  version: '1.0';
  context: { eventType: 'viewer-request' | 'viewer-response' };
  viewer: { ip: string };
  request: EdgeRequest;
  response?: EdgeResponse;
}

/**
 * Runs a function's code as CloudFront does: a script whose `handler(event)` is called per
 * request, in a context of its own (no Node globals, no imports).
 */
export function runEdgeFunction<T extends EdgeRequest | EdgeResponse>(code: string) {
  const handler = vm.runInNewContext(`${code}\nhandler;`, {}, { filename: 'cloudfront-function.js' }) as (
    event: EdgeEvent,
  ) => T;
  // The context's objects come back; a JSON round trip gives plain ones of this realm.
  return (event: EdgeEvent): T => JSON.parse(JSON.stringify(handler(JSON.parse(JSON.stringify(event))))) as T;
}
