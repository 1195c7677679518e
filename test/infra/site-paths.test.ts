import { APP_SHELL_FILE, SERVICE_ALIAS_PREFIXES, siteFileFor } from '../../infra/site/site-paths';
import { serviceDetailPrefixes } from '../../shared/site-routes';
import { stripScripts } from '../../infra/site/not-found-page';

describe('site path mapping (preview server and CloudFront)', () => {
  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/service/gst/gst-registration', '/service/gst/gst-registration/index.html'],
    ['/assets/app-abc123.js', '/assets/app-abc123.js'],
    ['/config.json', '/config.json'],
    ['/admin-dashboard', APP_SHELL_FILE],
    ['/admin-dashboard/leads', APP_SHELL_FILE],
    ['/client-dashboard/requests', APP_SHELL_FILE],
    ['/dashboard-login', APP_SHELL_FILE],
    ['/admin-dashboardx', '/admin-dashboardx/index.html'],
    ['/gst/gst-registration', APP_SHELL_FILE],
    ['/license/drug-license', APP_SHELL_FILE],
    ['/services/gst/gst-registration', APP_SHELL_FILE],
    ['/gst', '/gst/index.html'],
    ['/blog/gst-registration-threshold', '/blog/gst-registration-threshold/index.html'],
    ['/gst/a/b', '/gst/a/b/index.html'],
    ['/services', '/services/index.html'],
  ])('%s → %s', (uri, file) => {
    expect(siteFileFor(uri)).toBe(file);
  });

  it('knows the same service-page aliases as the route table', () => {
    expect(SERVICE_ALIAS_PREFIXES).toEqual([...serviceDetailPrefixes]);
  });

  it('publishes the 404 page without scripts', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/></head><body><h1>Page not found</h1><script type="module">import("/a.js")</script></body>';
    const out = stripScripts(html);
    expect(out).not.toMatch(/script|modulepreload/);
    expect(out).toMatch(/stylesheet/);
    expect(out).toMatch(/Page not found/);
  });
});

describe('prerendered pages keep their scripts but not their module preloads', () => {
  it('removes only the modulepreload links', async () => {
    const { withoutModulePreloads } = await import('../../infra/site/not-found-page');
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/></head><body><script type="module">import("/a.js")</script></body>';
    const out = withoutModulePreloads(html);
    expect(out).not.toMatch(/modulepreload/);
    expect(out).toMatch(/<script type="module">/);
    expect(out).toMatch(/stylesheet/);
  });
});
