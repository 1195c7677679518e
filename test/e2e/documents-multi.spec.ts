import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { clientWithRequest, signInThroughForm } from './accounts';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/** A small real PDF (its first bytes say so), different each call. */
const pdf = (label: string, padding = 2000) => `%PDF-1.7\n% ${label}\n${' '.repeat(padding)}\n%%EOF\n`;

const item = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

/** Drops files on a drop zone as a browser does: a 'drop' event carrying them in a DataTransfer. */
async function drop(page: Page, zone: Locator, files: { name: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/pdf' }));
    return dt;
  }, files);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * Several files at once: the firm sends two deliverables from one choice and two more by dropping
 * them; the client, whose items take one file each, is told so when it drops two on one item,
 * uploads to two items side by side (each with its own progress), and retries a file the
 * connection cut off. Locally each file says it was not scanned. Both pages pass axe.
 */
test('several files at once, by choice and by drop, each with its own progress and outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { user, request } = await clientWithRequest('Arjun Rao', 'Income tax return for the year.');

  // The firm asks for three documents.
  await openDashboardAs(page, 'admin');
  await page.goto(`/admin-dashboard/requests/${request.id}`);
  await page.getByRole('button', { name: 'Request documents' }).click();
  const ask = page.getByRole('dialog', { name: 'Request documents' });
  await ask.getByLabel('Documents, one per line').fill('PAN card\nForm 16\nRent receipts');
  await ask.getByRole('button', { name: 'Add to checklist' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('button', { name: 'Notify client' }).click();
  await expect(page.getByText('Client notified')).toBeVisible();

  // Two deliverables from one choice, two more dropped: each has its own outcome.
  const chooser = page.getByLabel('Upload a deliverable');
  await expect(chooser).toHaveAttribute('multiple', '');
  await chooser.setInputFiles([
    { name: 'ITR-V.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('ITR-V')) },
    { name: 'Computation.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('Computation')) },
  ]);
  const deliverables = page.getByRole('list', { name: 'Deliverables' });
  for (const name of ['ITR-V.pdf', 'Computation.pdf']) {
    await expect(deliverables.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  }
  const uploading = page.getByRole('list', { name: 'Files being uploaded' });
  await expect(uploading.getByRole('listitem')).toHaveCount(2);
  await expect(uploading.getByText('Done')).toHaveCount(2);
  const zone = page.getByText('Drop files here or choose files');
  await drop(page, zone, [
    { name: 'Form 26AS.pdf', text: pdf('26AS') },
    { name: 'AIS.pdf', text: pdf('AIS') },
  ]);
  for (const name of ['Form 26AS.pdf', 'AIS.pdf']) {
    await expect(deliverables.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  }
  // A new batch replaces the outcomes of the last.
  await expect(uploading.getByRole('listitem')).toHaveCount(2);
  await expect(uploading).toContainText('Form 26AS.pdf');
  await expect(uploading).not.toContainText('ITR-V.pdf');
  // Locally no scanner checks the files, and each says so.
  await expect(deliverables.getByText('Not scanned (local)')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText(
    'This local stack has no malware scanner: files here are not scanned.',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The client, on a phone's width.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const client = await clientContext.newPage();
  await signInThroughForm(client, user);
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await client.goto(`/client-dashboard/requests/${request.id}`);
  const pan = item(client, 'PAN card');
  const form16 = item(client, 'Form 16');
  await expect(pan.getByLabel('Upload file for PAN card')).not.toHaveAttribute('multiple');

  // An item takes one file: two dropped on it are refused in words, and nothing is sent.
  await drop(client, pan.getByText('Drop a file here or choose one'), [
    { name: 'PAN front.pdf', text: pdf('front') },
    { name: 'PAN back.pdf', text: pdf('back') },
  ]);
  await expect(pan.getByRole('alert')).toHaveText(
    'This item takes one file at a time: choose PAN front.pdf or PAN back.pdf. Another can follow if the firm rejects it or you delete it.',
  );
  await expect(pan.getByText('Status: Requested', { exact: true })).toBeVisible();

  // Two items at once on a slow uplink: each file has its own progress bar.
  const cdp = await clientContext.newCDPSession(client);
  await cdp.send('Network.enable');
  const uplink = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await uplink(150 * 1024);
  await drop(client, pan.getByText('Drop a file here or choose one'), [
    { name: 'PAN.pdf', text: pdf('PAN card of Arjun Rao', 500_000) },
  ]);
  await form16.getByLabel('Upload file for Form 16').setInputFiles({
    name: 'Form16.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdf('16', 500_000)),
  });
  const panProgress = pan.getByRole('progressbar', { name: 'Uploading PAN.pdf' });
  const form16Progress = form16.getByRole('progressbar', { name: 'Uploading Form16.pdf' });
  await expect(panProgress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(form16Progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  const shotsDir = process.env.SHOTS_DIR;
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await client.getByRole('heading', { name: 'Documents' }).scrollIntoViewIfNeeded();
    await client.screenshot({
      path: path.join(shotsDir, 'multi-390.png'),
      fullPage: true,
      style: '[data-sonner-toaster] { display: none !important; }',
    });
  }
  // Each ends on its own: the item then shows its file awaiting review.
  await expect(pan.getByText('Status: Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(form16.getByText('Status: Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panProgress).toBeHidden();
  await expect(form16Progress).toBeHidden();
  await uplink(-1);
  await expect(pan.getByText('Not scanned (local)')).toBeVisible();

  // The connection fails while a file is sent: it says so, and Retry sends that file again.
  const rent = item(client, 'Rent receipts');
  let cut = false;
  await client.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      // The bucket's form post (the API's calls go to /api/).
      const form = route.request().headers()['content-type']?.startsWith('multipart/form-data');
      if (route.request().method() === 'POST' && form && !cut) {
        cut = true;
        return route.abort('failed');
      }
      return route.fallback();
    },
  );
  await rent
    .getByLabel('Upload file for Rent receipts')
    .setInputFiles({ name: 'Rent.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf('rent')) });
  await expect(rent.getByRole('alert')).toContainText('the connection failed');
  expect(cut).toBe(true);
  await rent.getByRole('button', { name: 'Retry Rent.pdf' }).click();
  await expect(rent.getByText('Status: Uploaded', { exact: true })).toBeVisible();
  await expect(rent.getByRole('alert')).toHaveCount(0);
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);
  await clientContext.close();
});
