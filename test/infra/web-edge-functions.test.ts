import { execFileSync } from 'node:child_process';
import * as ts from 'typescript';
import {
  FUNCTION_CODE_LIMIT_BYTES,
  runEdgeFunction,
  viewerRequestFunctionCode,
  viewerResponseFunctionCode,
  type EdgeEvent,
  type EdgeRequest,
  type EdgeResponse,
} from '../../infra/site/edge-functions';
import {
  APP_SHELL_FILE,
  KNOWN_FILES,
  KNOWN_PAGES,
  NOT_FOUND_FILE,
  publicFilePaths,
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

describe.each(builds)('the CloudFront Functions (%s)', (_build, requestCode, responseCode) => {
  const viewerRequest = runEdgeFunction<EdgeRequest | EdgeResponse>(requestCode);
  const viewerResponse = runEdgeFunction<EdgeResponse>(responseCode);
  const fileFor = (uri: string) => (viewerRequest(event(uri)) as EdgeRequest).uri;
  const statusFor = (uri: string, status = 200) => viewerResponse(event(uri, origin(status))).statusCode;

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
    // A slug the catalogue does not know, under the other ten patterns: the app shell (the generic
    // template). Known slugs there are redirected (below).
    ['/services/gst/composition-scheme-advice', APP_SHELL_FILE],
    ['/gst/composition-scheme-advice', APP_SHELL_FILE],
    ['/tax-services/no-such-filing', APP_SHELL_FILE],
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
  ])('viewer request: %s → %s', (uri, file) => {
    expect(fileFor(uri)).toBe(file);
  });

  it('maps every prerendered page to its file and every public file to itself', () => {
    for (const page of [...staticPages.map((p) => p.path), ...servicePagePaths()]) {
      expect({ page, file: fileFor(page) }).toEqual({
        page,
        file: page === '/' ? '/index.html' : `${page}/index.html`,
      });
    }
    for (const file of publicFilePaths()) expect(fileFor(file)).toBe(file);
  });

  it("redirects a known service's other addresses to its prerendered page, keeping the query", () => {
    const redirect = (uri: string, querystring: EdgeRequest['querystring'] = {}) => {
      const answer = viewerRequest({ ...event(uri), request: { ...event(uri).request, querystring } });
      return 'statusCode' in answer ? [answer.statusCode, answer.headers.location?.value] : ['passed on'];
    };
    for (const { category, service } of allServices()) {
      const canonical = servicePath(category, service.slug);
      expect(redirect(canonical.replace(/^\/service\//, '/services/'))).toEqual([301, canonical]);
      // The category in the old address does not matter: the slug names the service.
      expect(redirect(`/services/gst/${service.slug}`)).toEqual([301, canonical]);
      for (const prefix of serviceDetailPrefixes)
        expect(redirect(`/${prefix}/${service.slug}`)).toEqual([301, canonical]);
    }
    // A campaign's tags and click ids go along, as the viewer sent them, repeated keys included.
    expect(
      redirect('/gst/gst-registration', {
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
      expect(redirect(uri)).toEqual(['passed on']);
  });

  it('gives the same file for a path it has already mapped (the response function may see either)', () => {
    for (const uri of [
      '/',
      '/about',
      '/gst/composition-scheme-advice',
      '/no/such/page',
      '/pricing/_.data',
      '/admin-dashboard',
    ]) {
      const once = fileFor(uri);
      expect({ uri, twice: fileFor(once) }).toEqual({ uri, twice: once });
    }
  });

  it('viewer response: the 404 page goes out with 404, everything else with its own status', () => {
    expect(statusFor('/no-such-page')).toBe(404);
    expect(viewerResponse(event('/no-such-page', origin(200))).statusDescription).toBe('Not Found');
    // Whether CloudFront hands the response function the viewer's path or the mapped one.
    expect(statusFor(NOT_FOUND_FILE)).toBe(404);
    expect(statusFor('/about')).toBe(200);
    expect(statusFor('/about/index.html')).toBe(200);
    expect(statusFor('/admin-dashboard/leads')).toBe(200);
    expect(statusFor(APP_SHELL_FILE)).toBe(200);
    // A browser revalidating its copy of the 404 page gets the edge's 304 as it is.
    expect(statusFor('/no-such-page', 304)).toBe(304);
    // S3's own 404 (a missing hashed asset) and any API answer are left alone.
    expect(statusFor('/assets/gone-abc123.js', 404)).toBe(404);
    for (const status of [200, 401, 403, 404]) expect(statusFor('/api/does-not-exist', status)).toBe(status);
  });

  it('fits CloudFront Functions’ 10 KB code limit, with a fifth free to grow (a blog post adds ~45 bytes)', () => {
    for (const code of [requestCode, responseCode]) {
      expect(Buffer.byteLength(code)).toBeLessThan(FUNCTION_CODE_LIMIT_BYTES * 0.8);
    }
  });

  it('uses only what the cloudfront-js-2.0 runtime documents (no imports, no for-of, ES 5.1 methods)', () => {
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
          ts.isImportDeclaration(node) ||
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
      const es51 = ['indexOf', 'lastIndexOf', 'slice', 'split', 'filter', 'charAt', 'push', 'join'];
      expect([...methods].filter((m) => !es51.includes(m))).toEqual([]);
    }
  });
});

describe('what the functions know', () => {
  it('knows exactly the pages React Router prerenders (the 404 route aside) and the public files', () => {
    expect(Object.keys(KNOWN_PAGES).sort()).toEqual(
      reactRouterConfig.prerender.filter((p) => p !== '/404').sort(),
    );
    expect(Object.keys(KNOWN_PAGES)).toEqual(expect.arrayContaining([blogPost, '/', '/pricing']));
    expect(Object.keys(KNOWN_FILES)).toEqual(
      expect.arrayContaining([...publicFilePaths(), '/sitemap.xml', '/robots.txt', '/config.json']),
    );
    expect(publicFilePaths()).toContain('/favicon.svg');
  });
});
