import { readdirSync } from 'node:fs';
import path from 'node:path';
import reactRouterConfig from '../../react-router.config';
import { notFoundPrerenderPath, serviceDetailPrefixes } from '../../shared/site-routes';

/**
 * How a request path maps to a file of the built site, exactly as the CloudFront Functions do it
 * in production and the preview server does it locally (both run the code of edge-functions.ts,
 * built from `siteFileFor` and `viewerStatusFor` below). Those two functions use no imports and
 * only what the CloudFront Functions runtime documents (ES 5.1 statements, const and let, no
 * for-of, no ES 2015 string methods): their source becomes the functions' code, with the
 * constants below inlined.
 */

/** Client-rendered areas: they all load the SPA shell and route in the browser. */
export const APP_SHELL_PREFIXES = ['/admin-dashboard', '/client-dashboard', '/dashboard-login'];
export const APP_SHELL_FILE = '/__spa-fallback.html';
export const NOT_FOUND_FILE = '/404.html';

/**
 * The other addresses of a service page: /services/{category}/{slug} and /{prefix}/{slug}.
 * Only /service/{category}/{slug} is prerendered: a known service's other addresses redirect
 * there permanently (`serviceRedirectFor`); an unknown slug under them renders in the browser
 * with the generic template.
 */
export const SERVICE_ALIAS_PREFIXES: readonly string[] = serviceDetailPrefixes;

/** Files the build or the deployment writes beside the pages and the `public/` folder's files. */
export const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/config.json', APP_SHELL_FILE] as const;

/**
 * Every prerendered page: the very list React Router prerenders (react-router.config.ts, itself
 * built from shared/site-routes.ts and the blog folder), less the 404 route, which the build
 * publishes as NOT_FOUND_FILE instead.
 */
export function knownPagePaths(): string[] {
  return reactRouterConfig.prerender.filter((p) => p !== notFoundPrerenderPath);
}

/** The files of `public/`, which the build copies to the site's root unchanged. */
export function publicFilePaths(dir = 'public'): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const asLookup = (paths: readonly string[]): Record<string, 1> =>
  Object.fromEntries(paths.map((p) => [p, 1 as const]));

/** Lookups (path → 1) rather than lists: exact, and one step each at the edge. */
export const KNOWN_PAGES = asLookup(knownPagePaths());
export const KNOWN_FILES = asLookup([...publicFilePaths(), ...GENERATED_FILES]);

/**
 * The file a request path is served from: a known page's prerendered HTML, a dashboard's app
 * shell, a service page's other addresses' app shell, a known page's data, a known file, or for
 * anything else the 404 page. Hashed assets (their own behaviour at the edge, with S3's own 404)
 * and the API pass through untouched. Mapping a result again gives the same result, so the
 * viewer-response function may see either the viewer's path or the mapped one.
 */
export function siteFileFor(uri: string): string {
  if (uri.indexOf('/assets/') === 0 || uri.indexOf('/api/') === 0) return uri;
  for (let i = 0; i < APP_SHELL_PREFIXES.length; i++) {
    const prefix = APP_SHELL_PREFIXES[i]!;
    if (uri === prefix || uri.indexOf(prefix + '/') === 0) return APP_SHELL_FILE;
  }
  const parts = uri.split('/').filter(function (p) {
    return p !== '';
  });
  const trailing = uri.charAt(uri.length - 1) === '/';
  const last = parts.length ? parts[parts.length - 1]! : '';
  if (!trailing && last.indexOf('.') === -1) {
    if (parts.length === 3 && parts[0] === 'services') return APP_SHELL_FILE;
    if (parts.length === 2 && SERVICE_ALIAS_PREFIXES.indexOf(parts[0]!) !== -1) return APP_SHELL_FILE;
  }
  // A page: its clean URL, with or without the trailing slash, or its own file.
  let page = uri;
  if (page.slice(-11) === '/index.html') page = page.slice(0, -10);
  if (page.length > 1 && page.charAt(page.length - 1) === '/') page = page.slice(0, -1);
  if (KNOWN_PAGES[page] === 1) return page === '/' ? '/index.html' : page + '/index.html';
  // A page's loader data, fetched on client-side navigation: /{page}.data, /_.data for the home
  // page, and /{page}/_.data when the URL had a trailing slash (served from /{page}.data).
  if (uri.slice(-5) === '.data') {
    const base = uri.slice(0, -5);
    if (KNOWN_PAGES[base] === 1) return uri;
    if (base.slice(-2) === '/_') {
      const owner = base.slice(0, -2) || '/';
      if (KNOWN_PAGES[owner] === 1) return owner === '/' ? '/_.data' : owner + '.data';
    }
  }
  if (KNOWN_FILES[uri] === 1) return uri;
  return NOT_FOUND_FILE;
}

/**
 * Where a known service's other address (/services/{category}/{slug}, /{prefix}/{slug}) moved
 * for good: its prerendered page, /service/{category}/{slug}, found by the slug (as the page
 * itself names its canonical address). Anything else: null.
 */
export function serviceRedirectFor(uri: string): string | null {
  const parts = uri.split('/').filter(function (p) {
    return p !== '';
  });
  if (uri.charAt(uri.length - 1) === '/') return null;
  const alias =
    (parts.length === 3 && parts[0] === 'services') ||
    (parts.length === 2 && SERVICE_ALIAS_PREFIXES.indexOf(parts[0]!) !== -1);
  if (!alias) return null;
  const tail = '/' + parts[parts.length - 1];
  for (const page in KNOWN_PAGES) {
    if (page.indexOf('/service/') === 0 && page.slice(-tail.length) === tail) return page;
  }
  return null;
}

/** The query string as the viewer sent it, from CloudFront Functions' object form (values kept as they came). */
export function queryStringOf(
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>,
): string {
  const pairs: string[] = [];
  for (const key in querystring) {
    const entry = querystring[key]!;
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) {
      pairs.push(values[i]!.value === '' ? key : key + '=' + values[i]!.value);
    }
  }
  return pairs.join('&');
}

/**
 * The status the viewer gets for a response the site's origin answered: the 404 page, served
 * from the bucket with 200, goes out as 404; anything else (a 304 revalidation included) as it
 * came.
 */
export function viewerStatusFor(uri: string, status: number): number {
  return status === 200 && siteFileFor(uri) === NOT_FOUND_FILE ? 404 : status;
}
