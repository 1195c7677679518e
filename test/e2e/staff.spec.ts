import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { signInAsNewAdmin } from './accounts';
import { mailsTo } from '../integration/local-stack';
import { expect, test } from './fixtures';

const run = Date.now().toString(36);

/**
 * A partner manages the firm's staff in Settings: adds a colleague with a role (who gets an
 * e-mail with a temporary password), makes them a partner, deactivates them. The screen passes
 * axe and fits a phone.
 */
test('a partner adds a colleague, changes their role and deactivates them', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, `Partner ${run}`);
  await page.goto('/admin-dashboard/settings');
  const staff = page.getByRole('region', { name: 'Staff accounts' });
  await staff.getByRole('button', { name: 'Add a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a colleague' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  const name = `Ritu ${run}`;
  const email = `ritu.${run}@example.in`;
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('staff');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${name}`)).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject).join('\n'), { timeout: 20_000 })
    .toContain('staff account');

  await row.getByRole('button', { name: `Make partner ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Make ${name} a partner?` })
    .getByRole('button', { name: `Make ${name} a partner` })
    .click();
  await expect(page.getByText(`${name} is now a partner`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Partner', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Deactivate ${name}?` })
    .getByRole('button', { name: `Deactivate ${name}` })
    .click();
  await expect(page.getByText(`${name} deactivated`)).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await staff.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `staff-settings-${width}.png`), fullPage: true });
    }
  }
});
