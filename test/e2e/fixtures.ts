import { test as base, expect, type Page } from '@playwright/test';

const failedLoad = /^Failed to load resource: the server responded with a status of (\d+)/;

/**
 * Every page test fails if the page logs an error or throws. A test that provokes error answers on
 * purpose (a wrong password is a 400 from Cognito, an inactive account a 403 from the API) says so
 * with `test.use({ expectedHttpErrors: [...] })`: Chromium logs each as a console error.
 */
export const test = base.extend<{
  expectedHttpErrors: number[];
  /** Console errors a test provokes on purpose, matched as substrings (e.g. a refused connection). */
  expectedConsoleErrors: string[];
  consoleErrors: string[];
}>({
  // The 404 page's own document status is reported as a console error; it is intended.
  expectedHttpErrors: [[404], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedHttpErrors, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const status = failedLoad.exec(msg.text())?.[1];
        if (status && expectedHttpErrors.includes(Number(status))) return;
        if (expectedConsoleErrors.some((e) => msg.text().includes(e))) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Selects a tab of a prerendered page. A click that lands before the page's script runs does
 * nothing (the HTML is there, the behaviour not yet), so it clicks until the tab is selected.
 */
export async function selectTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
}
