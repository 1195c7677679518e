import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { allServices } from '../../shared/catalogue';
import type { ChecklistItem } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';
import { api, signIn } from '../integration/local-stack';
import { createSignedInUser, createUser } from '../integration/users';
import { signInThroughForm } from './accounts';
import { openDashboardAs } from './sessions';
import { jsonBody as json, uploadDocument } from '../integration/records';
import { expect, test } from './fixtures';

const shotsDir = process.env.SHOTS_DIR;

/** Screenshots of the page at a phone's and a desktop's width, when SHOTS_DIR is set. */
async function shots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${width}.png`),
      fullPage: true,
      style: '[data-sonner-toaster] { display: none !important; }',
    });
  }
  if (size) await page.setViewportSize(size);
}

const PDF = Buffer.from('%PDF-1.7\n% document lists\n%%EOF\n');

/** An ISO date `days` from today (negative: past). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Issues an upload (against an item, or the firm's deliverable), sends it to the bucket, completes it. */
const upload = (token: string, request: ServiceRequest, fileName: string, item?: ChecklistItem) =>
  uploadDocument({ token }, request, { fileName, item, bytes: PDF });

/**
 * The document lists across requests: the client's Documents page (filtered by kind, kept in
 * the address, a file downloaded), the overview's "Documents needed" with an overdue item, and
 * the firm's outstanding list with the overdue item first. Every page passes axe.
 */
test('the client’s documents page and overview panel, the firm’s outstanding list', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The firm's list spans every client, other tests' included (and a retry's): this run's items
  // carry a mark of their own.
  const mark = crypto.randomUUID().slice(0, 6);
  const pan = `PAN card ${mark}`;
  const form16 = `Kavita’s Form 16 ${mark}`;
  const rent = `Rent receipts ${mark}`;
  const invoices = `Purchase invoices, October ${mark}`;
  const user = await createUser({ group: 'client', active: true, fullName: 'Kavita Rao' });
  const clientToken = (await signIn(user.email, user.password)).AccessToken;
  const adminToken = await createSignedInUser({ group: 'admin', active: true });
  const services = allServices();
  const file = async (index: number) => {
    const res = await api('/api/requests', {
      method: 'POST',
      token: clientToken,
      ...json({
        id: crypto.randomUUID(),
        service: services[index]!.service.slug,
        description: 'Filing for the year; documents to follow.',
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { request: ServiceRequest }).request;
  };
  const [itr, gst] = [await file(0), await file(1)];
  const ask = async (request: ServiceRequest, items: { title: string; dueDate?: string }[]) => {
    const res = await api(`/api/requests/${request.id}/checklist`, {
      method: 'POST',
      token: adminToken,
      ...json({ items }),
    });
    expect(res.status).toBe(201);
    // The client sees them once told.
    const told = await api(`/api/requests/${request.id}/checklist-notice`, {
      method: 'POST',
      token: adminToken,
    });
    expect(told.status).toBe(200);
    return ((await res.json()) as { items: ChecklistItem[] }).items;
  };
  const [panItem] = await ask(itr, [
    { title: pan, dueDate: day(30) },
    { title: form16, dueDate: day(-12) },
    { title: rent },
  ]);
  await ask(gst, [{ title: invoices, dueDate: day(5) }]);
  await upload(clientToken, itr, 'PAN card.pdf', panItem);
  await upload(adminToken, gst, 'GSTR-3B October.pdf');

  // The client's overview: what the firm still needs, the overdue one first and marked.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInThroughForm(client, user);
  await expect(client).toHaveURL(/\/client-dashboard$/);
  const needed = client.getByRole('region', { name: 'Documents needed' });
  await expect(needed).toContainText('The firm is waiting for 3 documents from you.');
  const first = needed.getByRole('listitem').first();
  await expect(first).toContainText(form16);
  await expect(first).toContainText('Overdue');
  await expect(first.getByRole('link', { name: `Upload ${form16}` })).toHaveAttribute(
    'href',
    // The item itself: the request's page opens at it.
    new RegExp(`^/client-dashboard/requests/${itr.id}#document-[\\w-]+$`),
  );
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);
  await shots(client, 'doclists-client-overview');

  // The Documents page, from the sidebar: every file, then only the firm's, kept in the address.
  await client.getByRole('link', { name: 'Documents', exact: true }).first().click();
  await expect(client).toHaveURL(/\/client-dashboard\/documents$/);
  await expect(client.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const files = client.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files).toContainText('Awaiting review');
  await client.getByLabel('Kind', { exact: true }).selectOption({ label: 'From the firm' });
  await expect(client).toHaveURL(/kind=deliverable/);
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('GSTR-3B October.pdf');
  await expect(files).toContainText('From the firm');
  const still = client.getByRole('region', { name: 'Still needed from you' });
  await expect(still.getByRole('listitem')).toHaveCount(3);
  await client.reload();
  await expect(client.getByLabel('Kind', { exact: true })).toHaveValue('deliverable');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    files.getByRole('button', { name: 'Download GSTR-3B October.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('GSTR-3B October.pdf');
  await client.getByLabel('Request', { exact: true }).selectOption({ index: 1 });
  await expect(client).toHaveURL(/request=/);
  expect((await new AxeBuilder({ page: client }).analyze()).violations).toEqual([]);
  await client.getByLabel('Request', { exact: true }).selectOption({ value: '' });
  await shots(client, 'doclists-client-documents');

  // The firm: every outstanding item, the overdue one first; "Overdue only" keeps it alone.
  await openDashboardAs(page, 'admin');
  await page.getByRole('link', { name: 'Documents', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin-dashboard\/documents$/);
  await expect(page.getByRole('heading', { name: 'Outstanding documents' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Overdue');
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(form16)).toContainText('Kavita Rao');
  await expect(row(form16).getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/admin-dashboard/requests/${itr.id}#document-[\\w-]+$`),
  );
  await expect(row(invoices)).toBeVisible();
  await expect(row(pan)).toHaveCount(0);
  const order = await rows.allInnerTexts();
  const at = (title: string) => order.findIndex((text) => text.includes(title));
  expect(at(form16)).toBeLessThan(at(invoices));
  expect(at(invoices)).toBeLessThan(at(rent));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shots(page, 'doclists-admin-outstanding');
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Overdue only' });
  await expect(page).toHaveURL(/overdue=true/);
  await expect(row(invoices)).toHaveCount(0);
  await expect(row(form16)).toBeVisible();
  await clientContext.close();
});
