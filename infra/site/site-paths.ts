/**
 * How a request path maps to a file of the built site, exactly as the CloudFront Function will do
 * it in production and the preview server does it locally. Kept free of imports and modern syntax
 * that CloudFront Functions' runtime lacks.
 */

/** Client-rendered areas: they all load the SPA shell and route in the browser. */
export const APP_SHELL_PREFIXES = ['/admin-dashboard', '/client-dashboard', '/dashboard-login'];
export const APP_SHELL_FILE = '/__spa-fallback.html';
export const NOT_FOUND_FILE = '/404.html';

export function siteFileFor(uri: string): string {
  for (const prefix of APP_SHELL_PREFIXES) {
    if (uri === prefix || uri.startsWith(prefix + '/')) return APP_SHELL_FILE;
  }
  if (uri.endsWith('/')) return uri + 'index.html';
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  if (last.includes('.')) return uri;
  return uri + '/index.html';
}
