import type { Page } from '@playwright/test';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { localAws, localStack, mailsTo, storedWithEmail } from '../integration/local-stack';
import { expect, selectTab, test } from './fixtures';
import { e164, phoneFor } from '../integration/contacts';
import { fillAndSubmit, openInquiryDialog } from './inquiry-dialog';

const run = Date.now().toString(36);
let n = 0;

// [page, the button that opens the dialog, the service the dialog should carry]
const entryPoints: [string, (page: Page) => Promise<void>, string][] = [
  ['/', (p) => p.getByRole('button', { name: 'Get Started Free' }).click(), 'StartUp'],
  ['/gst', (p) => p.getByRole('button', { name: 'Get Started with GST Return Filing' }).click(), 'GST'],
  [
    '/service/gst/gst-registration',
    (p) => p.getByRole('button', { name: 'Get Started Now' }).click(),
    'GST Registration',
  ],
  ['/contact', (p) => p.getByRole('button', { name: 'Send Us a Message' }).click(), 'General Inquiry'],
  [
    '/pricing',
    async (p) => {
      await selectTab(p, 'GST');
      await p
        .getByRole('tabpanel')
        .getByRole('button', { name: /LUT Filing/ })
        .click();
    },
    'LUT Filing',
  ],
];

for (const [path, open, service] of entryPoints) {
  test(`an inquiry from ${path} is saved with its lead and confirmed honestly`, async ({ page }) => {
    const email = `meera-${run}-${++n}@example.com`;
    await page.goto(path);
    await open(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Service')).toHaveValue(service);
    await fillAndSubmit(page, email);
    await expect(page.getByText('Thank you for your inquiry')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The toast mentions the e-mail only once it has gone.
    await expect(page.getByText(`A confirmation email has been sent to ${email}.`)).toBeVisible({
      timeout: 10_000,
    });
    const { inquiries, leads } = await storedWithEmail(email);
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ service, phone: e164(phoneFor(email)), status: 'new' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: 'Website', service });
    expect(await mailsTo(email)).toHaveLength(1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]'));
    // Confirmed: the device keeps that it was sent, none of the person's details.
    expect(saved).toEqual([{ id: inquiries[0]!.id, submittedAt: expect.any(String), processed: true }]);
  });
}

test('the form stops at a bad e-mail or a missing phone with its toasts, sending nothing', async ({
  page,
}) => {
  const email = `bad-${run}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await fillAndSubmit(page, email, { phone: '   ' });
  // Said in the toast and at the field (focused, and read with it).
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Please enter your phone number'),
  ).toBeVisible();
  const phone = page.getByRole('dialog').getByLabel('Phone');
  await expect(phone).toHaveAccessibleDescription('Please enter your phone number');
  await expect(phone).toBeFocused();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('Meera Iyer');
  expect((await storedWithEmail(email)).inquiries).toHaveLength(0);
  // The copy kept before validation is dropped: an invalid form is not an inquiry to send later.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]'))).toEqual([]);
});

test('a filled honeypot shows the success toast and sends nothing', async ({ page }) => {
  const email = `bot-${run}@example.com`;
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/inquiries') && r.method() === 'POST') posted++;
  });
  await page.goto('/');
  await openInquiryDialog(page, 'Get Started Free');
  await page.locator('input[tabindex="-1"]').fill('http://spam.example', { force: true });
  await fillAndSubmit(page, email);
  await expect(page.getByText('Your inquiry has been submitted successfully')).toBeVisible();
  expect(posted).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('formSubmissions'))).toBeNull();
});

test.describe('with the API unreachable', () => {
  test.use({ expectedConsoleErrors: ['net::ERR_CONNECTION_REFUSED'] });
  test('the inquiry survives a reload and is delivered once when the API returns', async ({ page }) => {
    const email = `offline-${run}@example.com`;
    await page.route('**/api/inquiries', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Talk to Expert' }).click();
    await fillAndSubmit(page, email);
    // After three attempts the dialog says, in place of the fields, where the inquiry is.
    const notice = page.getByRole('dialog').getByRole('status');
    await expect(notice).toContainText('Your inquiry is saved on this device', { timeout: 10_000 });
    await expect(notice).toContainText('could not reach our server');
    await expect(notice).toContainText('enquiries@sahajtax.in');
    await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveCount(0);
    await expect(page.getByText(/recorded|thank you/i)).toHaveCount(0);

    await page.reload();
    // Still unreachable after the reload: kept, not lost, not marked sent.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]'));
    expect(kept).toEqual([
      expect.objectContaining({ email, processed: false, service: 'Expert Consultation' }),
    ]);
    expect((await storedWithEmail(email)).inquiries).toHaveLength(0);

    await page.unroute('**/api/inquiries');
    await page.reload();
    await expect
      .poll(async () => (await storedWithEmail(email)).inquiries.length, { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]')[0]?.processed),
      )
      .toBe(true);
    // Coming back online again sends nothing more.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    const { inquiries, leads } = await storedWithEmail(email);
    expect(inquiries).toHaveLength(1);
    expect(leads).toHaveLength(1);
    const aws = localAws();
    const item = await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.inquiries!, Key: { id: kept[0].id } }),
    );
    aws.destroy();
    expect(item.Item?.email).toBe(email);
  });
});

test('without JavaScript the consultation form says it cannot send, and how to reach the firm', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/consultation');
  // Nothing typed can be sent nowhere: the button is off until the form's script runs.
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeDisabled();
  // Chromium with scripts disabled by the test reads <noscript> as text: the note is in the HTML.
  const html = await page.content();
  expect(html).toMatch(/<noscript>.*This form needs JavaScript, which is off in your browser/s);
  expect(html).toMatch(/<noscript>.*mailto:enquiries@sahajtax\.in/s);
  await context.close();
});
