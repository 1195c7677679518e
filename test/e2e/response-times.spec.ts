import AxeBuilder from '@axe-core/playwright';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { firm } from '../../shared/firm';
import { phoneFor } from '../integration/contacts';
import { localAws, localStack, type StoredMail } from '../integration/local-stack';
import { waitUntil } from '../wait-until';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';
import { searchLeadsFor } from './lead-list';

const run = Date.now().toString(36);

/**
 * Each lead's wait in business hours, the overview's list of leads waiting past the target, and
 * the target and holidays as the firm edits them in Settings.
 */
test('a lead shows its wait until answered; Settings edits the target and holidays', async ({
  page,
  request,
}) => {
  // Two pages with axe scans and a settings round trip: more than the default 30 s when the
  // whole suite shares two cores.
  test.setTimeout(90_000);
  const name = `Waiting ${run}`;
  const email = `waiting.${run}@example.com`;
  const sent = await request.post('/api/inquiries', {
    data: {
      id: crypto.randomUUID(),
      fullName: name,
      email,
      // A number of its own: a retry of this test must not come back as a repeat of the first try.
      phone: phoneFor(email),
      company: 'Wait Co',
      service: 'GST',
    },
  });
  expect(sent.status()).toBe(201);

  await openDashboardAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Waiting past target' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const row = await searchLeadsFor(page, run, name);
  await expect(row).toContainText(/Waiting \d+ (min|h)/);
  await row.getByLabel(`Status of ${name}`).selectOption('in_progress');
  await expect(page.getByText('Lead status updated successfully')).toBeVisible();
  await expect(row).toContainText(/Answered in \d+ (min|h)/);

  await page.goto('/admin-dashboard/settings');
  const target = page.getByLabel('Response target (business hours)');
  await expect(target).toBeVisible();
  const before = await target.inputValue();
  const holidays = page.getByRole('group', { name: 'Holidays' });
  const toAdd = holidays.getByLabel('Holiday to add');
  await toAdd.fill('2031-01-26');
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  await toAdd.fill('2031-01-01');
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  const listed = holidays.getByRole('list', { name: 'Holidays' }).getByRole('listitem');
  await expect(listed).toHaveText([/ 1 Jan,? 2031/, /26 Jan,? 2031/]);
  await holidays.getByRole('button', { name: /Remove holiday .* 1 Jan,? 2031/ }).click();
  await expect(listed).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A target out of range is refused at its field, and nothing is saved.
  await target.fill('41');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Response target: at most 40 business hours')).toBeVisible();
  await expect(target).toBeFocused();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await target.fill('6');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(target).toHaveValue('6');
  await expect(listed).toHaveText([/26 Jan,? 2031/]);

  // Put the firm's settings back for the other tests.
  await holidays.getByRole('button', { name: /Remove holiday .*26 Jan,? 2031/ }).click();
  await target.fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test('the overdue-lead e-mail links to this site, not the production domain', async ({ baseURL }) => {
  const DAY = 86_400_000;
  const lead = {
    id: `rt-mail-${run}`,
    entity: 'lead',
    name: `Overdue mail ${run}`,
    email: `overdue.mail.${run}@example.com`,
    source: 'Website',
    status: 'new',
    createdAt: new Date(Date.now() - 14 * DAY).toISOString(),
  };
  const aws = localAws();
  try {
    await aws.documents.send(new PutCommand({ TableName: localStack().tableNames.leads!, Item: lead }));
  } finally {
    aws.destroy();
  }
  const ran = await fetch(`${localStack().controlUrl}/schedule/alertOverdueLeads`, { method: 'POST' });
  expect(ran.status).toBe(200);
  const mail = await waitUntil('the overdue-lead mail', async () => {
    const res = await fetch(`${localStack().mailboxUrl}/store`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    return emails.find((m) => m.subject.includes(lead.name));
  });
  expect(mail.body.text).toContain(`${baseURL}/admin-dashboard/leads`);
  expect(mail.body.text).not.toContain(firm.siteUrl);
});
