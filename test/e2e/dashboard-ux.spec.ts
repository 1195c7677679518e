import type { Page } from '@playwright/test';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/** What a person notices using the dashboards: focus, messages, filters, menus. */

/** The shared admin's or client's dashboard, from the session signed in once. */
const signIn = (page: Page, role: 'admin' | 'client') => openDashboardAs(page, role);

test('a lead filter chosen while the search is settling is kept', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Lead Management' }).click();
  await expect(page.getByLabel('Search')).toBeVisible();
  // A slow API: anything a filter change waits for is held until the search has settled (its
  // text is in the address), then let through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Search').fill('example');
  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await expect(page).toHaveURL(/q=example/);
  release();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
});

test('a filter panel shows the filters in force when the address changes under it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Service Requests' }).click();
  const status = page.getByRole('form', { name: 'Filters' }).getByLabel('Status');
  await status.selectOption('completed');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=completed/);
  // The sidebar's link to the same page, without filters: the list and the panel both reset.
  await page.getByRole('link', { name: 'Service Requests' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/requests$/);
  await expect(page.getByRole('heading', { name: 'Service Requests' })).toBeVisible();
  await expect(status).toHaveValue('');
});

test('form problems are said at the field in words for people, and a later success clears the toast', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Service Requests' }).click();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('button', { name: 'Send message' }).click();
  const reply = page.getByLabel('Reply to the client');
  await expect(reply).toHaveAttribute('aria-invalid', 'true');
  await expect(reply).toHaveAccessibleDescription('Message is empty');
  await expect(reply).toBeFocused();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Message not sent')).toBeVisible();
  await expect(page.getByText('body:')).toHaveCount(0);

  await reply.fill('We have your documents, thank you.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toasts.getByText('Message sent')).toBeVisible();
  await expect(toasts.getByText('Message not sent')).toHaveCount(0);
  await expect(reply).not.toHaveAttribute('aria-invalid', 'true');
});

test('keyboard focus is visible on a filled primary button', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  const create = page.getByRole('button', { name: 'Create webhook' });
  await page.getByRole('link', { name: 'Webhooks' }).focus();
  while (!(await create.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  const outline = await create.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
    };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  // Drawn outside the button, so it shows against the page and not on the button's own colour.
  expect(outline.offset).toBeGreaterThan(0);
});

test('the sidebar runs the full height of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await signIn(page, 'admin');
  await expect(page.getByRole('list', { name: 'Figures' })).toBeVisible();
  const { aside, pageHeight } = await page.evaluate(() => ({
    aside: document.querySelector('aside[data-state]')!.getBoundingClientRect().height,
    pageHeight: document.documentElement.scrollHeight,
  }));
  expect(pageHeight).toBeGreaterThan(700);
  expect(aside).toBeGreaterThanOrEqual(pageHeight - 1);
});

/**
 * A wheel turn, then the frames that would scroll the page: its wheel event has been handled and
 * a scroll it caused would show by the second frame after it.
 */
async function wheelAndPaint(page: Page) {
  // The listener is in place before the wheel turns (captured, so nothing on the page hides it).
  await page.evaluate(() => {
    (window as { wheeled?: Promise<void> }).wheeled = new Promise<void>((resolve) =>
      window.addEventListener('wheel', () => resolve(), { once: true, capture: true }),
    );
  });
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => (window as { wheeled?: Promise<void> }).wheeled);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('on a phone the page behind the open menu does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, 'admin');
  await expect(page.getByRole('list', { name: 'Figures' })).toBeVisible();
  // The page can scroll: a wheel scrolls it while the menu is closed.
  await page.mouse.move(350, 500);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible();
  await page.mouse.move(350, 500);
  await wheelAndPaint(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Admin Panel' })).toHaveCount(0);

  // The public site's menu too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu's lists load when it is first opened.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.mouse.move(200, 650);
  await wheelAndPaint(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the new-request page answers at the sidebar address, and the earlier one leads there', async ({
  page,
}) => {
  await signIn(page, 'client');
  await page.getByRole('link', { name: 'New Request', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard\/new-request$/);
  await page.goto('/client-dashboard/requests/new');
  await expect(page).toHaveURL(/\/client-dashboard\/new-request$/);
  await expect(page.getByRole('heading', { name: 'New Request' })).toBeVisible();
});
