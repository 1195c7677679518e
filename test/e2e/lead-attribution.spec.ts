import { storedWithEmail } from '../integration/local-stack';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';
import { fillAndSubmit, openInquiryDialog } from './inquiry-dialog';
import { searchLeadsFor } from './lead-list';

const run = Date.now().toString(36);

/**
 * A visitor lands from an ad (campaign tags and a click id), moves through the site and sends
 * the inquiry dialog from another page: the lead records where the visit came from, and the admin
 * sees its campaign in the list, finds it with the campaign filter and reads the visit in its details.
 */
test('a campaign visit reaches the lead, and the admin sees its campaign', async ({ page }) => {
  const email = `meera-attr-${run}@example.com`;
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=gst-nov&gclid=abc');
  // Noted once the page runs its code (a click away before that would leave the visit untagged).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('attribution'))).toContain('gst-nov');
  // Another page of the visit, in the app and then loaded afresh: neither changes the touch.
  await page.getByRole('link', { name: 'See prices' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/gst');
  await openInquiryDialog(page, 'Get Started with GST Return Filing');
  await fillAndSubmit(page, email);
  await expect(page.getByText('Thank you for your inquiry')).toBeVisible();

  const touch = {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'gst-nov',
    gclid: 'abc',
    landing: '/',
  };
  const { leads } = await storedWithEmail(email);
  expect(leads).toEqual([
    expect.objectContaining({
      source: 'Website',
      campaign: 'gst-nov',
      attribution: { first: touch, last: touch },
    }),
  ]);

  await openDashboardAs(page, 'admin');
  // Found by its address once the search index has it; then the campaign filter is typed.
  await searchLeadsFor(page, email, 'Meera Iyer');
  await page.getByLabel('Campaign', { exact: true }).fill('gst-nov');
  await expect(page).toHaveURL(/campaign=gst-nov/);
  const row = page.getByRole('row').filter({ hasText: 'Meera Iyer' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Campaign gst-nov');
  // Another campaign: not this lead.
  await page.getByLabel('Campaign', { exact: true }).fill('itr-dec');
  await expect(page.getByRole('row').filter({ hasText: 'Meera Iyer' })).toHaveCount(0);
  await page.getByLabel('Campaign', { exact: true }).fill('gst-nov');

  await row.getByRole('button', { name: 'Meera Iyer', exact: true }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('First visit: google / cpc / gst-nov, Google Ads click abc, landing /');
  await expect(detail).toContainText('Latest visit: google / cpc / gst-nov');
  await page.keyboard.press('Escape');

  // The overview's chart regroups today's leads by campaign.
  await page.goto('/admin-dashboard');
  await page.getByRole('group', { name: 'Group leads by' }).getByRole('button', { name: 'Campaign' }).click();
  const chart = page.getByRole('region', { name: 'Leads per day by campaign' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('figcaption')).toContainText('gst-nov');
});
