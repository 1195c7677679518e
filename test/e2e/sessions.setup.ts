import { createUser } from '../integration/users';
import { newAdmin, signInThroughForm } from './accounts';
import { expect, test as setup } from './fixtures';
import { sessionFile } from './sessions';

/**
 * The `sessions` project, run before the specs: the shared admin (with its second factor) and the
 * shared client sign in through the login form once each, and their sessions are saved for
 * `openDashboardAs`.
 */
setup('the shared admin signs in once', async ({ page }) => {
  const admin = await newAdmin();
  await signInThroughForm(page, admin, { code: true });
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.context().storageState({ path: sessionFile('admin') });
});

setup('the shared client signs in once', async ({ page }) => {
  const client = await createUser({ group: 'client', active: true, fullName: 'Meera Shared' });
  await signInThroughForm(page, client);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.context().storageState({ path: sessionFile('client') });
});
