import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { nextTotpCode, rememberTotpSecret } from '../integration/local-stack';
import { createUser } from '../integration/users';
import { enterCode, signInThroughForm } from './accounts';
import { expect, test } from './fixtures';

// Cognito refuses a wrong or reused code with 400; Chromium logs each as a console error.
test.use({ expectedHttpErrors: [400] });

/** Reads the secret the set-up page shows (as a person would type it into their app). */
async function secretOnPage(page: Page, email: string) {
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  rememberTotpSecret(email, secret);
  return secret;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a new admin must set up an authenticator, then signs in with a code', async ({ page }) => {
  const admin = await createUser({ group: 'admin', active: true, mfa: false, fullName: 'Farah Khan' });
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Nothing of the admin dashboard until the second factor is set up.
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lead Management' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await secretOnPage(page, admin.email);

  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not correct');
  const setupCode = await nextTotpCode(admin.email);
  await page.getByLabel('Authentication code').fill(setupCode);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // Signed out, told why; the next sign-in asks for a code.
  await expect(page).toHaveURL(/\/dashboard-login\?notice=mfaOn$/);
  await expect(page.getByRole('status')).toContainText('Two-factor sign-in is on');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The code used to set up is spent: Cognito refuses it the second time.
  await page.getByLabel('Authentication code').fill(setupCode);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code was already used. Wait for the next code in your authenticator app.',
  );
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not correct');
  await page.getByLabel('Authentication code').fill(await nextTotpCode(admin.email));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Welcome, Farah Khan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lead Management' })).toBeVisible();
});

test('a client turns two-factor sign-in on and off from the profile', async ({ page }) => {
  test.setTimeout(90_000);
  const client = await createUser({ group: 'client', active: true, fullName: 'Tara Iyer' });
  await signInThroughForm(page, client);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await secretOnPage(page, client.email);
  await page.getByLabel('Authentication code').fill(await nextTotpCode(client.email));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/dashboard-login\?notice=mfaOn$/);

  await signInThroughForm(page, client);
  await enterCode(page, client.email);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(section).toContainText('On since');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in turned off')).toBeVisible();
  await expect(section).toContainText('Off.');

  // Off again: the password alone signs the client in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInThroughForm(page, client);
  await expect(page).toHaveURL(/\/client-dashboard$/);
});
