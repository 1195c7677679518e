import AxeBuilder from '@axe-core/playwright';
import { clientWithRequest, signInAsNewAdmin, signInThroughForm } from './accounts';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

const pdf = (label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);

/**
 * The firm archives a file it delivered: the client no longer sees it, the firm still does (with
 * who archived it) and restores it, after which the client sees it again.
 */
test('the firm archives a deliverable the client then no longer sees, and restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { user, request } = await clientWithRequest('Ravi Menon', 'Annual return with the audited accounts.');

  await signInAsNewAdmin(page, 'Anita Rao');
  await page.goto(`/admin-dashboard/requests/${request.id}`);
  await page.getByLabel('Upload a deliverable').setInputFiles({
    name: 'Draft computation.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('draft'),
  });
  await expect(page.getByText('Draft computation.pdf uploaded')).toBeVisible();
  const delivered = page.getByRole('list', { name: 'Deliverables' });
  await delivered.getByRole('button', { name: 'Archive Draft computation.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive Draft computation.pdf?' });
  await expect(confirm).toContainText('The client will no longer see or download it.');
  await confirm.getByRole('button', { name: 'Archive file' }).click();
  await expect(confirm).toBeHidden();
  await expect(delivered).toContainText('by Anita Rao: the client no longer sees it.');
  await expect(delivered.getByRole('button', { name: 'Restore Draft computation.pdf' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInThroughForm(client, user);
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await client.goto(`/client-dashboard/requests/${request.id}`);
  await expect(client.getByText('Nothing from the firm yet')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Download Draft computation.pdf' })).toHaveCount(0);
  await expect(client.getByRole('list', { name: 'Document activity' })).toContainText(
    'Archived Draft computation.pdf',
  );

  await delivered.getByRole('button', { name: 'Restore Draft computation.pdf' }).click();
  await expect(page.getByText('Draft computation.pdf restored')).toBeVisible();
  await expect(delivered.getByRole('button', { name: 'Archive Draft computation.pdf' })).toBeVisible();
  await client.reload();
  await expect(
    client
      .getByRole('list', { name: 'Files from the firm' })
      .getByRole('button', { name: 'Download Draft computation.pdf' }),
  ).toBeVisible();
  await clientContext.close();
});

/** Settings: how long documents are kept, chosen from the allowed years and kept once saved. */
test('the firm sets how long documents are kept', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.goto('/admin-dashboard/settings');
  const keep = page.getByLabel('Keep documents for');
  await expect(keep).toHaveAccessibleDescription(/Files already uploaded keep the period they had/);
  const before = await keep.inputValue();
  try {
    await keep.selectOption('10');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Keep documents for')).toHaveValue('10');
    // Fewer years than tax records need are not offered.
    await expect(page.getByLabel('Keep documents for').locator('option')).toHaveText(
      Array.from({ length: 15 }, (_, i) => `${i + 6} years${i + 6 === 8 ? ' (default)' : ''}`),
    );
  } finally {
    await page.getByLabel('Keep documents for').selectOption(before);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
  }
});
