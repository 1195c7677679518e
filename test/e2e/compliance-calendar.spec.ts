import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { dueDatesBetween, indiaDate } from '../../shared/compliance/calendar';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/**
 * The public compliance calendar: this month's and next month's due dates, filtered by kind with
 * the keyboard, readable on a phone and under axe; its feed downloads as iCalendar; and an
 * extension an admin records in Settings shows on the page at once.
 */
const today = indiaDate(new Date());
const monthLabel = (offset: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Unfolds the dates already passed, which the calendar folds below what is to come. */
async function showPassed(page: Page) {
  for (const summary of await page.locator('details[data-passed]:not([open]) > summary').all()) {
    await summary.click();
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows this month and the next, and narrows to one kind by keyboard', async ({ page }) => {
    await page.goto('/compliance-calendar', { waitUntil: 'networkidle' });
    const thisMonth = page.getByRole('region', { name: monthLabel(0) });
    await expect(thisMonth).toBeVisible();
    await showPassed(page);
    await expect(page.getByRole('region', { name: monthLabel(1) })).toBeVisible();
    await expect(thisMonth.getByRole('heading', { name: /^GSTR-3B for / }).first()).toBeVisible();
    await expect(thisMonth.getByRole('heading', { name: /^ESI contribution for / })).toHaveCount(1);

    const gst = page.getByRole('button', { name: 'GST', exact: true });
    await gst.focus();
    await page.keyboard.press('Enter');
    await expect(gst).toHaveAttribute('aria-pressed', 'true');
    await expect(thisMonth.getByRole('heading', { name: /^ESI contribution for / })).toHaveCount(0);
    await expect(thisMonth.getByRole('heading', { name: /^GSTR-3B for / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Download the calendar \(GST, \.ics\)/ })).toHaveAttribute(
      'href',
      '/compliance-calendar.ics?kind=gst',
    );
  });

  test('axe finds no accessibility violation', async ({ page }) => {
    await page.goto('/compliance-calendar');
    await expect(page.getByRole('region', { name: monthLabel(0) })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test('each date opens to its rule, its source, and links that say official text or copy', async ({
  page,
}) => {
  await page.goto('/compliance-calendar', { waitUntil: 'networkidle' });
  const thisMonth = page.getByRole('region', { name: monthLabel(0) });
  await showPassed(page);
  // ESI's regulation was found only in a publisher's copy; ESIC's own page is the official link.
  const esi = thisMonth
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^ESI contribution for / }) });
  await esi.getByText('The rule and its source').click();
  await expect(esi).toContainText('regulation 31');
  await expect(esi.getByRole('link', { name: 'esic.gov.in/contribution' })).toHaveAttribute(
    'href',
    'https://esic.gov.in/contribution',
  );
  await expect(esi.getByText(/^Official text:/).first()).toBeVisible();
  await expect(esi.getByText(/^A copy, not the official text:/)).toHaveCount(1);
  // Every link on the page to something other than a government host says it is a copy.
  const links = await page
    .locator('details li a')
    .evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, label: a.parentElement!.textContent! })),
    );
  expect(links.length).toBeGreaterThan(10);
  for (const { href, label } of links) {
    const official = /\.(gov|nic)\.in$/.test(new URL(href).hostname);
    expect({
      href,
      label: label.startsWith(official ? 'Official text:' : 'A copy, not the official text:'),
    }).toEqual({
      href,
      label: true,
    });
  }
});

test('opens on what is to come: passed dates folded away, the feed offered as a webcal link to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/compliance-calendar', { waitUntil: 'networkidle' });
  const thisMonth = page.getByRole('region', { name: monthLabel(0) });
  // Every date shown unfolded is today or later; the passed ones are behind one summary.
  const shown = await thisMonth
    .locator(':scope > ol time')
    .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')));
  for (const day of shown) expect(day! >= today).toBe(true);
  await expect(thisMonth.getByText('Passed', { exact: true }).filter({ visible: true })).toHaveCount(0);
  const folded = thisMonth.locator('details[data-passed] > summary');
  if (await folded.count()) await expect(folded).toHaveText(/^\d+ earlier dates? in .+, already passed$/);

  const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/compliance-calendar\.ics$/);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^https?:\/\/.+\/compliance-calendar\.ics$/,
  );
});

test('the feed downloads as an iCalendar file of the due dates', async ({ page }) => {
  await page.goto('/compliance-calendar');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download the calendar \(every kind, \.ics\)/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('compliance-calendar.ics');
  const text = readFileSync((await download.path())!, 'utf8');
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  const days = new Set(events.map((e) => String(e.getFirstPropertyValue('dtstart'))));
  for (const due of dueDatesBetween(today, today.slice(0, 8) + '28')) expect(days).toContain(due.date);
});

test('an extension recorded in Settings shows on the public calendar at once', async ({ page, context }) => {
  // PF contributions of the coming weeks: a due date no other test extends.
  const due = dueDatesBetween(today, `${today.slice(0, 4)}-12-31`).find(
    (d) => d.ruleId === 'pf-ecr' && d.date > today && d.date.slice(0, 7) <= monthLabelIso(1),
  )!;
  const newDate = new Date(Date.parse(`${due.date}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
  const reference = `Test order ${Date.now()}`;

  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: 'Due-date extensions' });
  const form = panel.getByRole('form', { name: 'Record an extension' });
  // Nothing chosen: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Record extension' }).click();
  await expect(form.getByLabel('Due date', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form
    .getByLabel('Due date', { exact: true })
    .selectOption({ label: `${due.title}: ${longDate(due.date)}` });
  await form.getByLabel('New due date').fill(newDate);
  await form.getByLabel('Notification or order').fill(reference);
  await form.getByRole('button', { name: 'Record extension' }).click();
  await expect(page.getByText(`Extension recorded: ${due.title} now due`)).toBeVisible();
  await expect(panel.getByRole('row', { name: new RegExp(reference) })).toBeVisible();

  const visitor = await context.browser()!.newPage();
  await visitor.goto('/compliance-calendar');
  const item = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: due.title }) });
  await expect(item.getByText(`Extended by ${reference}.`)).toBeVisible();
  await expect(item.locator('time')).toHaveAttribute('datetime', newDate);
  await visitor.close();

  // Removed again: the row goes, and the calendar is back to the statutory date.
  await panel
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('button', { name: /Remove/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove extension' }).click();
  await expect(panel.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
});

function monthLabelIso(offset: number) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
}
