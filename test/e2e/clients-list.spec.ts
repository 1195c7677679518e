import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/**
 * The client list on a laptop: every column, the advisor and the row's buttons, in view without
 * scrolling sideways; on a phone, each client's name and e-mail stay readable in the first column.
 */
test('the client list fits a 1280 px screen and stays readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Client Management' }).click();
  const first = page.getByRole('row').nth(1);
  await expect(first.getByRole('button', { name: /^Obligations of / })).toBeVisible();
  const card = page.locator('table').locator('..');
  const overflow = () => card.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(first.getByRole('combobox', { name: /^Advisor of / })).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('button', { name: /^(Deactivate|Reactivate) / })).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 390, height: 844 });
  const name = first.getByRole('link').first();
  await expect(name).toBeInViewport({ ratio: 1 });
  await expect(first.getByText(/@/)).toBeInViewport({ ratio: 1 });
  // The page itself never scrolls sideways: only the card does, to the advisor and the buttons.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
