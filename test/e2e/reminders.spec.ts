import AxeBuilder from '@axe-core/playwright';
import { indiaDate } from '../../shared/compliance/calendar';
import { dueSoon } from '../../shared/compliance/obligations';
import { gstinCheckCharacter } from '../../shared/compliance/tax-ids';
import { createUser } from '../integration/users';
import { signInThroughForm } from './accounts';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/**
 * A client records what it files on its profile; the overview's 'due soon' panel then lists the
 * due dates those bring. A mistyped GSTIN is refused at its field and saves nothing.
 */
test('a client records its obligations and sees what is due soon', async ({ page }) => {
  const user = await createUser({ group: 'client', active: true, fullName: 'Arjun Mehta' });
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  const panel = page.getByRole('region', { name: 'Due soon' });
  await expect(panel).toContainText('Tell us what you file');

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  const form = page.getByRole('form', { name: 'Obligations and reminders' });
  await form.getByRole('checkbox', { name: 'GST, regular monthly returns' }).check();
  await form.getByRole('checkbox', { name: 'Employer (PF and ESI)' }).check();
  const valid = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
  const altered = `${valid.slice(0, 14)}${valid[14] === 'A' ? 'B' : 'A'}`;
  await form.getByLabel('GSTIN (optional)').fill(altered);
  await form.getByRole('button', { name: 'Save obligations' }).click();
  await expect(form.getByLabel('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('GSTIN (optional)')).toBeFocused();

  await form.getByLabel('GSTIN (optional)').fill(valid.toLowerCase());
  await form.getByLabel('Remind me').selectOption({ label: '3 days before a due date' });
  await form.getByRole('button', { name: 'Save obligations' }).click();
  await expect(page.getByText('Obligations and reminders saved')).toBeVisible();
  await expect(form.getByLabel('GSTIN (optional)')).toHaveValue(valid);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Overview' }).click();
  // What the shared logic says is due in the next 30 days (no extension is recorded for these).
  const expected = dueSoon(
    { obligations: ['gst-monthly', 'employer'], gstin: valid },
    indiaDate(new Date()),
    [],
  );
  expect(expected.length).toBeGreaterThan(0);
  for (const d of expected) await expect(panel.getByText(d.title)).toBeVisible();
  await expect(panel).not.toContainText('TDS');
});

test('the firm sets a client’s obligations from the client list', async ({ page }) => {
  const client = await createUser({
    group: 'client',
    active: true,
    fullName: `Zz Obligations ${Date.now()}`,
  });
  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Clients' }).click();
  const row = page.getByRole('row').filter({ hasText: client.email });
  // The list is by name, a page at a time: this client's name sorts last.
  await expect(page.getByRole('button', { name: /^Obligations of / }).first()).toBeVisible();
  while (!(await row.isVisible())) await page.getByRole('button', { name: 'Show more clients' }).click();
  await row.getByRole('button', { name: /^Obligations of / }).click();
  const dialog = page.getByRole('dialog', { name: /Obligations of Zz Obligations/ });
  await dialog.getByRole('checkbox', { name: 'Company (MCA filings)' }).check();
  await dialog.getByLabel('Remind me').selectOption({ label: '15 days before a due date' });
  await dialog.getByRole('button', { name: 'Save obligations' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Obligations and reminders saved')).toBeVisible();
  await row.getByRole('button', { name: /^Obligations of / }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Company (MCA filings)' })).toBeChecked();
  await expect(dialog.getByLabel('Remind me')).toHaveValue('15');
});
