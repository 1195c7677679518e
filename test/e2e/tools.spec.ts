import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { gstRatePeriodOn } from '../../shared/tax/gst';
import { defaultHraYear } from '../../shared/tax/hra';
import {
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  incomeTaxRules,
  provisionLabel,
  provisionName,
  yearLabel,
} from '../../shared/tax/income-tax-rules';
import { formatDate, isoToday } from '../../web/features/tools/format';
import { expect, test } from './fixtures';

/**
 * The public tax tools: each worked with the keyboard alone, at phone width, under axe, and read
 * with JavaScript off. Expected figures are the hand-worked ones of the logic's unit tests
 * (test/shared/tax/*.test.ts, test/shared/compliance/tax-ids.test.ts).
 */

const TOOLS = [
  '/tools/income-tax-calculator',
  '/tools/hra-calculator',
  '/tools/gst-calculator',
  '/tools/gstin-validator',
] as const;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const id = await target.getAttribute('id');
  for (let i = 0; i < 250; i++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the field`);
}

/** Replaces what a focused input holds with `text`, typed key by key. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The figure shown against a label (the whole label) in a list of figures. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** For each tool, one entry that gives a result, and a text of that result. */
const SAMPLE: Record<(typeof TOOLS)[number], { label: string; value: string; shows: string }> = {
  '/tools/income-tax-calculator': {
    label: 'Salary for the year (₹)',
    value: '1500000',
    shows: 'regime is cheaper by',
  },
  '/tools/hra-calculator': { label: 'HRA received (₹)', value: '100000', shows: 'Exempt HRA' },
  '/tools/gst-calculator': { label: 'Amount (₹)', value: '1000', shows: '₹1,180.00' },
  '/tools/gstin-validator': { label: 'GSTIN or PAN', value: '27AAPFU0939F1ZV', shows: 'Maharashtra (27)' },
};

/** Opens a tools page and waits until its island, if it has one, is hydrated (keys need it). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const island = page.locator('[data-island]');
  if (await island.count()) await expect(island).toHaveAttribute('data-hydrated', '');
}

test('the tools page lists the four tools, and the footer links to it', async ({ page }) => {
  await open(page, '/tools');
  const tools = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(tools).toHaveText([
    'Income Tax Calculator',
    'HRA Calculator',
    'GST Calculator',
    'GSTIN and PAN Validator',
  ]);
  await page.getByRole('link', { name: 'GST Calculator' }).click();
  await expect(page).toHaveURL(/\/tools\/gst-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GST calculator');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tax Tools' })).toHaveAttribute(
    'href',
    '/tools',
  );
});

// The page opens on the year containing today (tax year 2026-27 as written). Its rates are FY 2025-26's,
// so the figures below hold for either.
test(`income tax: ${yearLabel(CURRENT_FINANCIAL_YEAR)} at 12,10,000 shows the 87A marginal relief and the cheaper regime`, async ({
  page,
}) => {
  test.slow(); // three scenarios, every value typed key by key
  await open(page, '/tools/income-tax-calculator');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue(CURRENT_FINANCIAL_YEAR);
  const results = page.getByRole('region', { name: 'Which regime costs less' });
  await expect(results).toHaveAttribute('aria-live', 'polite');

  await tabTo(page, page.getByLabel('Other income (₹)'));
  await page.keyboard.type('12,10,000');
  // New regime, hand-worked: 20,000 + 40,000 + 15% of 10,000 = 61,500; 87A marginal relief 51,500
  // leaves the 10,000 above 12 lakh; cess 400; total 10,400.
  // Old regime: 12,500 + 1,00,000 + 30% of 2,10,000 = 1,75,500; cess 7,020; total 1,82,520.
  await expect(results).toContainText('The new regime is cheaper by ₹1,72,120.');
  await expect(figure(results, 'New regime: taxable income')).toHaveText('₹12,10,000');
  await expect(figure(results, 'New regime: total tax')).toHaveText('₹10,400');
  await expect(figure(results, 'Old regime: total tax')).toHaveText('₹1,82,520');

  const fresh = page.getByRole('region', { name: 'New regime' });
  await expect(fresh.getByRole('row', { name: /₹12,00,001 to ₹16,00,000/ })).toContainText('₹10,000');
  await expect(fresh.getByRole('row', { name: /₹12,00,001 to ₹16,00,000/ })).toContainText('₹1,500');
  await expect(figure(fresh, 'Tax on the slabs')).toHaveText('₹61,500');
  // Sections as the year's law numbers them: "section 156 (87A of the 1961 Act)" from tax year 2026-27.
  await expect(
    figure(fresh, `Less: rebate under ${provisionName(CURRENT_FINANCIAL_YEAR, '87A')}`),
  ).toHaveText('− ₹51,500');
  await expect(fresh).toContainText('marginal relief limits the tax to that excess');
  await expect(figure(fresh, 'Add: health and education cess')).toHaveText('₹400');
  await expect(figure(fresh, 'Total tax')).toHaveText('₹10,400');
  const old = page.getByRole('region', { name: 'Old regime' });
  await expect(figure(old, 'Tax on the slabs')).toHaveText('₹1,75,500');
  await expect(figure(old, 'Add: health and education cess')).toHaveText('₹7,020');

  // Salary instead, with 80C: old regime 12,85,000 - 50,000 standard deduction - 1,50,000 = 10,85,000;
  // 12,500 + 1,00,000 + 30% of 85,000 = 1,38,000; cess 5,520; total 1,43,520. New regime: 12,85,000 -
  // 75,000 = 12,10,000, the same 10,400 (the unit tests' salary case).
  await retype(page, '');
  await tabTo(page, page.getByLabel('Salary for the year (₹)'));
  await page.keyboard.type('1285000');
  const section80C = provisionLabel(CURRENT_FINANCIAL_YEAR, '80C', true);
  await tabTo(page, page.getByLabel(`${section80C} (₹)`));
  await page.keyboard.type('150000');
  await expect(figure(results, 'Old regime: total tax')).toHaveText('₹1,43,520');
  await expect(figure(results, 'New regime: total tax')).toHaveText('₹10,400');
  await expect(results).toContainText('The new regime is cheaper by ₹1,33,120.');
  await expect(figure(fresh, `Less: ${section80C}`)).toHaveText('₹0');
  await expect(fresh).toContainText('Not allowed in the new regime.');

  // FY 2024-25, chosen with the arrow keys: other income 7,10,000 gets a rebate of 11,000 by marginal
  // relief, total 10,400 (20,000 + 10% of 10,000 = 21,000, less 11,000, plus cess 400).
  await tabTo(page, page.getByLabel('Year', { exact: true }), 'Shift+Tab');
  for (let i = FINANCIAL_YEARS.indexOf(CURRENT_FINANCIAL_YEAR); i > 0; i--) {
    await page.keyboard.press('ArrowUp');
  }
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2024-25');
  await tabTo(page, page.getByLabel('Salary for the year (₹)'));
  await retype(page, '');
  await tabTo(page, page.getByLabel('Section 80C (₹)'));
  await retype(page, '');
  await tabTo(page, page.getByLabel('Other income (₹)'));
  await retype(page, '710000');
  await expect(figure(fresh, 'Less: rebate under section 87A')).toHaveText('− ₹11,000');
  await expect(figure(results, 'New regime: total tax')).toHaveText('₹10,400');
  await expect(
    page.getByRole('heading', { name: 'How income tax works for FY 2024-25 (AY 2025-26)' }),
  ).toBeVisible();
  // The page's intro names no year of its own, so it cannot contradict the one chosen.
  const intro = page.getByText(/^Choose the year, enter your income and deductions/);
  await expect(intro).toBeVisible();
  await expect(intro).not.toContainText(/20\d\d-\d\d/);

  // A mistyped amount says so, and the results wait for a good one.
  await retype(page, '12a');
  await expect(page.getByText('Enter an amount in whole rupees, such as 12,50,000.')).toBeVisible();
  await expect(results).toContainText('Correct the amount marked in the form');
});

test('HRA: the three limits of rule 2A, metro and not, by keyboard', async ({ page }) => {
  await open(page, '/tools/hra-calculator');
  await page.getByLabel('Year', { exact: true }).selectOption('2025-26');
  const results = page.getByRole('region', { name: 'Your HRA exemption' });
  await expect(results).toHaveAttribute('aria-live', 'polite');
  await tabTo(page, page.getByLabel('Basic salary (₹)'));
  await page.keyboard.type('500000');
  await page.keyboard.press('Tab'); // dearness allowance: none
  await page.keyboard.press('Tab');
  await page.keyboard.type('300000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('400000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/The house is in Mumbai/)).toBeFocused();
  await page.keyboard.press('Space');
  // Hand-worked: (a) 3,00,000; (b) 4,00,000 - 50,000 = 3,50,000; (c) 50% of 5,00,000 = 2,50,000.
  await expect(figure(results, '(a) HRA received')).toHaveText('₹3,00,000');
  await expect(figure(results, '(b) Rent paid less 10% of salary')).toHaveText('₹3,50,000');
  await expect(figure(results, '(c) 50% of salary (₹5,00,000)')).toHaveText('₹2,50,000');
  await expect(figure(results, 'Exempt HRA')).toHaveText('₹2,50,000');
  await expect(figure(results, 'Taxable HRA')).toHaveText('₹50,000');
  // Outside the four metros (c) is 40%: exempt 2,00,000, taxable 1,00,000.
  await page.keyboard.press('Space');
  await expect(figure(results, '(c) 40% of salary (₹5,00,000)')).toHaveText('₹2,00,000');
  await expect(figure(results, 'Exempt HRA')).toHaveText('₹2,00,000');
  await expect(figure(results, 'Taxable HRA')).toHaveText('₹1,00,000');
});

test('HRA: the year decides the law and its cities; it opens on the year containing today', async ({
  page,
}) => {
  await open(page, '/tools/hra-calculator');
  const year = page.getByLabel('Year', { exact: true });
  await expect(year).toHaveValue(defaultHraYear());
  await year.selectOption('2026-27');
  await expect(page.getByRole('region', { name: 'Your HRA exemption, Tax year 2026-27' })).toBeVisible();
  await expect(year).toHaveAccessibleDescription(/^Worked out under the Income-tax Act, 2025/);
  await expect(page.getByLabel(/The house is in .*Bengaluru/)).toBeVisible();
  const source = page.getByRole('region', { name: 'How the HRA exemption is worked out' });
  await expect(source).toContainText('rule 279');
  // A note for the firm about what is still to be confirmed is never shown.
  await expect(page.locator('body')).not.toContainText('confirm them in the Gazette');

  await year.selectOption('2025-26');
  await expect(year).toHaveAccessibleDescription(
    /^Worked out under section 10\(13A\) of the Income-tax Act, 1961/,
  );
  await expect(page.getByLabel('The house is in Mumbai, Kolkata, Delhi or Chennai')).toBeVisible();
  await expect(source).toContainText('rule 2A');
  await expect(source).not.toContainText('rule 279');
});

test('GST: inclusive and exclusive, within a state and between states, by keyboard', async ({ page }) => {
  await open(page, '/tools/gst-calculator');
  const results = page.getByRole('region', { name: 'GST on your amount' });
  await expect(results).toHaveAttribute('aria-live', 'polite');
  const period = gstRatePeriodOn(isoToday())!;
  await expect(
    page.getByText(`The rates in force today, since ${formatDate(period.effectiveFrom)}.`),
  ).toBeVisible();
  await expect(page.getByLabel('GST rate').locator('option')).toHaveCount(period.rates.length);

  await tabTo(page, page.getByLabel('Amount (₹)'));
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Before GST (add GST)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Including GST (take GST out)' })).toBeChecked();
  // Inclusive 100 at 18% within a state: taxable 84.75, CGST 7.63 each (7.6275 half up), round-off -0.01.
  await expect(figure(results, 'Taxable value (before GST)')).toHaveText('₹84.75');
  await expect(figure(results, 'CGST at 9%')).toHaveText('₹7.63');
  await expect(figure(results, 'SGST at 9%')).toHaveText('₹7.63');
  await expect(figure(results, 'Total GST')).toHaveText('₹15.26');
  await expect(figure(results, 'Round off')).toHaveText('-₹0.01');
  // Between states: IGST 15.26 (15.255 half up).
  await page.keyboard.press('Tab'); // the rate
  await page.keyboard.press('Tab'); // the supply
  await expect(page.getByRole('radio', { name: 'Within a state (CGST + SGST)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(figure(results, 'IGST at 18%')).toHaveText('₹15.26');
  await expect(results.getByText('CGST', { exact: false })).toHaveCount(0);

  // Exclusive 1,000 at 18% between states: IGST 180, total 1,180.
  await tabTo(page, page.getByLabel('Amount (₹)'));
  await retype(page, '1,000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp');
  await expect(figure(results, 'IGST at 18%')).toHaveText('₹180.00');
  await expect(figure(results, 'Total amount (with GST)')).toHaveText('₹1,180.00');
  await expect(figure(results, 'Round off')).toHaveCount(0);

  // 5%, chosen with the arrow keys: exclusive 99.99 within a state is CGST 2.50 + SGST 2.50.
  await tabTo(page, page.getByLabel('Amount (₹)'), 'Shift+Tab');
  await retype(page, '99.99');
  await tabTo(page, page.getByLabel('GST rate'));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('GST rate')).toHaveValue('5');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Within a state (CGST + SGST)' })).toBeChecked();
  await expect(figure(results, 'CGST at 2.5%')).toHaveText('₹2.50');
  await expect(figure(results, 'SGST at 2.5%')).toHaveText('₹2.50');
});

test('GSTIN and PAN: the parts of a valid number, and the exact problem of a bad one', async ({ page }) => {
  await open(page, '/tools/gstin-validator');
  const results = page.getByRole('region', { name: 'What the number says' });
  await expect(results).toHaveAttribute('aria-live', 'polite');
  await tabTo(page, page.getByLabel('GSTIN or PAN'));
  await page.keyboard.type(' 05aaacg2115r1zn');
  await expect(results).toContainText('05AAACG2115R1ZN is a well-formed GSTIN.');
  await expect(figure(results, 'State')).toHaveText('Uttarakhand (05)');
  await expect(figure(results, 'PAN')).toHaveText('AAACG2115R');
  await expect(figure(results, 'Holder type')).toHaveText('Company (C)');
  await expect(figure(results, 'Registration in the state')).toHaveText('1st (1)');
  await expect(figure(results, 'Check character')).toHaveText('N');

  await retype(page, '29AWGPV7107B1Z1');
  await expect(results).toContainText('This is not a valid GSTIN.');
  await expect(
    results.getByText('The check character should be F, not 1: a character was probably mistyped.', {
      exact: true,
    }),
  ).toBeVisible();

  await retype(page, 'AAACG2115');
  await expect(
    results.getByText('A PAN has 10 characters, and this one has 9.', { exact: true }),
  ).toBeVisible();

  await retype(page, 'aapfu0939f');
  await expect(results).toContainText('AAPFU0939F is a well-formed PAN.');
  await expect(figure(results, 'Holder type')).toHaveText('Firm or limited liability partnership (F)');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of TOOLS) {
    test(`${path} fits the screen and works`, async ({ page }) => {
      await open(page, path);
      const sample = SAMPLE[path];
      await page.getByLabel(sample.label).fill(sample.value);
      await expect(page.locator('section[aria-live="polite"]')).toContainText(sample.shows);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
    });
  }

  for (const path of [
    '/tools/income-tax-calculator',
    '/tools/hra-calculator',
    '/tools/gst-calculator',
  ] as const) {
    test(`${path}: after the first amount, the result is in view at the foot of the screen`, async ({
      page,
    }) => {
      await open(page, path);
      const sample = SAMPLE[path];
      await page.getByLabel(sample.label).fill(sample.value);
      // The form fills the screen; the summary stays in the viewport, and leads to the working.
      const summary = page.locator('[data-tool-summary]');
      await expect(summary).toBeInViewport();
      await expect(summary).toContainText('₹');
      await page.getByRole('link', { name: 'See the working' }).click();
      await expect(page.locator('section[aria-live="polite"]')).toBeInViewport();
    });
  }
});

for (const path of ['/tools', ...TOOLS] as const) {
  test(`axe finds no accessibility violation on ${path}`, async ({ page }) => {
    await open(page, path);
    if (path !== '/tools') {
      const sample = SAMPLE[path];
      await page.getByLabel(sample.label).fill(sample.value);
      await expect(page.locator('section[aria-live="polite"]')).toContainText(sample.shows);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('with JavaScript off, each tool page has its form, its explanation and its structured data', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const rules = incomeTaxRules[CURRENT_FINANCIAL_YEAR];

  await page.goto('/tools/income-tax-calculator');
  await expect(page.getByLabel('Salary for the year (₹)')).toBeVisible();
  // Chromium with scripts disabled by the test still parses <noscript> as text, so its note is read
  // from the page's HTML.
  expect(await page.content()).toMatch(
    /<noscript>.*The results are worked out in your browser and need JavaScript/,
  );
  await expect(
    page.getByRole('heading', { name: `How income tax works for ${yearLabel(CURRENT_FINANCIAL_YEAR)}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /New regime slabs/ })).toContainText(
    '₹12,00,001 to ₹16,00,000',
  );
  await expect(page.getByRole('table', { name: /Old regime slabs by age/ })).toContainText(
    '₹2,50,001 to ₹3,00,000',
  );
  await expect(
    page.getByRole('heading', { name: `The rebate, ${provisionName(CURRENT_FINANCIAL_YEAR, '87A')}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Standard deduction' })).toBeVisible();
  await expect(
    page.getByText(
      rules.assessmentYear === null
        ? /those that were 80CCD, 80E, 80G and 80TTA of the 1961 Act/
        : /capital gains \(sections 111A, 112 and 112A\)/i,
    ),
  ).toBeVisible();
  await expect(page.getByText(rules.source)).toBeVisible();
  await expect(
    page.getByText('Figures last checked against these sources on 23 November 2026.'),
  ).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/tools\/income-tax-calculator$/,
  );
  await expect(page).toHaveTitle(/Sahaj Tax & Compliance$/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { '@type': string; applicationCategory?: string; offers?: { price: string } },
  );
  expect(jsonLd.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'WebApplication']);
  expect(jsonLd.find((d) => d['@type'] === 'WebApplication')).toMatchObject({
    applicationCategory: 'FinanceApplication',
    offers: { price: '0' },
  });

  await page.goto('/tools/hra-calculator');
  await expect(page.getByLabel('Rent paid (₹)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the HRA exemption is worked out' })).toBeVisible();
  await expect(page.getByText('The rent paid, less one-tenth of salary.')).toBeVisible();

  await page.goto('/tools/gst-calculator');
  await expect(page.getByLabel('GST rate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How GST is worked out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Rates in force since / })).toBeVisible();

  await page.goto('/tools/gstin-validator');
  await expect(page.getByLabel('GSTIN or PAN')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How a GSTIN and a PAN are made up' })).toBeVisible();
  await expect(page.getByText('27: Maharashtra')).toBeVisible();
  await context.close();
});
