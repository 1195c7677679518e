/**
 * npm run bench:web: for each public page template, the JavaScript and CSS the page loads (gzip
 * bytes, measured in a real browser), whether any Amplify or dashboard code is among it, and the
 * Lighthouse 12 mobile scores (median of 3 runs) with Debian's chromium. Budgets
 * (docs/product.md#budgets): JS at most 90 KB gzip on every public page, no Amplify;
 * Performance >= 98; Accessibility, Best Practices and SEO 100. Exits 1 when a budget is missed.
 * The tax tool pages, the consultation form and the compliance calendar are islands that load
 * React (web/site/islands.ts); their own code may load at most 15 KB beyond the site's shared
 * bundle (the script every other page template loads) and the React file.
 * Runs against `npm run preview`'s stack, started here on a free loopback port (BENCH_RUNS=1 for a
 * quick look).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JS_BUDGET = 90 * 1024;
/** What a tax tool page may load beyond the shared bundle. */
const TOOL_JS_BUDGET = 15 * 1024;
const templates: [string, string][] = [
  ['home', '/'],
  ['category', '/gst'],
  ['service detail', '/service/gst/gst-registration'],
  ['pricing', '/pricing'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['404', '/no-such-page'],
  ['tools', '/tools'],
  ['income tax tool', '/tools/income-tax-calculator'],
  ['HRA tool', '/tools/hra-calculator'],
  ['GST tool', '/tools/gst-calculator'],
  ['GSTIN tool', '/tools/gstin-validator'],
  ['compliance calendar', '/compliance-calendar'],
  ['consultation', '/consultation'],
];
const isTool = (p: string) =>
  p.startsWith('/tools/') || p === '/compliance-calendar' || p === '/consultation';
/** The React file the islands and the dialog share (infra/site/site-script.ts names it). */
const REACT_FILE = /\/assets\/site-react-[^/]*\.js$/;
/** The templates whose common scripts are the shared bundle: every page without an island. */
const sharedFrom = (p: string) => !isTool(p);
/**
 * Lighthouse refuses to score a document answered with 404 (and the edge answers 404 for
 * /404.html too), so the 404 template is scored as the file it is, served with 200 from the
 * build by a plain file server; its deliberate noindex is not counted against SEO.
 */
const lighthouseUrl = (site: string, files: string, p: string) =>
  p === '/no-such-page' ? `${files}/404.html` : site + p;
const allowedFailures = (p: string) => (p === '/no-such-page' ? ['is-crawlable'] : []);
/** Strings only Amplify or dashboard code contains. */
const FORBIDDEN = [/aws-amplify/i, /CognitoIdentityServiceProvider/, /USER_PASSWORD_AUTH/, /Dashboard Login/];

async function startStack(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const ready = path.join(dir, 'ready.json');
  const port = String(4400 + Math.floor(Math.random() * 400));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--preview', '--ephemeral', '--ready-file', ready],
    { env: { ...process.env, PORT: port }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 600; i++) {
    try {
      const { siteUrl } = JSON.parse(readFileSync(ready, 'utf8')) as { siteUrl: string };
      return {
        url: siteUrl,
        stop: () => {
          child.kill('SIGTERM');
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the local stack did not start within 60 s');
}

async function weigh(base: string, pagePath: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless', '--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const bodies: { url: string; type: 'js' | 'css'; body: Buffer }[] = [];
  page.on('response', async (res) => {
    const url = res.url();
    const type = /\.js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : null;
    if (type) bodies.push({ url, type, body: await res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(base + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await browser.close();
  const gz = (type: 'js' | 'css') =>
    bodies.filter((b) => b.type === type).reduce((n, b) => n + gzipSync(b.body, { level: 9 }).length, 0);
  const forbidden = bodies
    .filter((b) => b.type === 'js' && FORBIDDEN.some((re) => re.test(b.body.toString('utf8'))))
    .map((b) => path.basename(new URL(b.url).pathname));
  /** Each script's gzip bytes by its path, to tell the shared bundle from a page's own. */
  const scripts = new Map(
    bodies
      .filter((b) => b.type === 'js')
      .map((b) => [new URL(b.url).pathname, gzipSync(b.body, { level: 9 }).length] as const),
  );
  return { js: gz('js'), css: gz('css'), files: bodies.length, forbidden, scripts };
}

async function scores(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result!.lhr.categories;
    const pct = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    return {
      performance: pct('performance'),
      accessibility: pct('accessibility'),
      bestPractices: pct('best-practices'),
      seo: pct('seo'),
      failing: Object.values(result!.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The built site's files as they are, with 200, on a loopback port. */
async function serveFiles(root: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const stack = await startStack();
const files = await serveFiles(path.resolve('build', 'client'));
let failed = false;
try {
  console.log(`bench:web against ${stack.url} (${RUNS} Lighthouse run(s) per page, mobile)\n`);
  const weights = new Map<string, Awaited<ReturnType<typeof weigh>>>();
  for (const [, p] of templates) weights.set(p, await weigh(stack.url, p));
  // The shared bundle: the scripts that every page template outside the tools loads.
  const sharedSets = templates.filter(([, p]) => sharedFrom(p)).map(([, p]) => weights.get(p)!.scripts);
  const shared = [...sharedSets[0]!.keys()].filter((file) => sharedSets.every((set) => set.has(file)));
  const sharedBytes = shared.reduce((n, file) => n + sharedSets[0]!.get(file)!, 0);
  console.log(`shared bundle: ${kb(sharedBytes)} JS gzip in ${shared.length} files\n`);
  console.log('page               JS gzip   CSS gzip  Perf  A11y  BP   SEO  notes');
  for (const [name, p] of templates) {
    const w = weights.get(p)!;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await scores(lighthouseUrl(stack.url, files.url, p)));
    const s = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
    };
    const problems: string[] = [];
    const react = [...w.scripts].filter(([file]) => REACT_FILE.test(file)).reduce((n, [, b]) => n + b, 0);
    const own = w.js - react - shared.reduce((n, file) => n + (w.scripts.get(file) ?? 0), 0);
    if (isTool(p) && own > TOOL_JS_BUDGET)
      problems.push(`JS beyond the shared bundle and React ${kb(own)} > ${kb(TOOL_JS_BUDGET)}`);
    if (w.js > JS_BUDGET) problems.push(`JS over ${kb(JS_BUDGET)}`);
    if (w.forbidden.length) problems.push(`Amplify/dashboard code in ${w.forbidden.join(', ')}`);
    if (s.performance < 98) problems.push('Performance < 98');
    const failing = [...new Set(runs.flatMap((r) => r.failing))].filter(
      (id) => !allowedFailures(p).includes(id),
    );
    if (s.accessibility < 100 || s.bestPractices < 100 || (s.seo < 100 && failing.length > 0)) {
      problems.push(`below 100: ${failing.join(', ')}`);
    }
    if (problems.length) failed = true;
    console.log(
      `${name.padEnd(18)} ${kb(w.js).padStart(8)} ${kb(w.css).padStart(9)}  ${String(s.performance).padStart(4)}  ${String(
        s.accessibility,
      ).padStart(
        4,
      )}  ${String(s.bestPractices).padStart(3)}  ${String(s.seo).padStart(3)}  ${problems.join('; ') || 'ok'}${
        isTool(p) ? ` (${kb(own)} beyond the shared bundle and React)` : ''
      }`,
    );
  }
} finally {
  stack.stop();
  files.close();
}
console.log(failed ? '\nbench:web: budget missed' : '\nbench:web: every budget met');
process.exit(failed ? 1 : 0);
