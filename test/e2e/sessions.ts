import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dashboardHome } from '../../shared/page-paths';
import { expect } from './fixtures';

/**
 * Signing in once per role. The `sessions` setup project signs a shared admin and a shared client
 * in through the login form, once, and saves each session (the browser storage Amplify keeps its
 * tokens in); the specs open the dashboards from it. Only the sign-in specs use the form, and a
 * spec that ends a session, resets a second factor or deactivates someone uses an account of its
 * own (accounts.ts), so the shared sessions stay valid for the whole run.
 */
export type SharedRole = 'admin' | 'client';

/** Where the setup project saved a role's session, beside the stack's address file. */
export const sessionFile = (role: SharedRole) => `${process.env.LOCAL_STACK_FILE}.${role}-session.json`;

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The dashboard of the shared admin or client, signed in from the saved session. */
export async function openDashboardAs(page: Page, role: SharedRole): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(role), 'utf8')) as SavedState;
  // A file of the site's own origin with no script of the app, to write the storage into first.
  await page.goto('/robots.txt');
  const origin = new URL(page.url()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((saved) => {
    for (const { name, value } of saved) localStorage.setItem(name, value);
  }, items);
  const home = dashboardHome(role);
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}
