import { phoneFor } from '../integration/contacts';
import { api } from '../integration/local-stack';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';
import { searchLeadsFor } from './lead-list';

const run = Date.now().toString(36);

test('a lead converted to a client gets a request for the service it asked about, in two clicks', async ({
  page,
}) => {
  const name = `Rohan ${run}`;
  const email = `rohan.${run}@example.com`;
  // From the GST Registration page's button: the service is the page's title.
  const sent = await api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      fullName: name,
      email,
      phone: phoneFor(email),
      company: `Rohan Traders ${run}`,
      service: 'GST Registration',
    }),
  });
  expect(sent.status).toBe(201);

  await openDashboardAs(page, 'admin');
  const row = await searchLeadsFor(page, run, name);
  await row.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead details' });
  await dialog.getByRole('button', { name: 'Convert to client' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert to a client' });
  await convert.getByLabel('Email').fill(`rohan.client.${run}@example.in`);
  await convert.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Converted to a client')).toBeVisible();

  await dialog.getByRole('link', { name: 'Open a request for GST Registration' }).click();
  const form = page.getByRole('dialog', { name: `Open a request for ${name}` });
  await expect(form.getByLabel('Service')).toHaveValue('gst-registration');
  await form
    .getByLabel('What is to be done?')
    .fill('GST registration for the Pune branch, documents by Friday.');
  await form.getByRole('button', { name: 'Open request' }).click();
  await expect(page.getByText(`Request opened for ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /GST Registration/ }).first()).toBeVisible();
});

test('staff open a request for any active client from Client Management', async ({ page }) => {
  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Client Management' }).click();
  const button = page.getByRole('button', { name: /^Open a request for / }).first();
  const label = (await button.textContent())!;
  const client = label.replace(/^Open a request for /, '');
  await button.click();
  const form = page.getByRole('dialog', { name: `Open a request for ${client}` });
  await form.getByLabel('Service').selectOption('itr-1');
  await form.getByLabel('What is to be done?').fill('ITR-1 for the year, Form 16 attached by the client.');
  await form.getByRole('button', { name: 'Open request' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByText(client).first()).toBeVisible();
});
