import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Locator, Page } from '@playwright/test';
import { MAX_DOCUMENT_BYTES } from '../../shared/documents';
import { clientWithRequest, signInThroughForm } from './accounts';
import { openDashboardAs } from './sessions';
import { expect, test } from './fixtures';

/** A small real PDF (its first bytes say so), different each call so downloads can be told apart. */
const pdf = (label: string, padding = 2000) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${label}\n`),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
/** A Windows program's first bytes, as an .exe renamed .pdf starts. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(600)]);

const shotsDir = process.env.SHOTS_DIR;

/** Screenshots of the page at a phone's and a desktop's width, when SHOTS_DIR is set. */
async function shots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { name: 'Documents' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${width}.png`),
      fullPage: true,
      // Toasts cover the page's top right; the page itself is what is looked at.
      style: '[data-sonner-toaster] { display: none !important; }',
    });
  }
  if (size) await page.setViewportSize(size);
}

const bytesOf = async (download: Download) => readFileSync((await download.path())!);

/** Downloads a file from a row's Download button: the bytes the browser saved, and its name. */
async function downloadFrom(page: Page, scope: Locator, fileName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

const item = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

// Refusals the test provokes on purpose: a file over the limit (400 from the API) and a renamed
// program (422 from the completion), each logged by Chromium as a failed load.
test.use({ expectedHttpErrors: [404, 400, 422] });

/**
 * Documents of a request, in two browsers: the firm asks for three documents; the client uploads
 * two (with progress), sees a file over the limit and a renamed program refused in words; the
 * firm rejects one with a reason and accepts the other; the client uploads again and the firm
 * accepts; the firm delivers a file the client downloads. Both pages pass axe; the activity lists
 * what happened, and each side's notifications what concerned it.
 */
test('the firm asks for documents, the client uploads them, the firm reviews and delivers', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { user, request } = await clientWithRequest(
    'Meera Iyer',
    'Income tax return for the year, with capital gains.',
  );

  // The firm asks for three documents.
  await openDashboardAs(page, 'admin');
  await page.goto(`/admin-dashboard/requests/${request.id}`);
  const firmSection = page.getByRole('region', { name: 'Documents' });
  await expect(firmSection.getByText('Nothing requested yet.')).toBeVisible();
  await firmSection.getByRole('button', { name: 'Request documents' }).click();
  const ask = page.getByRole('dialog', { name: 'Request documents' });
  await ask.getByRole('button', { name: 'Add to checklist' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Write at least one document, one per line');
  // The service's usual list is filled in to be read and trimmed; nothing is added by it.
  const lines = ask.getByLabel('Documents, one per line');
  await ask.getByRole('button', { name: 'Fill in the usual list for this service' }).click();
  await expect(lines).not.toHaveValue('');
  await lines.fill('PAN card\n\nBank statement Apr–Sep\nForm 16\nPasport');
  await ask.getByLabel('Note for the client (optional)').fill('Scans or photos are fine.');
  await ask.getByRole('button', { name: 'Add to checklist' }).click();
  await expect(page.getByText('4 documents added')).toBeVisible();
  await expect(ask).toBeHidden();
  for (const title of ['PAN card', 'Bank statement Apr–Sep', 'Form 16', 'Pasport']) {
    await expect(item(page, title).getByText('Not sent yet', { exact: true })).toBeVisible();
  }
  await expect(
    firmSection.getByText('Not told to the client yet: 4 to send. Check the list, then notify them once.'),
  ).toBeVisible();

  // Before the client hears of it, the firm corrects one item, then decides it is not needed.
  await item(page, 'Pasport').getByRole('button', { name: 'Change Pasport' }).click();
  const change = page.getByRole('dialog', { name: 'Change “Pasport”' });
  await change.getByLabel('Document').fill('Passport');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(item(page, 'Passport')).toBeVisible();
  await item(page, 'Passport').getByRole('button', { name: 'Remove Passport' }).click();
  await page
    .getByRole('dialog', { name: 'Remove “Passport”?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(item(page, 'Passport')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shots(page, 'documents-firm-staged');

  // One notice for all of it.
  await firmSection.getByRole('button', { name: 'Notify client' }).click();
  await expect(page.getByText('Client notified')).toBeVisible();
  await expect(firmSection.getByText(/^Not told to the client yet/)).toHaveCount(0);
  for (const title of ['PAN card', 'Bank statement Apr–Sep', 'Form 16']) {
    await expect(item(page, title).getByText('Status: Requested', { exact: true })).toBeVisible();
  }

  // The client sees them.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInThroughForm(client, user);
  await expect(client).toHaveURL(/\/client-dashboard$/);
  await client.goto(`/client-dashboard/requests/${request.id}`);
  await expect(client.getByRole('heading', { name: 'What the firm needs from you' })).toBeVisible();
  await expect(item(client, 'PAN card')).toContainText('Scans or photos are fine.');
  await expect(client.getByText('Nothing from the firm yet')).toBeVisible();

  // Refused in words: a file over the limit (by the API, before anything is sent), and a program
  // renamed .pdf (by its first bytes, once it arrived).
  const form16 = item(client, 'Form 16');
  await form16.getByLabel('Upload file for Form 16').setInputFiles({
    name: 'Form 16 (all pages).pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20),
  });
  await expect(form16.getByRole('alert')).toHaveText(`Size: the file is larger than 25 MB`);
  await form16.getByLabel('Upload file for Form 16').setInputFiles({
    name: 'form16.pdf',
    mimeType: 'application/pdf',
    buffer: EXE,
  });
  await expect(form16.getByRole('alert')).toContainText('The file is not a PDF');
  await expect(form16.getByText('Status: Requested', { exact: true })).toBeVisible();
  await shots(client, 'documents-client-refused');

  // Two uploads; the first on a slow uplink (DevTools' network throttling), so its progress is
  // seen part way.
  const pan = pdf('PAN card of Meera Iyer', 600_000);
  const cdp = await clientContext.newCDPSession(client);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await item(client, 'PAN card')
    .getByLabel('Upload file for PAN card')
    .setInputFiles({ name: 'PAN.pdf', mimeType: 'application/pdf', buffer: pan });
  const progress = item(client, 'PAN card').getByRole('progressbar', { name: 'Uploading PAN.pdf' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await shots(client, 'documents-client-progress');
  await expect(client.getByText('PAN.pdf sent')).toBeVisible({ timeout: 15_000 });
  await expect(progress).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(item(client, 'PAN card').getByText('Status: Uploaded', { exact: true })).toBeVisible();
  await expect(item(client, 'PAN card')).toContainText('Awaiting the firm’s review.');
  const bank = item(client, 'Bank statement Apr–Sep');
  await bank
    .getByLabel('Upload file for Bank statement Apr–Sep')
    .setInputFiles({ name: 'statement-apr-jul.pdf', mimeType: 'application/pdf', buffer: pdf('Apr–Jul') });
  await expect(bank.getByText('Status: Uploaded', { exact: true })).toBeVisible();

  // The firm downloads the PAN card, accepts it, and rejects the statement with a reason.
  await page.reload();
  const firmPan = item(page, 'PAN card');
  await expect(firmPan.getByText('Awaiting your review.')).toBeVisible();
  await shots(page, 'documents-firm-review');
  const got = await downloadFrom(page, firmPan, 'PAN.pdf');
  expect(got.name).toBe('PAN.pdf');
  expect(got.bytes.equals(pan)).toBe(true);
  await expect(page.getByText('Not checked for malware: the local stack has no scanner.')).toBeVisible();
  await firmPan.getByRole('button', { name: 'Accept PAN card' }).click();
  await expect(firmPan.getByText('Status: Accepted', { exact: true })).toBeVisible();
  const firmBank = item(page, 'Bank statement Apr–Sep');
  await firmBank.getByRole('button', { name: 'Reject Bank statement Apr–Sep' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject statement-apr-jul.pdf?' });
  await reject.getByRole('button', { name: 'Reject file' }).click();
  await expect(reject.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await reject.getByLabel('Reason').fill('This stops in July: please send April to September.');
  await reject.getByRole('button', { name: 'Reject file' }).click();
  await expect(reject).toBeHidden();
  await expect(firmBank.getByText('Status: Rejected', { exact: true })).toBeVisible();

  // The client reads the reason and uploads again.
  await client.reload();
  const bankAgain = item(client, 'Bank statement Apr–Sep');
  await expect(bankAgain).toContainText('Rejected: This stops in July: please send April to September.');
  await expect(item(client, 'PAN card').getByText('Status: Accepted', { exact: true })).toBeVisible();
  await shots(client, 'documents-client-rejected');
  await bankAgain
    .getByLabel('Upload again for Bank statement Apr–Sep')
    .setInputFiles({ name: 'statement-apr-sep.pdf', mimeType: 'application/pdf', buffer: pdf('Apr–Sep') });
  await expect(bankAgain.getByText('Status: Uploaded', { exact: true })).toBeVisible();
  await expect(bankAgain.getByText('Earlier files')).toBeVisible();

  // The firm accepts it and delivers the filed return's acknowledgement.
  await page.reload();
  await item(page, 'Bank statement Apr–Sep')
    .getByRole('button', { name: 'Accept Bank statement Apr–Sep' })
    .click();
  await expect(
    item(page, 'Bank statement Apr–Sep').getByText('Status: Accepted', { exact: true }),
  ).toBeVisible();
  const acknowledgement = pdf('ITR-V acknowledgement');
  await page.getByLabel('Upload a deliverable').setInputFiles({
    name: 'ITR-V acknowledgement.pdf',
    mimeType: 'application/pdf',
    buffer: acknowledgement,
  });
  await expect(page.getByText('ITR-V acknowledgement.pdf uploaded')).toBeVisible();
  const delivered = page.getByRole('list', { name: 'Deliverables' });
  await expect(delivered.getByRole('button', { name: 'Download ITR-V acknowledgement.pdf' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shots(page, 'documents-firm');

  // The client downloads it.
  await client.reload();
  const fromFirm = client.getByRole('list', { name: 'Files from the firm' });
  const received = await downloadFrom(client, fromFirm, 'ITR-V acknowledgement.pdf');
  expect(received.name).toBe('ITR-V acknowledgement.pdf');
  expect(received.bytes.equals(acknowledgement)).toBe(true);
  await expect(
    item(client, 'Bank statement Apr–Sep').getByText('Status: Accepted', { exact: true }),
  ).toBeVisible();
  // An accepted item takes no more files; the third still waits for one.
  await expect(item(client, 'PAN card').getByLabel(/^Upload/)).toHaveCount(0);
  await expect(item(client, 'Form 16').getByLabel('Upload file for Form 16')).toHaveCount(1);
  // The activity on the documents, oldest first: who did what to which file, a rejection's reason.
  const activity = client.getByRole('list', { name: 'Document activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Uploaded PAN.pdf');
  await expect(activity.getByRole('listitem').first()).toContainText('You');
  await expect(activity).toContainText('Rejected statement-apr-jul.pdf');
  await expect(activity).toContainText('Reason: This stops in July: please send April to September.');
  await expect(activity.getByRole('listitem').last()).toContainText('Downloaded ITR-V acknowledgement.pdf');
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);
  await shots(client, 'documents-client');

  // The client was told of the request, the rejection and the deliverable; each leads to the request.
  await client.goto('/client-dashboard/notifications');
  for (const title of [
    `The firm asked for 3 documents for ${request.serviceTitle}`,
    `Your Bank statement Apr–Sep for ${request.serviceTitle} was not accepted`,
    'Your ITR-V acknowledgement.pdf is ready to download',
  ]) {
    await expect(client.getByRole('link', { name: title })).toBeVisible();
  }
  await client.getByRole('link', { name: 'Your ITR-V acknowledgement.pdf is ready to download' }).click();
  await expect(client).toHaveURL(new RegExp(`/client-dashboard/requests/${request.id}$`));
  await clientContext.close();

  // The firm was told of each upload.
  await page.goto('/admin-dashboard/notifications');
  await expect(
    page.getByRole('link', { name: `Meera Iyer uploaded PAN card for ${request.serviceTitle}` }).first(),
  ).toBeVisible();
});
