import { mailsTo } from '../integration/local-stack';
import { clientWithRequest, signInAsNewAdmin, signInThroughForm } from './accounts';
import { expect, test } from './fixtures';
import { showLeadsFrom } from './lead-list';

const run = Date.now().toString(36);

test('a Google Ads test lead is found, assigned, noted and converted to an invited client', async ({
  page,
}) => {
  const me = `Meera ${run}`;
  await signInAsNewAdmin(page, me);

  // The endpoint, and its test lead shaped as Google Ads sends one.
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const name = `Google Ads ${run}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Source type').selectOption('google-ads');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Webhook created successfully')).toBeVisible();
  const endpoint = page.getByRole('row').filter({ hasText: name });
  await endpoint.getByRole('button', { name: `Send a test lead to ${name}` }).click();
  await expect(page.getByText('Test lead sent')).toBeVisible();

  // In the list: its source, the campaign the payload named, and the test flag.
  await showLeadsFrom(page, 'Google Ads', 1, { testLeads: true, endpoint: name });
  const row = page.getByRole('row').filter({ hasText: `via ${name}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Google Ads', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Campaign \d+$/)).toBeVisible();
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await expect(row.getByText('Unassigned')).toBeVisible();

  // Assigned to me: the row says so, and 'My leads' lists it.
  await row.getByRole('button', { name: 'Test Lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead details' });
  await dialog.getByLabel('Owner').selectOption({ label: me });
  await expect(page.getByText(`Assigned to ${me}`)).toBeVisible();

  // A note, on the timeline under my name.
  await dialog.getByLabel('Add a note').fill('Called back: wants GST registration for the Pune branch.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('Called back: wants GST registration for the Pune branch.')).toBeVisible();
  await expect(dialog.getByText(`${me} added a note`)).toBeVisible();
  await expect(dialog.getByText(`${me} assigned it to ${me}`)).toBeVisible();

  // Converted: the invite form comes prefilled from the lead; the e-mail is the person's own.
  await dialog.getByRole('button', { name: 'Convert to client' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert to a client' });
  await expect(convert.getByLabel('Full name')).toHaveValue('Test Lead');
  await expect(convert.getByLabel('Email')).toHaveValue('test.lead@example.com');
  const email = `converted.${run}@example.in`;
  await convert.getByLabel('Email').fill(email);
  await convert.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Converted to a client')).toBeVisible();
  await expect(dialog.getByText(`converted it to a client (${email}), invitation sent`)).toBeVisible();

  // The invitation reaches the person's mailbox.
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject).join('\n'), { timeout: 20_000 })
    .toContain('client portal');

  await page.keyboard.press('Escape');
  await page.getByLabel('Owner', { exact: true }).selectOption('me');
  await expect(page.getByRole('row').filter({ hasText: 'Test Lead' })).toHaveCount(1);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Test Lead' })
      .getByLabel(/Status of/),
  ).toHaveValue('converted');
});

test('a client sees its advisor and who handles its request', async ({ page, browser }) => {
  const me = `Farhan ${run}`;
  const { user, request } = await clientWithRequest(`Nisha ${run}`, 'TDS returns for the quarter, please.');
  await signInAsNewAdmin(page, me);

  // The firm names the client's advisor in the client list…
  await page.getByRole('link', { name: 'Client Management' }).click();
  await page.getByLabel(`Advisor of Nisha ${run}`).selectOption({ label: me });
  await expect(page.getByText('Advisor saved')).toBeVisible();

  // …and who handles the request, on the request's page.
  await page.goto(`/admin-dashboard/requests/${request.id}`);
  await expect(page.getByText('Not assigned to anyone yet')).toBeVisible();
  await page.getByLabel('Handled by').selectOption({ label: me });
  await expect(page.getByText(`Handled by ${me}`, { exact: true })).toBeVisible();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInThroughForm(client, user);
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await expect(client.getByText(`Your advisor: ${me}`)).toBeVisible();
  await client.goto(`/client-dashboard/requests/${request.id}`);
  await expect(client.getByText(`Handled by ${me}`)).toBeVisible();
  await clientContext.close();
});
