import { phoneFor } from '../integration/contacts';
import { api } from '../integration/local-stack';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';
import { searchLeadsFor } from './lead-list';

const run = Date.now().toString(36);

/** A website inquiry about GST from `fullName`, its e-mail made from the first name; saved. */
async function gstInquiry(fullName: string, phone: string, more: { company: string; message?: string }) {
  const res = await api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      fullName,
      email: `${fullName.split(' ')[0]!.toLowerCase()}.${run}@example.com`,
      phone,
      service: 'GST',
      ...more,
    }),
  });
  expect(res.status).toBe(201);
}

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
      // A number of its own: a retry of this test must not come back as a repeat of the first try.
      phone: phoneFor(`farah.${run}@example.com`),
      company: `Farah Textiles ${run}`,
      service: 'Trademark',
      message: 'Register our brand name.',
    }),
  });
  expect(sent.status).toBe(201);

  await openDashboardAs(page, 'admin');
  const row = await searchLeadsFor(page, run, name, { service: 'Trademark' });
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('Trademark');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(run);
  await expect(row).toContainText(`Farah Textiles ${run}`);
  await expect(row.getByRole('cell', { name: 'Trademark', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/service=Trademark/);

  // Another service: not this lead.
  await page.getByLabel('Service', { exact: true }).selectOption('GST');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Service', { exact: true }).selectOption('');

  await page.getByRole('button', { name: `${name}`, exact: true }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Company')).toBeVisible();
  await expect(detail).toContainText(`Farah Textiles ${run}`);
  await expect(detail).toContainText('Register our brand name.');
});

/**
 * The same person twice (one number written two ways) is one lead with a repeat: the list says
 * so, the details show the later submission, and a wrong match is split into a lead of its own.
 */
test('a repeat by phone joins the open lead, and the admin splits a wrong match', async ({ page }) => {
  const digits = `9${String(Date.now()).slice(-9)}`;
  const inquire = (fullName: string, phone: string, message: string) =>
    gstInquiry(fullName, phone, { company: 'Kumar & Sons', message });
  await inquire(`Rakesh ${run}`, `0${digits.slice(0, 5)} ${digits.slice(5)}`, 'GST registration please.');
  await inquire(
    `Rakesh K ${run}`,
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    'Our office shares this line.',
  );

  await openDashboardAs(page, 'admin');
  const row = await searchLeadsFor(page, run, `Rakesh ${run}`, { service: 'GST' });
  await expect(row).toContainText('Repeat ×1');
  await expect(page.getByRole('row').filter({ hasText: `Rakesh K ${run}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Rakesh ${run}`, exact: true }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: 'Got in touch again once' })).toBeVisible();
  await expect(detail).toContainText('Our office shares this line.');
  await detail.getByRole('button', { name: /^Split into its own lead/ }).click();
  await expect(page.getByText('Split into its own lead', { exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: /Got in touch again/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: `Rakesh K ${run}` })).toHaveCount(1);
  await expect(row).not.toContainText('Repeat');
});

/**
 * Someone else's number under another name (a stranger, or a colleague on a shared line) is not
 * hidden under the first lead: it is a lead of its own, flagged, and both are a click apart.
 */
test('the same phone under another name is a lead of its own, flagged, with both a click apart', async ({
  page,
}) => {
  const phone = phoneFor(`anita.${run}@example.com`);
  for (const fullName of [`Anita ${run}`, `Vikram ${run}`]) {
    await gstInquiry(fullName, phone, { company: 'Shared Office' });
  }
  await openDashboardAs(page, 'admin');
  const row = await searchLeadsFor(page, `Vikram ${run}`, `Vikram ${run}`);
  await expect(row).toContainText(`Same phone as Anita ${run}`);
  await expect(row).not.toContainText('Repeat');
  await page.getByRole('button', { name: `Vikram ${run}`, exact: true }).click();
  const notice = page.getByRole('dialog').getByRole('note');
  await expect(notice).toContainText(`Same phone as Anita ${run}, under another name`);
  await notice.getByRole('link', { name: 'Show both' }).click();
  // One row each, told apart by its own Details button (Vikram's row also names Anita in its flag).
  const rowOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name: `${name}`, exact: true }) });
  await expect(rowOf(`Anita ${run}`)).toHaveCount(1);
  await expect(rowOf(`Vikram ${run}`)).toHaveCount(1);
});

test('a lead opens from anywhere on its row; on a phone it is a card to call or WhatsApp', async ({
  page,
}) => {
  const name = `Naveen ${run}`;
  const phone = phoneFor(`naveen.${run}@example.com`);
  await gstInquiry(name, phone, { company: `Naveen Foods ${run}` });
  await openDashboardAs(page, 'admin');
  const row = await searchLeadsFor(page, run, name);
  // At 1280 px, a click on the row's service opens the lead: no button to find at the far right.
  await row.getByRole('cell', { name: 'GST', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Naveen Foods ${run}`);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('GST');
  await expect(card).toContainText(`+91 ${phone}`);
  await expect(card.getByLabel(`Status of ${name}`)).toHaveValue('new');
  const digits = phone.replace(/\s/g, '');
  await expect(card.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', `tel:+91${digits}`);
  await expect(card.getByRole('link', { name: `WhatsApp ${name}` })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${digits}\\?text=`),
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: `${name}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Naveen Foods ${run}`);
});
