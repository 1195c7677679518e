import type { BrowserContext, Page } from '@playwright/test';
import { api, storedWithEmail } from '../integration/local-stack';
import { expect, test } from './fixtures';
import { e164, phoneFor } from '../integration/contacts';

/**
 * The inquiry outbox (ADR 0017): an inquiry is kept in localStorage before any code is loaded or
 * anything is sent, and what the server has not confirmed is sent again when a page loads or the
 * browser comes back online, once, whatever the number of tabs.
 */

const run = Date.now().toString(36);
let n = 0;
const nextEmail = (what: string) => `${what}-${run}-${++n}@example.com`;

interface Stored {
  id: string;
  submittedAt: string;
  email: string;
  phone: string;
  processed: boolean;
  rejected?: string;
}

const outbox = (page: Page): Promise<Stored[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as Stored[]);

/** Every POST /api/inquiries any page of the context sends. */
function countPosts(context: BrowserContext) {
  const posts: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/inquiries') posts.push(r.url());
  });
  return posts;
}

async function openAndFill(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Kavya Rao');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill(phoneFor(email));
  await dialog.getByLabel('Company').fill('Rao Textiles');
  return dialog;
}

/** The server holds the inquiry exactly once: its receipt by id, one inquiry and one lead. */
async function expectStoredOnce(id: string, email: string) {
  const status = await api(`/api/inquiries/${id}`);
  expect(status.status).toBe(200);
  expect(await status.json()).toMatchObject({ id });
  const { inquiries, leads } = await storedWithEmail(email);
  expect(inquiries).toEqual([
    expect.objectContaining({ id, phone: e164(phoneFor(email)), service: 'StartUp' }),
  ]);
  expect(leads).toEqual([expect.objectContaining({ id, source: 'Website' })]);
}

// Offline, the browser logs each script and request it could not fetch.
test.use({ expectedConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] });

test('an inquiry submitted offline is kept, said so, and sent once back online', async ({
  page,
  context,
}) => {
  const email = nextEmail('offline');
  const posts = countPosts(context);
  const dialog = await openAndFill(page, email);
  // Offline before the first submission: the code that validates and sends cannot load.
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

  const notice = dialog.getByRole('status');
  await expect(notice).toContainText('Your inquiry is saved on this device');
  await expect(notice).toContainText('it has not been sent yet');
  await expect(notice).toContainText('enquiries@sahajtax.in');
  await expect(notice).toBeFocused();
  // Nothing claims success, and the dialog's button no longer reads as discarding it.
  await expect(page.getByText(/thank you|submitted successfully/i)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const [kept] = await outbox(page);
  expect(kept).toMatchObject({ email, phone: phoneFor(email), processed: false });
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  await expect(notice).toContainText('Your inquiry has been sent');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your inquiry has been sent' }),
  ).toHaveCount(1);
  await expect.poll(async () => (await outbox(page))[0]?.processed).toBe(true);
  await expectStoredOnce(kept!.id, email);

  // Coming online again, or another page load, sends nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
  expect(await outbox(page)).toEqual([{ id: kept!.id, submittedAt: kept!.submittedAt, processed: true }]);
});

test('an inquiry kept offline in a tab closed before reconnecting is sent by the next page', async ({
  page,
  context,
}) => {
  const email = nextEmail('closed');
  const posts = countPosts(context);
  const dialog = await openAndFill(page, email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your inquiry is saved on this device');
  const [kept] = await outbox(page);
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  const errors: string[] = [];
  later.on('pageerror', (e) => errors.push(e.message));
  await later.goto('/pricing');
  await expect.poll(async () => (await outbox(later))[0]?.processed, { timeout: 10_000 }).toBe(true);
  await expectStoredOnce(kept!.id, email);
  await later.reload();
  await later.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
  expect(errors).toEqual([]);
});

test.describe('with two tabs open', () => {
  test.use({ expectedConsoleErrors: ['net::ERR_FAILED'] });
  test('tabs coming back online at the same moment send a kept inquiry once', async ({ page, context }) => {
    const email = nextEmail('tabs');
    const id = crypto.randomUUID();
    const record = {
      id,
      fullName: 'Kavya Rao',
      email,
      phone: phoneFor(email),
      company: 'Rao Textiles',
      service: 'StartUp',
      message: '',
      submittedAt: new Date().toISOString(),
      processed: false,
    };
    await context.addInitScript((r) => {
      if (!localStorage.getItem('formSubmissions'))
        localStorage.setItem('formSubmissions', JSON.stringify([r]));
    }, record);
    // While the server is unreachable, each tab tries once when loaded (and so has the sending code).
    // One route decides both phases, so no request slips between them uncounted.
    let reachable = false;
    let refused = 0;
    let heardOnline!: () => void;
    const bothOnline = new Promise<void>((resolve) => (heardOnline = resolve));
    const posts: string[] = [];
    await context.route('**/api/inquiries', async (route) => {
      if (!reachable) {
        refused++;
        return route.abort();
      }
      // Reachable again, but a POST is held until both tabs have heard `online`: the first is
      // still under way when the other tab hears it.
      if (route.request().method() === 'POST') posts.push(route.request().url());
      await bothOnline;
      await route.continue();
    });
    const other = await context.newPage();
    await Promise.all([page.goto('/'), other.goto('/contact')]);
    // A tab tries once the page is idle, unless the other tab holds the record's lock at that
    // moment (then it leaves the record to it): at least one try, whatever the timing.
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);

    reachable = true;
    const online = () => window.dispatchEvent(new Event('online'));
    await Promise.all([page.evaluate(online), other.evaluate(online)]);
    heardOnline();
    await expect.poll(async () => (await outbox(other))[0]?.processed, { timeout: 10_000 }).toBe(true);
    await expectStoredOnce(id, email);
    expect(posts).toHaveLength(1);
  });
});

test.describe('a kept inquiry the server refuses', () => {
  test.use({ expectedHttpErrors: [400, 404] });
  test('is not sent again, and the reason is kept', async ({ page, context }) => {
    const id = crypto.randomUUID();
    const posts = countPosts(context);
    await context.addInitScript(
      (r) => {
        if (!localStorage.getItem('formSubmissions'))
          localStorage.setItem('formSubmissions', JSON.stringify([r]));
      },
      {
        id,
        fullName: 'Kavya Rao',
        email: nextEmail('refused'),
        phone: 'not a phone',
        company: 'Rao Textiles',
        service: 'StartUp',
        message: '',
        submittedAt: new Date().toISOString(),
        processed: false,
      },
    );
    await page.goto('/about');
    await expect.poll(async () => (await outbox(page))[0]?.rejected).toMatch(/^Invalid phone number/);
    expect((await outbox(page))[0]?.processed).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
    expect((await api(`/api/inquiries/${id}`)).status).toBe(404);
  });
});

test('the inquiry dialog opened offline says so instead of breaking the page', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You seem to be offline' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Get Started Free' }).click();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toBeVisible();
});
