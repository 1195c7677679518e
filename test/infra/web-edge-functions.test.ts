import { execFileSync } from 'node:child_process';
import * as ts from 'typescript';
import {
  FUNCTION_CODE_LIMIT_BYTES,
  KVS_IMPORT,
  runEdgeFunction,
  viewerRequestFunctionCode,
  viewerResponseFunctionCode,
  type EdgeEvent,
  type EdgeRequest,
  type EdgeResponse,
} from '../../infra/site/edge-functions';
import { LocalKeyValueStore } from '../../infra/site/page-store';
import {
  APP_SHELL_FILE,
  knownFilePaths,
  knownPagePaths,
  NOT_FOUND_FILE,
  pageStoreEntries,
  publicFilePaths,
  sitePageStoreEntries,
} from '../../infra/site/site-paths';
import reactRouterConfig from '../../react-router.config';
import { allServices, servicePath } from '../../shared/catalogue';
import { serviceDetailPrefixes, servicePagePaths, staticPages } from '../../shared/site-routes';

/**
 * The CloudFront Functions' code, run as CloudFront runs it (a script in a context of its own),
 * in two builds: the one this test process makes, and the one `cdk synth` makes (tsx, whose
 * transform of the same source differs in whitespace), which is what gets deployed.
 */
const deployedBuild = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./infra/site/edge-functions.ts').then((m) => process.stdout.write(JSON.stringify([m.viewerRequestFunctionCode(), m.viewerResponseFunctionCode()])))",
    ],
    { encoding: 'utf8' },
  ),
) as [string, string];
const builds = [
  ['as built here', viewerRequestFunctionCode(), viewerResponseFunctionCode()],
  ['as cdk synth builds it', ...deployedBuild],
] as const;

const event = (uri: string, response?: EdgeResponse): EdgeEvent => ({
  version: '1.0',
  context: { eventType: response ? 'viewer-response' : 'viewer-request' },
  viewer: { ip: '203.0.113.7' },
  request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} },
  ...(response ? { response } : {}),
});
const origin = (statusCode: number): EdgeResponse => ({ statusCode, headers: {}, cookies: {} });

const blogPost = reactRouterConfig.prerender.find((p) => p.startsWith('/blog/'))!;

/**
 * The site's own pages, and the same with 5,000 generated pages added (longer paths than any real
 * one): the functions answer alike for the site's pages whatever else the store holds.
 */
const generatedPages = Array.from(
  { length: 5000 },
  (_, i) => `/blog/generated-post-number-${i}-on-a-tax-or-compliance-topic-with-a-long-descriptive-slug`,
);
const stores = [
  ['the site’s pages', new LocalKeyValueStore(sitePageStoreEntries())],
  [
    '5,000 generated pages besides',
    new LocalKeyValueStore(pageStoreEntries([...knownPagePaths(), ...generatedPages], knownFilePaths())),
  ],
] as const;
const cases = builds.flatMap(([build, request, response]) =>
  stores.map(([stored, store]) => [`${build}, ${stored}`, request, response, store] as const),
);

describe.each(cases)('the CloudFront Functions (%s)', (_build, requestCode, responseCode, store) => {
  const viewerRequest = runEdgeFunction<EdgeRequest | EdgeResponse>(requestCode, store);
  const viewerResponse = runEdgeFunction<EdgeResponse>(responseCode, store);
  const fileFor = async (uri: string) => ((await viewerRequest(event(uri))) as EdgeRequest).uri;
  const statusFor = async (uri: string, status = 200) =>
    (await viewerResponse(event(uri, origin(status)))).statusCode;

  it.each([
    // Known pages: their prerendered file.
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/about/', '/about/index.html'],
    ['/pricing', '/pricing/index.html'],
    ['/gst', '/gst/index.html'],
    ['/tax-services', '/tax-services/index.html'],
    ['/service/gst/gst-registration', '/service/gst/gst-registration/index.html'],
    [blogPost, `${blogPost}/index.html`],
    // A slug the catalogue does not know, under the other ten patterns: the 404 page, as under
    // /service/ (ADR 0077). Known slugs there are redirected (below).
    ['/services/gst/composition-scheme-advice', NOT_FOUND_FILE],
    ['/gst/composition-scheme-advice', NOT_FOUND_FILE],
    ['/gst/tax-evasion-help', NOT_FOUND_FILE],
    ['/tax-services/no-such-filing', NOT_FOUND_FILE],
    // Dashboards: the app shell.
    ['/admin-dashboard', APP_SHELL_FILE],
    ['/admin-dashboard/leads', APP_SHELL_FILE],
    ['/client-dashboard', APP_SHELL_FILE],
    ['/dashboard-login', APP_SHELL_FILE],
    // Static files and loader data.
    ['/sitemap.xml', '/sitemap.xml'],
    ['/robots.txt', '/robots.txt'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
    ['/pricing.data', '/pricing.data'],
    ['/_.data', '/_.data'],
    ['/assets/entry-abc123.js', '/assets/entry-abc123.js'],
    // Unknown pages: the 404 page.
    ['/no-such-page', NOT_FOUND_FILE],
    ['/a/b/c/d', NOT_FOUND_FILE],
    ['/admin-dashboardx', NOT_FOUND_FILE],
    ['/blog/no-such-post', NOT_FOUND_FILE],
    ['/service/gst/no-such-service', NOT_FOUND_FILE],
    ['/gst/gst-registration/', NOT_FOUND_FILE],
    ['/wp-login.php', NOT_FOUND_FILE],
    ['/about|/contact', NOT_FOUND_FILE],
    // The API is never the site's business.
    ['/api/does-not-exist', '/api/does-not-exist'],
    ['/api/inquiries', '/api/inquiries'],
  ])('viewer request: %s → %s', async (uri, file) => {
    expect(await fileFor(uri)).toBe(file);
  });

  it('maps every prerendered page to its file and every public file to itself', async () => {
    for (const page of [...staticPages.map((p) => p.path), ...servicePagePaths()]) {
      expect({ page, file: await fileFor(page) }).toEqual({
        page,
        file: page === '/' ? '/index.html' : `${page}/index.html`,
      });
    }
    for (const file of publicFilePaths()) expect(await fileFor(file)).toBe(file);
    if (store.size > 5000) {
      for (const page of [generatedPages[0]!, generatedPages[2500]!, generatedPages[4999]!])
        expect(await fileFor(page)).toBe(`${page}/index.html`);
      expect(await fileFor(`${generatedPages[0]}-not-published`)).toBe(NOT_FOUND_FILE);
    }
  });

  it("redirects a known service's other addresses to its prerendered page, keeping the query", async () => {
    const redirect = async (uri: string, querystring: EdgeRequest['querystring'] = {}) => {
      const answer = await viewerRequest({ ...event(uri), request: { ...event(uri).request, querystring } });
      return 'statusCode' in answer ? [answer.statusCode, answer.headers.location?.value] : ['passed on'];
    };
    for (const { category, service } of allServices()) {
      const canonical = servicePath(category, service.slug);
      expect(await redirect(canonical.replace(/^\/service\//, '/services/'))).toEqual([301, canonical]);
      // The category in the old address does not matter: the slug names the service.
      expect(await redirect(`/services/gst/${service.slug}`)).toEqual([301, canonical]);
      for (const prefix of serviceDetailPrefixes)
        expect(await redirect(`/${prefix}/${service.slug}`)).toEqual([301, canonical]);
    }
    // A campaign's tags and click ids go along, as the viewer sent them, repeated keys included.
    expect(
      await redirect('/gst/gst-registration', {
        utm_source: { value: 'google' },
        utm_campaign: { value: 'gst%20april' },
        tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
        preview: { value: '' },
      }),
    ).toEqual([
      301,
      '/service/gst/gst-registration?utm_source=google&utm_campaign=gst%20april&tag=a&tag=b&preview',
    ]);
    // Not an old address: no redirect.
    for (const uri of [
      '/service/gst/gst-registration',
      '/gst',
      '/gst/gst-registration/',
      '/gst/composition-scheme-advice',
    ])
      expect(await redirect(uri)).toEqual(['passed on']);
  });

  it('gives the same file for a path it has already mapped (the response function may see either)', async () => {
    for (const uri of [
      '/',
      '/about',
      '/gst/composition-scheme-advice',
      '/no/such/page',
      '/pricing/_.data',
      '/admin-dashboard',
    ]) {
      const once = await fileFor(uri);
      expect({ uri, twice: await fileFor(once) }).toEqual({ uri, twice: once });
    }
  });

  it('viewer response: the 404 page goes out with 404, everything else with its own status', async () => {
    expect(await statusFor('/no-such-page')).toBe(404);
    // Words after a category prefix that name no catalogue service: not found, not a branded page.
    expect(await statusFor('/gst/tax-evasion-help')).toBe(404);
    expect(await statusFor('/services/gst/tax-evasion-help')).toBe(404);
    expect((await viewerResponse(event('/no-such-page', origin(200)))).statusDescription).toBe('Not Found');
    // Whether CloudFront hands the response function the viewer's path or the mapped one.
    expect(await statusFor(NOT_FOUND_FILE)).toBe(404);
    expect(await statusFor('/about')).toBe(200);
    expect(await statusFor('/about/index.html')).toBe(200);
    expect(await statusFor('/admin-dashboard/leads')).toBe(200);
    expect(await statusFor(APP_SHELL_FILE)).toBe(200);
    // A browser revalidating its copy of the 404 page gets the edge's 304 as it is.
    expect(await statusFor('/no-such-page', 304)).toBe(304);
    // S3's own 404 (a missing hashed asset) and any API answer are left alone.
    expect(await statusFor('/assets/gone-abc123.js', 404)).toBe(404);
    for (const status of [200, 401, 403, 404])
      expect(await statusFor('/api/does-not-exist', status)).toBe(status);
  });

  it('fits CloudFront Functions’ 10 KB code limit, whatever the number of pages (the list is in the store)', () => {
    for (const code of [requestCode, responseCode]) {
      expect(Buffer.byteLength(code)).toBeLessThan(FUNCTION_CODE_LIMIT_BYTES / 2);
      expect(code).not.toContain(blogPost);
      expect(code).not.toContain('/pricing');
    }
  });

  it('uses only what the cloudfront-js-2.0 runtime documents (the cloudfront module alone, no for-of, ES 5.1 methods)', () => {
    for (const code of [requestCode, responseCode]) {
      const { diagnostics } = ts.transpileModule(code, { fileName: 'function.js', reportDiagnostics: true });
      expect(diagnostics?.map((d) => d.messageText)).toEqual([]);
      const source = ts.createSourceFile('function.js', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
      const forbidden: string[] = [];
      const methods = new Set<string>();
      const visit = (node: ts.Node) => {
        if (
          ts.isForOfStatement(node) ||
          ts.isClassLike(node) ||
          ts.isSpreadElement(node) ||
          ts.isObjectBindingPattern(node) ||
          ts.isArrayBindingPattern(node) ||
          (ts.isImportDeclaration(node) && node.getText() !== KVS_IMPORT) ||
          ts.isExportDeclaration(node) ||
          (ts.isPropertyAccessExpression(node) && node.questionDotToken) ||
          (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
        ) {
          forbidden.push(ts.SyntaxKind[node.kind]);
        }
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          methods.add(node.expression.name.text);
        }
        if (ts.isIdentifier(node) && node.text === 'require') forbidden.push('require');
        ts.forEachChild(node, visit);
      };
      visit(source);
      expect(forbidden).toEqual([]);
      expect(source.statements[0]!.getText()).toBe(KVS_IMPORT);
      // ES 5.1's, and the store helper's (`cf.kvs()`, then `get`).
      const es51 = [
        'indexOf',
        'lastIndexOf',
        'slice',
        'split',
        'filter',
        'charAt',
        'push',
        'join',
        'kvs',
        'get',
      ];
      expect([...methods].filter((m) => !es51.includes(m))).toEqual([]);
    }
  });
});

describe('what the functions know', () => {
  it('reads exactly the pages React Router prerenders (the 404 route aside) and the root files from its store', () => {
    const entries = sitePageStoreEntries();
    const keysOf = (value: string) => entries.filter((e) => e.value === value).map((e) => e.key);
    expect(keysOf('page').sort()).toEqual(reactRouterConfig.prerender.filter((p) => p !== '/404').sort());
    expect(keysOf('page')).toEqual(expect.arrayContaining([blogPost, '/', '/pricing']));
    expect(keysOf('file')).toEqual(
      expect.arrayContaining([...publicFilePaths(), '/sitemap.xml', '/robots.txt', '/config.json']),
    );
    expect(publicFilePaths()).toContain('/favicon.svg');
    // Every service has its slug's redirect target.
    for (const { category, service } of allServices()) {
      expect(entries).toContainEqual({
        key: `moved:${service.slug}`,
        value: servicePath(category, service.slug),
      });
    }
  });
});
