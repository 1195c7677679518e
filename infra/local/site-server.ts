import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../site/cache-control';
import {
  runEdgeFunction,
  viewerRequestFunctionCode,
  viewerResponseFunctionCode,
  type EdgeRequest,
  type EdgeResponse,
} from '../site/edge-functions';
import { LocalKeyValueStore, type KvsHandle } from '../site/page-store';
import { sitePageStoreEntries } from '../site/site-paths';
import { FEED_PATH } from '../../shared/compliance/feed';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * The paths CloudFront sends to the API (and to the deployment's config.json) rather than to the
 * site's bucket: /api/*, and the compliance calendar's feed at the site's own address. The dev
 * server proxies the same ones.
 */
export const EDGE_PATHS = ['/api', '/config.json', FEED_PATH] as const;

/** What S3 answers for a key it does not have (the bucket allows listing, so 404, not 403). */
const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

/**
 * `npm run preview`: the production build served the way CloudFront serves it. /api and
 * /config.json go to the local edge untouched, as the distribution's API behaviour and the
 * deployment's config.json do; every other path goes through the very CloudFront Functions the
 * web stack deploys (run here in a VM context): the viewer-request function picks the file (a
 * prerendered page, the app shell, or the 404 page for a path the site does not have), the
 * file comes from `root` as S3 would serve it, and the viewer-response function sets the
 * viewer's status (404 for the 404 page). Cache-Control is what the deployment writes.
 */
export function createSiteServer(
  root: string,
  edge: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void,
  /** The production security headers (CSP included), as CloudFront adds them. */
  headers: Record<string, string> = {},
  /** The functions' KeyValueStore: the site's page list (page-store.ts). */
  pages: KvsHandle = new LocalKeyValueStore(sitePageStoreEntries()),
): http.Server {
  const viewerRequest = runEdgeFunction<EdgeRequest | EdgeResponse>(viewerRequestFunctionCode(), pages);
  const viewerResponse = runEdgeFunction<EdgeResponse>(viewerResponseFunctionCode(), pages);
  const fileAt = (key: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(key);
    } catch {
      return null;
    }
    const file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : null;
  };
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (EDGE_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
      // The distribution's API and feed behaviours carry the same response headers policy as
      // the pages, and it overrides what the origin sends.
      overrideHeaders(res, headers);
      void edge(req, res);
      return;
    }
    const request: EdgeRequest = {
      method: req.method ?? 'GET',
      uri: url.pathname,
      querystring: edgeQueryString(url.search),
      headers: {},
      cookies: {},
    };
    const viewer = { ip: req.socket.remoteAddress ?? '127.0.0.1' };
    const answer: EdgeRequest | EdgeResponse = await viewerRequest({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer,
      request,
    });
    // The function answered itself (a redirect): CloudFront sends that, without the origin.
    if ('statusCode' in answer) {
      res.writeHead(answer.statusCode, {
        ...headers,
        ...Object.fromEntries(Object.entries(answer.headers).map(([name, { value }]) => [name, value])),
      });
      return void res.end();
    }
    const key = answer.uri;
    // The origin: the bucket's object for that key, or S3's own 404.
    const file = fileAt(key);
    const { statusCode } = await viewerResponse({
      version: '1.0',
      context: { eventType: 'viewer-response' },
      viewer,
      request,
      response: { statusCode: file ? 200 : 404, headers: {}, cookies: {} },
    });
    const type = file ? (TYPES[path.extname(file)] ?? 'application/octet-stream') : 'application/xml';
    // CloudFront compresses text for browsers that accept it; so does the preview.
    const gzip =
      !!file &&
      /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /text|javascript|json|xml|svg/.test(type);
    res.writeHead(statusCode, {
      ...headers,
      'content-type': type,
      ...(file
        ? { 'cache-control': key.startsWith('/assets/') ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL }
        : {}),
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    if (!file) return void res.end(NO_SUCH_KEY);
    const stream = createReadStream(file);
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  };
  return http.createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      // A function that throws: CloudFront answers 503 (FunctionExecutionError), and so does this.
      console.error('site: a CloudFront Function failed', error);
      if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The CloudFront function failed.');
    });
  });
}

/**
 * Makes every answer written through `res` carry `policy`'s headers, over any of the same name
 * the origin wrote: what a CloudFront response headers policy with `override` does.
 */
function overrideHeaders(res: http.ServerResponse, policy: Record<string, string>): void {
  if (Object.keys(policy).length === 0) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const at = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[at];
    const named = Array.isArray(given) ? {} : ((given ?? {}) as http.OutgoingHttpHeaders);
    const kept = Object.fromEntries(
      Object.entries(named).filter(([name]) => !(name.toLowerCase() in lowerKeys(policy))),
    );
    for (const name of Object.keys(policy)) res.removeHeader(name);
    rest[at] = { ...kept, ...policy };
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}

const lowerKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.keys(headers).map((k) => [k.toLowerCase(), true]));

/**
 * A query string in CloudFront Functions' form: each key's value as the viewer sent it (not
 * decoded), a repeated key's values under `multiValue`.
 */
export function edgeQueryString(search: string): EdgeRequest['querystring'] {
  const query: EdgeRequest['querystring'] = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    const entry = query[key];
    if (!entry) query[key] = { value };
    else (entry.multiValue ??= [{ value: entry.value }]).push({ value });
  }
  return query;
}
