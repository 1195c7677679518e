import type { Page } from '@playwright/test';
import { demoAccounts } from '../../infra/local/demo-data';
import { mailsTo } from '../integration/local-stack';
import { createUser } from '../integration/users';
import { enterCode, signInAsNewAdmin } from './accounts';
import { expect, test } from './fixtures';

const admin = demoAccounts.find((a) => a.role === 'admin')!;
const client = demoAccounts.find((a) => a.role === 'client')!;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/dashboard-login');
  // The app shell loads its sign-in code first, which a loaded machine can slow past the default.
  await expect(page.getByRole('heading', { name: 'Dashboard Login' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the login page shows its form, the way back and, locally, the demo accounts', async ({ page }) => {
  await page.goto('/dashboard-login');
  // The app shell loads its sign-in code first (see signIn above).
  await expect(page.getByText('Access your partner dashboard')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: '← Back to Website' })).toHaveAttribute('href', '/');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  const demo = page.getByRole('region', { name: /Demo accounts/ });
  await expect(demo).toContainText(admin.email);
  await expect(demo).toContainText(client.email);
});

test('without the demo flag in config.json there is no demo-accounts box', async ({ page }) => {
  await page.route('/config.json', async (route) => {
    const res = await route.fetch();
    const { demo: _demo, ...config } = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ json: config });
  });
  await page.goto('/dashboard-login');
  // The app shell loads its sign-in code first (see signIn above).
  await expect(page.getByRole('heading', { name: 'Dashboard Login' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Demo accounts/)).toHaveCount(0);
});

for (const account of demoAccounts) {
  test(`the demo ${account.role} signs in and lands on the ${account.role} dashboard`, async ({ page }) => {
    await signIn(page, `  ${account.email}  `, account.password);
    // The demo admin has an authenticator app set up at start (its secret is in the banner).
    if (account.role === 'admin') await enterCode(page, account.email);
    await expect(page).toHaveURL(new RegExp(`/${account.role}-dashboard$`));
    await expect(page.getByText(`Welcome, ${account.full_name}`)).toBeVisible();
    // Signed in, the login page sends the visitor on to their dashboard.
    await page.goto('/dashboard-login');
    await expect(page).toHaveURL(new RegExp(`/${account.role}-dashboard$`));
  });
}

test('the button reads "Signing in..." and is disabled while the sign-in runs', async ({ page }) => {
  await page.goto('/dashboard-login');
  // Cognito's answers are held until the busy state has been seen, then let through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/127\.0\.0\.1:\d+\/$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test('nobody signed in is sent from a dashboard to the login page', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/dashboard-login$/);
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/dashboard-login$/);
});

test('a client opening /admin-dashboard is sent away and never sees the admin panel', async ({ page }) => {
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText('Admin Panel')).toHaveCount(0);
  await expect(page.getByText(`Welcome, ${client.full_name}`)).toBeVisible();
});

test('logout returns to the login page and the back button shows nothing protected', async ({ page }) => {
  await signInAsNewAdmin(page);
  await expect(page.getByText(`Welcome, ${admin.full_name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dashboard-login$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Login' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard-login$/);
  await expect(page.getByText(`Welcome, ${admin.full_name}`)).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('CognitoIdentity'))),
  ).toEqual([]);
});

test('an account created by an admin must set a new password at first sign-in', async ({ page }) => {
  const user = await createUser({ group: 'client', active: true, temporary: true, fullName: 'Meera Pillai' });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('too-short');
  await page.getByLabel('Confirm new password', { exact: true }).fill('too-short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 12 characters.');
  await page.getByLabel('New password', { exact: true }).fill('a long new passphrase');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a long new passphrase!');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a long new passphrase');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText('Welcome, Meera Pillai')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  // Logout ends on the login page; only then is the session gone.
  await expect(page.getByRole('heading', { name: 'Dashboard Login' })).toBeVisible();
  await signIn(page, user.email, 'a long new passphrase');
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test('forgot password for an unknown address answers the same way and sends nothing', async ({ page }) => {
  await page.goto('/dashboard-login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('nobody-here@example.in');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('status')).toContainText('a code is on its way');
  expect(await mailsTo('nobody-here@example.in')).toEqual([]);
});

test('expired tokens are refreshed through the local Cognito and the dashboard keeps working', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, client.email, client.password);
  await expect(page.getByText(`Welcome, ${client.full_name}`)).toBeVisible();
  await page.clock.fastForward('02:00:00');
  const refresh = page.waitForResponse(
    (res) => res.request().headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken') ?? false,
  );
  await page.reload();
  expect((await refresh).status()).toBe(200);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByText(`Welcome, ${client.full_name}`)).toBeVisible();
});

test.describe('refused requests', () => {
  // Cognito refuses a wrong password or code with 400 and the API an inactive profile with 403;
  // Chromium logs each as a console error.
  test.use({ expectedHttpErrors: [400, 403] });

  test('a wrong password and an unknown user both read "Invalid email or password"', async ({ page }) => {
    await signIn(page, admin.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Email').fill('nobody@example.in');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/dashboard-login$/);
  });

  test('forgot password: a code is e-mailed and sets a new password', async ({ page }) => {
    const user = await createUser({ group: 'admin', active: true, fullName: 'Sunil Das' });
    await page.goto('/dashboard-login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('status')).toContainText('a code is on its way');
    const mail = await expect
      .poll(async () => (await mailsTo(user.email)).at(-1)?.body.text ?? '')
      .toMatch(/code is \d+/)
      .then(async () => (await mailsTo(user.email)).at(-1)!);
    const code = /code is (\d+)/.exec(mail.body.text!)![1]!;
    await page.getByLabel('Code from the e-mail').fill('000000' === code ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill('reset passphrase for sunil');
    await page.getByLabel('Confirm new password', { exact: true }).fill('reset passphrase for sunil');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText(/code is not correct/);
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('reset passphrase for sunil');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await enterCode(page, user.email);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Welcome, Sunil Das')).toBeVisible();
  });

  test('a deactivated account is refused at sign-in with a clear message', async ({ page }) => {
    const user = await createUser({ group: 'client', active: false });
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText(/deactivated/);
    await expect(page).toHaveURL(/\/dashboard-login$/);
    await page.goto('/client-dashboard');
    // The app shell checks the session with Cognito and the API before it redirects.
    await expect(page).toHaveURL(/\/dashboard-login$/, { timeout: 15_000 });
  });
});
