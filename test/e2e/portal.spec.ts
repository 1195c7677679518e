import type { Browser, Page } from '@playwright/test';
import { mailsTo } from '../integration/local-stack';
import { createUser } from '../integration/users';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

const run = Date.now().toString(36);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/dashboard-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * The client portal, end to end in two browsers: the admin invites a client; the client sets a
 * password, files a request and writes; the admin sees it, changes its status and replies; the
 * client sees the notification and the reply; once deactivated, the client is refused.
 */
test('invite, request, conversation, status, notification and deactivation', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `client.${run}@example.in`;
  const name = `Kavya ${run}`;

  // The admin invites the client.
  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Client Management' }).click();
  await page.getByRole('button', { name: 'Invite client' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Full name').fill(name);
  await invite.getByLabel('Email').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Email: enter a valid e-mail address');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Company (optional)').fill('Kavya Foods');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Active')).toBeVisible();

  // The client reads the invitation, signs in with the one-time password and chooses its own.
  const mail = await expect
    .poll(async () => (await mailsTo(email)).at(-1)?.body.text ?? '')
    .toContain('temporary password')
    .then(async () => (await mailsTo(email)).at(-1)!);
  const temporary = /temporary password: (\S+)/.exec(mail.body.text!)![1]!;
  const client = await newPage(browser);
  await signIn(client, email, temporary);
  await expect(client.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await client.getByLabel('New password', { exact: true }).fill('kavya chooses a passphrase');
  await client.getByLabel('Confirm new password', { exact: true }).fill('kavya chooses a passphrase');
  await client.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await expect(client.getByText(`Welcome, ${name}`)).toBeVisible();
  const cards = client.getByRole('list', { name: 'Summary' });
  await expect(cards.getByRole('link', { name: /Open requests/ })).toContainText('0');

  // It files a request (a too-short description is refused first).
  await client.getByRole('link', { name: 'New Request', exact: true }).click();
  await client.getByLabel('Service').selectOption({ index: 1 });
  const serviceName = (await client.getByLabel('Service').locator('option:checked').textContent())!.trim();
  await client.getByLabel('What do you need?').fill('short');
  await client.getByRole('button', { name: 'Submit request' }).click();
  await expect(client.getByRole('alert')).toHaveText('Description needs at least 10 characters');
  await client
    .getByLabel('What do you need?')
    .fill('We open a second outlet next month; please handle the paperwork.');
  await client.getByRole('button', { name: 'Submit request' }).click();
  await expect(client.getByText('Request filed')).toBeVisible();
  await expect(client.getByRole('heading', { name: serviceName })).toBeVisible();
  await expect(client.getByText('Pending').first()).toBeVisible();
  await client.getByLabel('Write to the firm').fill('Can we meet on Friday?');
  await client.getByRole('button', { name: 'Send message' }).click();
  await expect(client.getByText('Message sent')).toBeVisible();
  await expect(client.getByRole('listitem').filter({ hasText: 'Can we meet on Friday?' })).toBeVisible();

  // The admin sees it on the overview (filtered by the client), in the inbox and the list,
  // changes its status and replies.
  await page.getByRole('link', { name: 'Overview' }).click();
  await page.getByLabel('Client').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const requestCards = page.getByRole('list', { name: 'Requests' });
  await expect(requestCards.getByRole('link', { name: /Pending requests/ })).toContainText('1');
  await expect(requestCards.getByRole('link', { name: /Completed requests/ })).toContainText('0');
  await expect(
    page.getByRole('region', { name: 'Recent requests' }).getByRole('link', { name: serviceName }),
  ).toHaveCount(1);
  await requestCards.getByRole('link', { name: /Pending requests/ }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/requests\?status=pending&client=/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('link', { name: `Message from ${name}` })).toBeVisible();
  await page.getByRole('link', { name: 'Service Requests' }).click();
  await page.getByLabel('Client').fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/client=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('1 unread')).toBeVisible();
  await row.getByRole('link', { name: serviceName }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Can we meet on Friday?' })).toBeVisible();
  await page.getByLabel('Change status').selectOption('in_progress');
  // The client is e-mailed, so the change waits for a confirmation.
  await page
    .getByRole('dialog', { name: 'Mark as In progress?' })
    .getByRole('button', { name: 'Change status' })
    .click();
  await expect(page.getByText('Status: In progress')).toBeVisible();
  await page.getByLabel('Reply to the client').fill('Friday at 11 works. Bring the rent agreement.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  // The client sees the notification and the reply; opening the request reads it.
  await client.getByRole('link', { name: 'Overview' }).click();
  await client.reload();
  await expect(cards.getByRole('link', { name: /Unread messages/ })).toContainText('1');
  await client.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(client.getByRole('link', { name: `${serviceName}: In progress` })).toBeVisible();
  await client.getByRole('link', { name: `New message about ${serviceName}` }).click();
  await expect(
    client.getByRole('listitem').filter({ hasText: 'Friday at 11 works. Bring the rent agreement.' }),
  ).toBeVisible();
  await expect(client.getByText('In progress').first()).toBeVisible();
  await client.getByRole('link', { name: 'Notifications', exact: true }).click();
  await client.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(client.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(client.getByText('· Unread')).toHaveCount(0);

  // The admin deactivates the client: its next API call is refused, and so is its next sign-in.
  await page.getByRole('link', { name: 'Client Management' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /Deactivate/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Client deactivated')).toBeVisible();
  await client.getByRole('link', { name: 'Overview' }).click();
  await client.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(
    client.getByText('This account is inactive. Contact the firm to restore access.'),
  ).toBeVisible();
  await client.reload();
  await expect(client).toHaveURL(/\/dashboard-login$/);
  const again = await newPage(browser);
  await signIn(again, email, 'kavya chooses a passphrase');
  await expect(again.getByRole('alert')).toHaveText(
    'This account has been deactivated. Please contact the firm.',
  );
});

test.describe('profile', () => {
  // A wrong current password is Cognito's 400.
  test.use({ expectedHttpErrors: [400] });

  test('a client edits its profile and changes its password', async ({ page }) => {
    const user = await createUser({ group: 'client', active: true, fullName: 'Nisha Bose' });
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert')).toHaveText('Phone: enter a valid phone number');
    await page.getByLabel('Full name').fill('Nisha Bose-Rao');
    await page.getByLabel('Phone').fill('98300 12345');
    await page.getByLabel('Company', { exact: true }).fill('Bose Handlooms');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByText('Welcome, Nisha Bose-Rao')).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('+919830012345');

    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByLabel('New password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    // A new password ends every session, this one too: back to the login page, which says why.
    await expect(page).toHaveURL(/\/dashboard-login\?notice=passwordChanged$/);
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    await signIn(page, user.email, 'a brand new passphrase');
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByText('Welcome, Nisha Bose-Rao')).toBeVisible();
  });
});
