import { APP_SHELL_FILE, APP_SHELL_PREFIXES, SERVICE_ALIAS_PREFIXES, siteFileFor } from './site-paths';

/**
 * The CloudFront Function (viewer request, cloudfront-js-2.0) that maps clean URLs to the
 * prerendered files and the dashboards to their app shell: the same `siteFileFor` the preview
 * server uses, with its constants, as one self-contained script.
 */
export function viewerRequestFunctionCode(): string {
  return [
    `var APP_SHELL_PREFIXES = ${JSON.stringify(APP_SHELL_PREFIXES)};`,
    `var APP_SHELL_FILE = ${JSON.stringify(APP_SHELL_FILE)};`,
    `var SERVICE_ALIAS_PREFIXES = ${JSON.stringify(SERVICE_ALIAS_PREFIXES)};`,
    `var siteFileFor = ${siteFileFor.toString()};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  request.uri = siteFileFor(request.uri);',
    '  return request;',
    '}',
  ].join('\n');
}
