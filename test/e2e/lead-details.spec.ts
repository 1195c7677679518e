import { api } from '../integration/local-stack';
import { signInAsNewAdmin } from './accounts';
import { expect, test } from './fixtures';

const run = Date.now().toString(36);

/**
 * What a visitor told the firm reaches the staff: the company and service from the inquiry form
 * show in the lead list (service as a column and a filter) and in the lead's details.
 */
test('the lead list shows the company and service a visitor gave, and filters by service', async ({
  page,
}) => {
  const name = `Farah ${run}`;
  const sent = await api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      fullName: name,
      email: `farah.${run}@example.com`,
      phone: '9876501234',
      company: `Farah Textiles ${run}`,
      service: 'Trademark',
      message: 'Register our brand name.',
    }),
  });
  expect(sent.status).toBe(201);

  await signInAsNewAdmin(page);
  await page.goto('/admin-dashboard/leads');
  await page.getByLabel('Service', { exact: true }).selectOption('Trademark');
  await page.getByLabel('Search', { exact: true }).fill(run);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Farah Textiles ${run}`);
  await expect(row.getByRole('cell', { name: 'Trademark', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/service=Trademark/);

  // Another service: not this lead.
  await page.getByLabel('Service', { exact: true }).selectOption('GST');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Service', { exact: true }).selectOption('');

  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Company')).toBeVisible();
  await expect(detail).toContainText(`Farah Textiles ${run}`);
  await expect(detail).toContainText('Register our brand name.');
});
