import { readdirSync } from 'node:fs';
import path from 'node:path';
import reactRouterConfig from '../../react-router.config';
import { notFoundPrerenderPath, serviceDetailPrefixes } from '../../shared/site-routes';
import type { KvsEntry, KvsHandle } from './page-store';
import { appShellPrefixes } from '../../shared/page-paths';

/**
 * How a request path maps to a file of the built site, exactly as the CloudFront Functions do it
 * in production and the preview server does it locally (both run the code of edge-functions.ts,
 * built from `siteFileFor` and `viewerStatusFor` below). Those functions use no imports and only
 * what the CloudFront Functions runtime documents (ES 5.1 statements, const and let, async and
 * await, no for-of, no ES 2015 string methods): their source becomes the functions' code, with
 * the constants below inlined. The page list is not inlined: it lives in the page store, a
 * CloudFront KeyValueStore (page-store.ts), which the functions read one key at a time.
 */

/** Client-rendered areas: they all load the SPA shell and route in the browser. */
export const APP_SHELL_PREFIXES: readonly string[] = appShellPrefixes;
export const APP_SHELL_FILE = '/__spa-fallback.html';
export const NOT_FOUND_FILE = '/404.html';

/**
 * The other addresses of a service page: /services/{category}/{slug} and /{prefix}/{slug}.
 * Only /service/{category}/{slug} is prerendered, for every catalogue service: a catalogue
 * service's other addresses redirect there permanently (`serviceRedirectFor`), and a slug the
 * catalogue does not know gets the 404 page under every pattern (ADR 0077).
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

/**
 * The page store's keys and values (page-store.ts holds the store's limits):
 * - a prerendered page's path (`/about`) → `page`;
 * - a file of the site's root (`/favicon.svg`, `/sitemap.xml`) → `file`;
 * - `moved:{slug}` → the service page a known service's other addresses redirect to
 *   (`/service/{category}/{slug}`). Page and file keys start with `/`, so these never collide.
 * Defined here, beside the functions that read them, so that their code refers to them by name.
 */
export const PAGE_VALUE = 'page';
export const FILE_VALUE = 'file';
export const MOVED_PREFIX = 'moved:';

/** The store's entries for these pages and files, pages first, in a stable order. */
export function pageStoreEntries(pages: readonly string[], files: readonly string[]): KvsEntry[] {
  const entries: KvsEntry[] = [
    ...pages.map((key) => ({ key, value: PAGE_VALUE })),
    ...files.map((key) => ({ key, value: FILE_VALUE })),
  ];
  // A service page, /service/{category}/{slug}, is where its slug's other addresses move to; the
  // first page of a slug wins, in the list's order.
  const moved = new Set<string>();
  for (const page of pages) {
    const parts = page.split('/');
    if (parts.length !== 4 || parts[1] !== 'service') continue;
    const key = MOVED_PREFIX + parts[3];
    if (moved.has(key)) continue;
    moved.add(key);
    entries.push({ key, value: page });
  }
  return entries;
}

/** The site's root files: the `public/` folder's, and those the build or deployment writes. */
export function knownFilePaths(): string[] {
  return [...publicFilePaths(), ...GENERATED_FILES];
}

/** The page store's entries for this build's pages and files (page-store.ts). */
export function sitePageStoreEntries(): KvsEntry[] {
  return pageStoreEntries(knownPagePaths(), knownFilePaths());
}

/**
 * What the page store holds for a key, or '' when it holds nothing: `get` rejects for a key the
 * store lacks, so one read answers both questions.
 */
export async function storedValue(pages: KvsHandle, key: string): Promise<string> {
  try {
    return await pages.get(key, { format: 'string' });
  } catch (_missing) {
    // (A catch with a binding: the functions' runtime is documented with those.)
    return '';
  }
}

/**
 * The file a request path is served from: a known page's prerendered HTML, a dashboard's app
 * shell, a known page's data, a known file, or for
 * anything else the 404 page. Hashed assets (their own behaviour at the edge, with S3's own 404)
 * and the API pass through untouched. Mapping a result again gives the same result, so the
 * viewer-response function may see either the viewer's path or the mapped one. `pages` is the
 * page store (page-store.ts): one read per lookup, however many pages the site has.
 */
export async function siteFileFor(uri: string, pages: KvsHandle): Promise<string> {
  if (uri.indexOf('/assets/') === 0 || uri.indexOf('/api/') === 0) return uri;
  for (let i = 0; i < APP_SHELL_PREFIXES.length; i++) {
    const prefix = APP_SHELL_PREFIXES[i]!;
    if (uri === prefix || uri.indexOf(prefix + '/') === 0) return APP_SHELL_FILE;
  }
  // A service's other addresses never get here for a catalogue service (serviceRedirectFor moves
  // them to its page first), and no other slug has a service page: they fall through to the 404.
  // A page: its clean URL, with or without the trailing slash, or its own file.
  let page = uri;
  if (page.slice(-11) === '/index.html') page = page.slice(0, -10);
  if (page.length > 1 && page.charAt(page.length - 1) === '/') page = page.slice(0, -1);
  if ((await storedValue(pages, page)) === PAGE_VALUE)
    return page === '/' ? '/index.html' : page + '/index.html';
  // A page's loader data, fetched on client-side navigation: /{page}.data, /_.data for the home
  // page, and /{page}/_.data when the URL had a trailing slash (served from /{page}.data).
  if (uri.slice(-5) === '.data') {
    const base = uri.slice(0, -5);
    if ((await storedValue(pages, base)) === PAGE_VALUE) return uri;
    if (base.slice(-2) === '/_') {
      const owner = base.slice(0, -2) || '/';
      if ((await storedValue(pages, owner)) === PAGE_VALUE)
        return owner === '/' ? '/_.data' : owner + '.data';
    }
  }
  if ((await storedValue(pages, uri)) === FILE_VALUE) return uri;
  return NOT_FOUND_FILE;
}

/**
 * Where a known service's other address (/services/{category}/{slug}, /{prefix}/{slug}) moved
 * for good: its prerendered page, /service/{category}/{slug}, found by the slug (as the page
 * itself names its canonical address). Anything else: null.
 */
export async function serviceRedirectFor(uri: string, pages: KvsHandle): Promise<string | null> {
  const parts = uri.split('/').filter(function (p) {
    return p !== '';
  });
  if (uri.charAt(uri.length - 1) === '/') return null;
  const alias =
    (parts.length === 3 && parts[0] === 'services') ||
    (parts.length === 2 && SERVICE_ALIAS_PREFIXES.indexOf(parts[0]!) !== -1);
  if (!alias) return null;
  return (await storedValue(pages, MOVED_PREFIX + parts[parts.length - 1])) || null;
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
export async function viewerStatusFor(uri: string, status: number, pages: KvsHandle): Promise<number> {
  return status === 200 && (await siteFileFor(uri, pages)) === NOT_FOUND_FILE ? 404 : status;
}
