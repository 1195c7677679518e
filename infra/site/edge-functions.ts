import vm from 'node:vm';
import type { KvsHandle } from './page-store';
import {
  APP_SHELL_FILE,
  APP_SHELL_PREFIXES,
  FILE_VALUE,
  MOVED_PREFIX,
  NOT_FOUND_FILE,
  PAGE_VALUE,
  SERVICE_ALIAS_PREFIXES,
  queryStringOf,
  serviceRedirectFor,
  siteFileFor,
  storedValue,
  viewerStatusFor,
} from './site-paths';

/**
 * The two CloudFront Functions (cloudfront-js-2.0) of the site's default behaviour, as
 * self-contained scripts: `siteFileFor` and `viewerStatusFor` with their constants inlined, reading
 * the page list from the KeyValueStore associated with them (page-store.ts) through CloudFront's
 * `cf.kvs()`. The preview server runs these same scripts (`runEdgeFunction`) against a local
 * store built from the same import file, so what it serves is what CloudFront would serve. The
 * code's size does not depend on how many pages the site has.
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

/** The first lines of a function that reads its associated KeyValueStore, as CloudFront documents them. */
export const KVS_IMPORT = "import cf from 'cloudfront';";

function preamble(): string[] {
  return [
    KVS_IMPORT,
    'var pages = cf.kvs();',
    `var APP_SHELL_PREFIXES = ${JSON.stringify(APP_SHELL_PREFIXES)};`,
    `var APP_SHELL_FILE = ${JSON.stringify(APP_SHELL_FILE)};`,
    `var NOT_FOUND_FILE = ${JSON.stringify(NOT_FOUND_FILE)};`,
    `var SERVICE_ALIAS_PREFIXES = ${JSON.stringify(SERVICE_ALIAS_PREFIXES)};`,
    `var PAGE_VALUE = ${JSON.stringify(PAGE_VALUE)};`,
    `var FILE_VALUE = ${JSON.stringify(FILE_VALUE)};`,
    `var MOVED_PREFIX = ${JSON.stringify(MOVED_PREFIX)};`,
    `var storedValue = ${storedValue.toString()};`,
    `var siteFileFor = ${siteFileFor.toString()};`,
  ];
}

export function viewerRequestFunctionCode(): string {
  return [
    ...preamble(),
    `var serviceRedirectFor = ${serviceRedirectFor.toString()};`,
    `var queryStringOf = ${queryStringOf.toString()};`,
    'async function handler(event) {',
    '  var request = event.request;',
    '  var moved = await serviceRedirectFor(request.uri, pages);',
    '  if (moved) {',
    '    var query = queryStringOf(request.querystring);',
    '    return {',
    '      statusCode: 301,',
    "      statusDescription: 'Moved Permanently',",
    "      headers: { location: { value: query ? moved + '?' + query : moved }, 'cache-control': { value: 'max-age=3600' } },",
    '    };',
    '  }',
    '  request.uri = await siteFileFor(request.uri, pages);',
    '  return request;',
    '}',
  ].join('\n');
}

export function viewerResponseFunctionCode(): string {
  return [
    ...preamble(),
    `var viewerStatusFor = ${viewerStatusFor.toString()};`,
    'async function handler(event) {',
    '  var response = event.response;',
    '  var status = await viewerStatusFor(event.request.uri, response.statusCode, pages);',
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
 * request, in a context of its own (no Node globals), its associated KeyValueStore given by
 * `cf.kvs()`. CloudFront loads the code as a module; here the one import it may have (the
 * `cloudfront` module) is given to the script instead, and any other import fails.
 */
export function runEdgeFunction<T extends EdgeRequest | EdgeResponse>(code: string, store: KvsHandle) {
  const script = code.startsWith(KVS_IMPORT) ? code.slice(KVS_IMPORT.length) : code;
  if (/^\s*import\s/m.test(script))
    throw new Error('A CloudFront Function may import only the cloudfront module');
  const context = { cf: { kvs: () => store } };
  const handler = vm.runInNewContext(`${script}\nhandler;`, context, {
    filename: 'cloudfront-function.js',
  }) as (event: EdgeEvent) => Promise<T>;
  // The context's objects come back; a JSON round trip gives plain ones of this realm.
  return async (event: EdgeEvent): Promise<T> =>
    JSON.parse(JSON.stringify(await handler(JSON.parse(JSON.stringify(event))))) as T;
}
