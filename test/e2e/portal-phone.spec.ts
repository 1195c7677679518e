import type { ChecklistItem } from '../../shared/documents';
import { call, jsonBody, signedIn } from '../integration/records';
import { clientWithRequest, signInThroughForm } from './accounts';
import { expect, test } from './fixtures';

/**
 * The client portal on a phone (390x844, touch): the documents page's Upload link lands on the
 * item it names, the requests list fits the screen, and nothing asks to drag a file where nothing
 * can be dragged.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, Upload lands on its document, the requests fit, and no drop zone is offered', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const [admin, { user, request }] = await Promise.all([
    signedIn('admin', `Phone Admin ${run}`),
    clientWithRequest(`Phone Client ${run}`, 'Monthly GST returns, documents by phone.'),
  ]);
  // Enough documents that the last one is well below the first screen of the request.
  const titles = Array.from({ length: 8 }, (_, i) => `Statement ${i + 1} ${run}`);
  const added = await call<{ items: ChecklistItem[] }>(`/api/requests/${request.id}/checklist`, admin.token, {
    method: 'POST',
    ...jsonBody({ items: titles.map((title) => ({ title })) }),
  });
  // The client sees them once told.
  await call(`/api/requests/${request.id}/checklist-notice`, admin.token, { method: 'POST' });
  expect(added.status).toBe(201);

  await signInThroughForm(page, user);
  await page.waitForURL(/\/client-dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/client-dashboard/requests');
  await expect(page.getByRole('link', { name: request.serviceTitle }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A card, not a table cut off at the right: the date it was filed is on screen.
  await expect(page.getByText(/^Filed \d/).first()).toBeInViewport();

  await page.goto('/client-dashboard/documents');
  const last = titles.at(-1)!;
  await page.getByRole('link', { name: `Upload ${last}` }).click();
  const item = page.getByRole('listitem', { name: last, exact: true });
  await expect(item).toBeInViewport();
  await expect(item).toBeFocused();
  // A touch screen has nothing to drop: the button says what to do.
  await expect(item.getByText(/^Drop a file here/)).toBeHidden();
  await expect(item.getByText('Upload file')).toBeVisible();
});
