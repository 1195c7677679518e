import type { Page } from '@playwright/test';
import { demoAccounts } from '../../infra/local/demo-data';
import type { ServiceRequest } from '../../shared/portal-model';
import { nextTotpCode, signIn } from '../integration/local-stack';
import { fileRequest } from '../integration/records';
import { createUser, type CreatedUser } from '../integration/users';
import { expect } from './fixtures';

const demoAdmin = demoAccounts.find((a) => a.role === 'admin')!;

/**
 * A fresh admin for one test, with an authenticator app set up. Each authenticator code works
 * once, so tests running side by side must not share an admin: each gets its own (named like the
 * demo admin, so the pages read the same).
 */
export function newAdmin(fullName = demoAdmin.full_name): Promise<CreatedUser> {
  return createUser({ group: 'admin', active: true, fullName });
}

/** The login form, filled and sent; `code`: then the authenticator step too. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
  options: { code?: boolean } = {},
) {
  await page.goto('/dashboard-login');
  // The app shell loads its sign-in code first, which a loaded machine can slow past the default.
  await expect(page.getByRole('heading', { name: 'Dashboard Login' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (options.code) await enterCode(page, account.email);
}

/** The second step: the current authenticator code for the account. */
export async function enterCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await nextTotpCode(email.trim()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** A new admin, signed in on the admin dashboard. */
export async function signInAsNewAdmin(page: Page, fullName?: string): Promise<CreatedUser> {
  const admin = await newAdmin(fullName);
  await signInThroughForm(page, admin, { code: true });
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  return admin;
}

/**
 * A new client and a request it filed (through the API: the request form has its own test), for
 * tests that start on the request's page.
 */
export async function clientWithRequest(
  fullName: string,
  description: string,
): Promise<{ user: CreatedUser; request: ServiceRequest }> {
  const user = await createUser({ group: 'client', active: true, fullName });
  const token = (await signIn(user.email, user.password)).AccessToken;
  return { user, request: await fileRequest({ token }, { description }) };
}
