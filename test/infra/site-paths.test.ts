import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  SERVICE_ALIAS_PREFIXES,
  siteFileFor,
  sitePageStoreEntries,
} from '../../infra/site/site-paths';
import { LocalKeyValueStore } from '../../infra/site/page-store';
import { serviceDetailPrefixes } from '../../shared/site-routes';
import { withSiteScript } from '../../infra/site/page-scripts';

describe('site path mapping (preview server and CloudFront)', () => {
  const pages = new LocalKeyValueStore(sitePageStoreEntries());
  it.each([
    ['/', '/index.html'],
    ['/index.html', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/about/index.html', '/about/index.html'],
    ['/service/gst/gst-registration', '/service/gst/gst-registration/index.html'],
    ['/assets/app-abc123.js', '/assets/app-abc123.js'],
    ['/config.json', '/config.json'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/favicon.svg', '/favicon.svg'],
    ['/images/about-hero.svg', '/images/about-hero.svg'],
    ['/admin-dashboard', APP_SHELL_FILE],
    ['/admin-dashboard/leads', APP_SHELL_FILE],
    ['/client-dashboard/requests', APP_SHELL_FILE],
    ['/dashboard-login', APP_SHELL_FILE],
    ['/admin-dashboardx', NOT_FOUND_FILE],
    // A service's other addresses: the edge redirects a catalogue slug before asking for a file,
    // and any other slug has no page.
    ['/gst/gst-registration', NOT_FOUND_FILE],
    ['/license/drug-license', NOT_FOUND_FILE],
    ['/services/gst/gst-registration', NOT_FOUND_FILE],
    ['/gst/tax-evasion-help', NOT_FOUND_FILE],
    ['/gst', '/gst/index.html'],
    ['/blog/gst-registration-threshold', '/blog/gst-registration-threshold/index.html'],
    ['/blog/no-such-post', NOT_FOUND_FILE],
    ['/gst/a/b', NOT_FOUND_FILE],
    ['/services', '/services/index.html'],
    ['/no-such-page', NOT_FOUND_FILE],
    ['/404', NOT_FOUND_FILE],
    ['/404.html', NOT_FOUND_FILE],
    ['/favicon.ico', NOT_FOUND_FILE],
    ['/pricing.data', '/pricing.data'],
    ['/_.data', '/_.data'],
    ['/pricing/_.data', '/pricing.data'],
    ['/no-such-page.data', NOT_FOUND_FILE],
    ['/api/does-not-exist', '/api/does-not-exist'],
  ])('%s → %s', async (uri, file) => {
    expect(await siteFileFor(uri, pages)).toBe(file);
  });

  it('knows the same service-page aliases as the route table', () => {
    expect(SERVICE_ALIAS_PREFIXES).toEqual([...serviceDetailPrefixes]);
  });

  it("publishes a prerendered page with the site script in place of React Router's", () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Page not found</h1><div id="rr-scripts"><script>window.__reactRouterContext = {};</script><script type="module">import("/a.js")</script></div></body>';
    const out = withSiteScript(html, '/assets/site-1.js');
    expect(out).not.toMatch(/modulepreload|__reactRouterContext|import\(|rr-scripts/);
    expect(out).toMatch(/stylesheet/);
    expect(out).toMatch(/Page not found/);
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toMatch(/<script type="module" src="\/assets\/site-1\.js"><\/script><\/body>$/);
  });
});

describe("the dashboards' app page keeps its scripts but not their module preloads", () => {
  it('removes only the modulepreload links', async () => {
    const { withoutModulePreloads } = await import('../../infra/site/page-scripts');
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
    expect(written.get(srcs[0]![2]!)).toBe('window.a=1');
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

describe("React Router's per-page data stays data", () => {
  it('keeps the context and the loader data as JSON blocks read by shared code', async () => {
    const { externalizeInlineScripts } = await import('../../infra/site/inline-scripts');
    const written = new Map<string, string>();
    const page = (data: string) =>
      externalizeInlineScripts(
        `<script>window.__reactRouterContext = {"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({});</script>` +
          `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)});</script>`,
        (p, c) => written.set(p, c),
      );
    const a = page('[{"a":1}]');
    const b = page('[{"b":2}]');
    expect(a).toContain('<script type="application/json">{"isSpaMode":false}</script>');
    expect(a).toContain(`<script type="application/json">${JSON.stringify('[{"a":1}]')}</script>`);
    expect(b).toContain(`<script type="application/json">${JSON.stringify('[{"b":2}]')}</script>`);
    // Two pages, two kinds of script: two shared files, no data in them.
    expect(written.size).toBe(2);
    for (const code of written.values()) expect(code).not.toMatch(/isSpaMode|"a":1|"b":2/);
    // The shared code reads the block before it and hands React Router what the inline script did.
    const [enqueue] = [...written.values()].filter((c) => c.includes('enqueue'));
    const seen: unknown[] = [];
    const block = { textContent: JSON.stringify('[{"a":1}]') };
    new Function('window', 'document', enqueue!)(
      { __reactRouterContext: { streamController: { enqueue: (v: unknown) => seen.push(v) } } },
      { currentScript: { previousElementSibling: block } },
    );
    expect(seen).toEqual(['[{"a":1}]']);
  });
});
