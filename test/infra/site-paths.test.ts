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

describe('inline scripts become files, so the CSP can forbid inline script', () => {
  it('moves code into content-named files, keeps attributes and order, leaves JSON-LD and src scripts', async () => {
    const { externalizeInlineScripts } = await import('../../infra/site/inline-scripts');
    const written = new Map<string, string>();
    const html =
      '<script type="application/ld+json">{"a":1}</script><p>x</p><script>window.a=1</script>' +
      '<script type="module" async="">import "/x.js";</script><script src="/y.js"></script><script id="_R_">a()</script><script>window.a=1</script>';
    const out = externalizeInlineScripts(html, (p, c) => written.set(p, c));
    expect(out).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(out).toContain('<script src="/y.js"></script>');
    const code = out.replace(/<script type="application\/ld\+json">.*?<\/script>/, '');
    expect(code).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    const srcs = [...out.matchAll(/<script([^>]*)src="(\/assets\/inline-[0-9a-f]{16}\.js)"/g)];
    expect(srcs).toHaveLength(4);
    expect(srcs[1]![1]).toContain('type="module" async=""');
    expect(srcs[2]![1]).toContain('id="_R_"');
    expect(srcs[0]![2]).toBe(srcs[3]![2]); // the same code, one file
    expect(written.get(srcs[0]![2])).toBe('window.a=1');
    expect(written.size).toBe(3);
  });

  it('the CSP allows no inline script, no plugins, no framing, no <base>', async () => {
    const { contentSecurityPolicy } = await import('../../infra/site/security-headers');
    const csp = contentSecurityPolicy(['https://cognito-idp.ap-south-1.amazonaws.com']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(d);
    expect(csp).toContain("connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com");
  });
});
