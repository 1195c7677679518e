import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { localStack } from '../integration/local-stack';
import { signInAsNewAdmin } from './accounts';
import { expect, test } from './fixtures';

const run = Date.now().toString(36);

/**
 * A Meta lead ads endpoint is connected from its "How to connect" dialog: every step named, the
 * Page access token pasted and saved, and the connection checked against the Graph API (the local
 * stand-in, which refuses what Facebook refuses). Until then its row says leads cannot be read.
 */
test('a partner connects a Meta endpoint with its Page access token and checks it', async ({ page }) => {
  test.setTimeout(90_000);
  const pageName = `Sahaj Tax ${run}`;
  const token = `EAA${randomUUID().replace(/-/g, '')}`;
  const given = await fetch(`${localStack().graphUrl}/_local/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token,
      pageId: `10${Date.now()}`,
      pageName,
      permissions: ['leads_retrieval', 'pages_manage_ads', 'pages_show_list'],
    }),
  });
  expect(given.status).toBe(204);

  await signInAsNewAdmin(page, `Partner ${run}`);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const name = `Facebook ${run}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Source type').selectOption('meta');
  await page.getByLabel('Meta app secret').fill('e2e-app-secret-0123456789abcdef');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('No Page access token: leads cannot be read.', { exact: false })).toBeVisible();

  await row.getByRole('button', { name: `How to connect ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Connect ${name}` });
  // Every step, the token's among them.
  const steps = dialog.getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(4)).toContainText('Make a Page access token with the leads_retrieval');
  await expect(steps.nth(5)).toContainText('Check the connection');

  // A token that is not one: refused at its field, nothing saved.
  const field = dialog.getByRole('textbox', { name: 'Page access token' });
  await field.fill('not a token');
  await dialog.getByRole('button', { name: 'Save the token' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(token);
  await dialog.getByRole('button', { name: 'Save the token' }).click();
  await expect(page.getByText('Page access token saved')).toBeVisible();
  await expect(
    dialog.getByText(`Connected to the Page ${pageName}: leads can be read.`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Check the connection' }).click();
  await expect(dialog.getByText(/^Connected to the Page/)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(dir, `meta-connect-${width}.png`), fullPage: true });
    }
  }
  await page.keyboard.press('Escape');
  await expect(row.getByText('leads cannot be read', { exact: false })).toHaveCount(0);
});
