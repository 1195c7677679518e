import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { NOT_FOUND_FILE, siteFileFor } from '../site/site-paths';

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
 * `npm run preview`: the production build served the way CloudFront serves it. Clean URLs map to
 * prerendered files, dashboards to the app shell, anything else to the 404 page with status 404;
 * /api and /config.json go to the local edge.
 */
export function createSiteServer(
  root: string,
  edge: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void,
  /** The production security headers (CSP included), as CloudFront adds them. */
  headers: Record<string, string> = {},
): http.Server {
  const fileAt = (key: string) => {
    const file = path.join(root, path.normalize(key).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : null;
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/') || url.pathname === '/config.json') {
      void edge(req, res);
      return;
    }
    let uri: string;
    try {
      uri = decodeURIComponent(url.pathname);
    } catch {
      uri = '/';
    }
    const key = siteFileFor(uri);
    const file = fileAt(key);
    const status = file ? 200 : 404;
    const served = file ?? fileAt(NOT_FOUND_FILE);
    const immutable = key.startsWith('/assets/');
    const type = TYPES[path.extname(served ?? '.txt')] ?? 'application/octet-stream';
    // CloudFront compresses text for browsers that accept it; so does the preview.
    const gzip =
      /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|xml|svg/.test(type);
    res.writeHead(status, {
      ...headers,
      'content-type': type,
      'cache-control': immutable && file ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    if (!served) return void res.end('Not found');
    const stream = createReadStream(served);
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  });
}
