import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';
import { phoneFor } from '../integration/contacts';
import { showLeadsFrom } from './lead-list';

const run = Date.now().toString(36);

const signInAsAdmin = (page: Page) => openDashboardAs(page, 'admin');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an endpoint receives leads that the admin can find, change, filter and export', async ({
  page,
  request,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');

  // Create: a blank name is refused ("Please enter a webhook name"), then a named one is created.
  await page.getByRole('button', { name: 'Create webhook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  // Said in the toast and at the field, where a screen reader hears it with the input.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Please enter a webhook name'),
  ).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Please enter a webhook name');
  const name = `E2E Source ${run}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();

  // Copy its URL.
  await row.getByRole('button', { name: `Copy the URL of ${name}` }).click();
  await expect(page.getByText('Webhook URL copied to clipboard')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/webhook\/[A-Za-z0-9_-]{43}$/);

  // A lead source posts to it: one ordinary lead, one whose name is markup.
  const hostile = '<img src=x onerror=alert(1)>';
  for (const data of [
    { name: `Sunita ${run}`, email: `sunita.${run}@example.com`, phone: '098000-12345' },
    { name: hostile, email: `hostile.${run}@example.com` },
  ]) {
    expect((await request.post(url, { data })).status()).toBe(202);
  }

  await showLeadsFrom(page, name, 2);
  await expect(page.getByRole('cell', { name: hostile, exact: true })).toBeVisible();
  // The source's "098000-12345" is read to E.164 and shown the one Indian way.
  await expect(page.getByRole('cell', { name: '+91 98000 12345', exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // The status change is saved on the server: it survives a reload.
  await page.getByLabel(`Status of Sunita ${run}`).selectOption('converted');
  await expect(page.getByText('Lead status updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Status of Sunita ${run}`)).toHaveValue('converted');

  // Filters and search narrow the list.
  await page.getByLabel('Status', { exact: true }).selectOption('converted');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Search', { exact: true }).fill(`HOSTILE.${run.toUpperCase()}`);
  await expect(page.getByRole('cell', { name: `Sunita ${run}` })).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: hostile, exact: true })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(page.getByRole('row')).toHaveCount(3);

  // The CSV holds what the screen shows.
  const shown = await page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r.querySelector('td')?.textContent ?? '').trim()));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(shown.length + 1);
  for (const nameShown of shown) expect(csv).toContain(nameShown.replace(/"/g, '""'));

  // The detail dialog shows every field, and the payload, as text.
  await page.getByRole('button', { name: `${hostile}`, exact: true }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Payload as received')).toBeVisible();
  await expect(detail.locator('pre')).toContainText(hostile);
  await expect(detail.locator('[data-badge]')).toHaveAttribute('data-badge', 'default');
  await page.keyboard.press('Escape');
  expect(dialogs).toBe(0);
});

test("a platform endpoint shows what to paste, and takes that platform's leads", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const name = `IndiaMART ${run}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Source type').selectOption('indiamart');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('IndiaMART', { exact: true })).toBeVisible();
  // Platforms prove themselves their own way: no Standard Webhooks secret to set.
  await expect(row.getByRole('button', { name: `Signing secret of ${name}` })).toHaveCount(0);

  // The connect dialog gives the URL with its key, which IndiaMART's pushes must carry.
  await row.getByRole('button', { name: `How to connect ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy the webhook url' }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/webhook\/[A-Za-z0-9_-]{43}\?key=[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');

  const push = JSON.parse(readFileSync('test/fixtures/lead-platforms/indiamart-push.json', 'utf8')) as {
    RESPONSE: Record<string, string>;
  };
  push.RESPONSE.UNIQUE_QUERY_ID = `${Date.now()}`;
  push.RESPONSE.SENDER_NAME = `Ramesh ${run}`;
  // A person of this run: the fixture's own phone and e-mail would make it a repeat of another.
  push.RESPONSE.SENDER_MOBILE = `+91-${phoneFor(`ramesh.${run}`).replace(' ', '')}`;
  push.RESPONSE.SENDER_EMAIL = `ramesh.${run}@example.com`;
  expect((await request.post(url.replace(/key=.*$/, 'key=wrong'), { data: push })).status()).toBe(403);
  expect((await request.post(url, { data: push })).status()).toBe(202);

  // Send test makes an IndiaMART-shaped test lead through the same checks.
  await row.getByRole('button', { name: `Send a test lead to ${name}` }).click();
  await expect(page.getByText('Test lead sent')).toBeVisible();

  // Under its platform, with the endpoint it came through beside it.
  await showLeadsFrom(page, 'IndiaMART', 1, { endpoint: name });
  await expect(page.getByRole('row').filter({ hasText: `Ramesh ${run}` })).toHaveCount(1);
});

test('a custom endpoint is mapped by path against its last payload', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const name = `Partner CRM ${run}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Source type').selectOption('custom');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Copy the URL of ${name}` }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());

  // Nothing under a common name yet: refused, but kept for the preview.
  const data = { contact: { details: { mobile: '+919811100000', who: `Farah ${run}` } } };
  expect((await request.post(url, { data })).status()).toBe(422);
  await row.getByRole('button', { name: `Map fields of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill('contact.details.mobile');
  await expect(dialog.getByText('Reads: +919811100000')).toBeVisible();
  await dialog.getByLabel('Name').fill('contact.details.who');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field map saved')).toBeVisible();
  expect((await request.post(url, { data })).status()).toBe(202);
});

test('the sidebar collapses with Ctrl+B and remembers it', async ({ page }) => {
  await signInAsAdmin(page);
  const sidebar = page.locator('aside[data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');
});

test('the overview shows figures from the data and its cards lead on', async ({ page, request }) => {
  await signInAsAdmin(page);
  const figures = page.getByRole('list', { name: 'Figures' });
  const endpoints = figures.getByRole('link', { name: /Active webhook endpoints/ });
  const before = Number((await endpoints.locator('span').first().textContent())?.replace(/,/g, ''));
  // An inquiry from the site counts as a website inquiry today.
  const res = await request.post('/api/inquiries', {
    data: {
      id: crypto.randomUUID(),
      fullName: 'Overview Visitor',
      email: `overview.${run}@example.com`,
      phone: '9876500000',
      company: 'Overview Co',
      service: 'GST',
    },
  });
  expect(res.status()).toBe(201);
  // The figures are kept by the leads stream: a moment after the inquiry, a reload shows it.
  await expect(async () => {
    await page.reload();
    await expect(
      figures
        .getByRole('link', { name: /Website inquiries today/ })
        .locator('span')
        .first(),
    ).not.toHaveText('0', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(before).toBeGreaterThanOrEqual(0);
  await endpoints.click();
  await expect(page).toHaveURL(/\/admin-dashboard\/webhooks$/);
});
