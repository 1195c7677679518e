import { serviceDetailPrefixes } from '../../shared/site-routes';

/**
 * How a request path maps to a file of the built site, exactly as the CloudFront Function does it
 * in production and the preview server does it locally. `siteFileFor` uses no imports and no
 * syntax CloudFront Functions' runtime lacks: its source becomes the function's code.
 */

/** Client-rendered areas: they all load the SPA shell and route in the browser. */
export const APP_SHELL_PREFIXES = ['/admin-dashboard', '/client-dashboard', '/dashboard-login'];
export const APP_SHELL_FILE = '/__spa-fallback.html';
export const NOT_FOUND_FILE = '/404.html';

/**
 * The other addresses of a service page (spec 2.1): /services/{category}/{slug} and /{prefix}/{slug}.
 * Only /service/{category}/{slug} is prerendered; these render in the browser, with a canonical
 * link to it. The CloudFront Function gets this list inlined (viewer-request.ts).
 */
export const SERVICE_ALIAS_PREFIXES: readonly string[] = serviceDetailPrefixes;

export function siteFileFor(uri: string): string {
  for (const prefix of APP_SHELL_PREFIXES) {
    if (uri === prefix || uri.startsWith(prefix + '/')) return APP_SHELL_FILE;
  }
  const parts = uri.split('/').filter(function (p) {
    return p !== '';
  });
  const trailing = uri.charAt(uri.length - 1) === '/';
  if (!trailing && parts.length === 3 && parts[0] === 'services' && parts[2]!.indexOf('.') === -1) {
    return APP_SHELL_FILE;
  }
  if (
    !trailing &&
    parts.length === 2 &&
    SERVICE_ALIAS_PREFIXES.indexOf(parts[0]!) !== -1 &&
    parts[1]!.indexOf('.') === -1
  ) {
    return APP_SHELL_FILE;
  }
  if (uri.endsWith('/')) return uri + 'index.html';
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.includes('.')) return uri;
  return uri + '/index.html';
}
