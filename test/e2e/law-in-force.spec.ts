import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEED_PATH } from '../../shared/compliance/feed';
import { expect, test } from './fixtures';
import { checkProvenance } from './provenance';
import { ruleSetValues, workingNotes } from './rule-set-values';

/**
 * The public site as prerendered, page by page, with JavaScript off: what the build wrote is what
 * a visitor and a crawler read first.
 */
const CLIENT = join(process.cwd(), 'build', 'client');
const prerenderedPaths = (dir = CLIENT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : prerenderedPaths(full);
    if (entry.name !== 'index.html') return [];
    const path = `/${relative(CLIENT, dir).split(sep).join('/')}`;
    return [path === '/' ? '/' : path.replace(/\/$/, '')];
  });

/** Pages about income tax, which name tax year 2026-27 and later as the Income-tax Act, 2025 does. */
const INCOME_TAX_PAGE =
  /^\/(income-tax|service\/incometax\/.*|tools\/(income-tax|hra)-calculator|blog\/(income-tax|itr|new-tax-regime).*)$/;
/** "FY 2026-27" or later, "financial year 2027-28", "AY 2027-28" (the 1961 Act's name for tax year 2026-27) or later. */
const OLD_TERMS_FOR_NEW_YEARS =
  /\b(FY|financial year) 20(2[6-9]|[3-9]\d)-\d\d\b|\b(AY|assessment year) 20(2[7-9]|[3-9]\d)-\d\d\b/gi;

test.use({ javaScriptEnabled: false });

test('every prerendered page shows rule-set figures only inside an element naming their year and source', async ({
  page,
}) => {
  test.slow(); // every page of the site
  const paths = prerenderedPaths();
  expect(paths.length).toBeGreaterThan(100);
  const values = ruleSetValues();
  const unmarked: string[] = [];
  let found = 0;
  for (const path of paths) {
    await page.goto(path);
    const report = await page.evaluate(checkProvenance, values);
    found += report.found;
    unmarked.push(...report.unmarked.map((value) => `${path}: ${value}`));
  }
  expect(unmarked).toEqual([]);
  // The check read something on the pages that show rule sets: the calendar, the FAQ, the tools, fees.
  expect(found).toBeGreaterThan(40);
});

test('no page and no calendar feed carries a working note', async ({ page, request }) => {
  test.slow();
  const notes = workingNotes();
  expect(notes.length).toBeGreaterThan(0);
  const leaks: string[] = [];
  for (const path of prerenderedPaths()) {
    const html = (await (await page.goto(path))!.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
    leaks.push(...notes.filter((note) => html.includes(note)).map((note) => `${path}: ${note}`));
  }
  // Unfolded and unescaped (RFC 5545: a line break and a space continue a line; "\," is a comma).
  const feed = (await (await request.get(FEED_PATH)).text())
    .replace(/\r\n[ \t]/g, '')
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1');
  expect(feed).toContain('BEGIN:VEVENT');
  leaks.push(...notes.filter((note) => feed.includes(note)).map((note) => `feed: ${note}`));
  expect(leaks).toEqual([]);
});

test('income-tax pages name tax year 2026-27 and later as the 2025 Act does, never "FY" or "assessment year"', async ({
  page,
}) => {
  const paths = prerenderedPaths().filter((p) => INCOME_TAX_PAGE.test(p));
  expect(paths).toEqual(expect.arrayContaining(['/income-tax', '/tools/income-tax-calculator']));
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // All the text, closed <details> included, without scripts' data.
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body.querySelectorAll('script, style').forEach((el) => el.remove());
      return (body.textContent ?? '').replace(/\s+/g, ' ');
    });
    found.push(...(text.match(OLD_TERMS_FOR_NEW_YEARS) ?? []).map((m) => `${path}: ${m}`));
  }
  expect(found).toEqual([]);
});
