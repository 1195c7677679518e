import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { phoneFor } from '../integration/contacts';

/** The open inquiry dialog, filled in for one person (Meera Iyer, at `email`) and submitted. */
export async function fillAndSubmit(page: Page, email: string, extra: { phone?: string } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Meera Iyer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill(extra.phone ?? phoneFor(email));
  await dialog.getByLabel('Company').fill('Iyer Exports');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
}

/**
 * Opens the inquiry dialog with the page's button of that name. A click that lands before the
 * prerendered page's script runs opens nothing, so it clicks until the dialog shows.
 */
export async function openInquiryDialog(page: Page, button: string) {
  await expect(async () => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
}
