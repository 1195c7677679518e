import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../../infra/local/site-server';
import { PAGE_CACHE_CONTROL } from '../../infra/site/cache-control';
import { FEED_PATH } from '../../shared/compliance/feed';

/**
 * `npm run preview`'s site server, on a tiny build, with a local edge that answers /api/* the
 * way the API does (JSON errors with `cache-control: no-store`): API answers pass through as they
 * are, and only the site's own unknown paths get the HTML 404 page.
 */
const NOT_FOUND_HTML = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';
const apiAnswers: Record<string, [number, unknown]> = {
  '/api/admin/health': [403, { message: 'Forbidden' }],
  '/api/does-not-exist': [404, { message: 'Not Found' }],
};
const edgeCalls: string[] = [];

let server: http.Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-preview-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(path.join(root, '404.html'), NOT_FOUND_HTML);
  mkdirSync(path.join(root, 'about'));
  writeFileSync(path.join(root, 'about', 'index.html'), '<!doctype html><title>About</title>');
  server = createSiteServer(
    root,
    (req, res) => {
      edgeCalls.push(req.url ?? '');
      const [status, body] = apiAnswers[new URL(req.url ?? '/', 'http://local').pathname] ?? [
        500,
        { message: 'unexpected' },
      ];
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(body));
    },
    { 'content-security-policy': "default-src 'self'" },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the preview site server', () => {
  it.each([
    ['/api/admin/health', 403, { message: 'Forbidden' }],
    ['/api/does-not-exist', 404, { message: 'Not Found' }],
  ])('passes the API’s JSON %s (%i) through unchanged', async (url, status, body) => {
    const res = await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(body);
    expect(edgeCalls).toContain(url);
  });

  it('answers an unknown page with the HTML 404 page and status 404', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(NOT_FOUND_HTML);
    expect(edgeCalls).not.toContain('/no/such/page');
  });

  it('redirects a known service’s old address as the edge does, with the query as it was sent', async () => {
    const res = await fetch(`${base}/gst/gst-registration?utm_source=mail&utm_campaign=gst%20april&x=1&x=2`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      '/service/gst/gst-registration?utm_source=mail&utm_campaign=gst%20april&x=1&x=2',
    );
  });

  it('serves known pages with 200, the production headers and the deployment’s Cache-Control', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
    ] as const) {
      const res = await fetch(base + url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('gives the API’s answers, config.json and the calendar feed the same security headers as pages', async () => {
    for (const url of ['/api/admin/health', '/api/does-not-exist', '/config.json', FEED_PATH]) {
      const res = await fetch(base + url);
      expect(edgeCalls).toContain(url);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      // The origin's own headers stay, but for those the policy overrides.
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers a missing hashed asset as S3 does, not with the 404 page', async () => {
    const res = await fetch(`${base}/assets/gone-abc123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(await res.text()).toContain('<Code>NoSuchKey</Code>');
  });
});
