import type { ChecklistItem } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';
import { drained, mailsTo } from './local-stack';
import { call, fileRequest, jsonBody as json, signedIn, type Person } from './records';

/**
 * The firm prepares a request's checklist before the client hears of it: items added, corrected
 * and removed wait until "Notify client", which sends one e-mail for all of them. An item the
 * client has acted on can no longer be changed or removed.
 */
let admin: Person;
let client: Person;
let request: ServiceRequest;

beforeAll(async () => {
  [admin, client] = await Promise.all([signedIn('admin', 'Asha Notice'), signedIn('client', 'Kiran Notice')]);
  request = await fileRequest(client);
});

const base = () => `/api/requests/${request.id}`;
const itemsAs = async (person: Person) => {
  const res = await call<{ items: ChecklistItem[] }>(`${base()}/documents`, person.token);
  expect(res.status).toBe(200);
  return res.body.items;
};
const titles = (items: ChecklistItem[]) => items.map((i) => i.title);
const add = async (items: { title: string; dueDate?: string }[]) => {
  const res = await call<{ items: ChecklistItem[] }>(`${base()}/checklist`, admin.token, {
    method: 'POST',
    ...json({ items }),
  });
  expect(res.status).toBe(201);
  return res.body.items;
};
const notify = () =>
  call<{ added: number; changed: number; removed: number }>(`${base()}/checklist-notice`, admin.token, {
    method: 'POST',
  });
/** The client's mails about this request, once every stream has been worked through. */
const mailsAboutRequest = async () => {
  await drained();
  return (await mailsTo(client.email)).filter((m) => m.body.text?.includes(request.id));
};

it('keeps added items from the client until it is told, then tells it once', async () => {
  const [pan, bank, typo] = await add([
    { title: 'PAN card' },
    { title: 'Bank statment', dueDate: '2026-12-31' },
    { title: 'Pasport' },
  ]);
  expect(pan).toMatchObject({ notice: 'new', status: 'pending' });
  // The client sees nothing yet, cannot upload for it, and has had no mail.
  expect(await itemsAs(client)).toEqual([]);
  const early = await call(`${base()}/checklist/${pan!.id}/uploads`, client.token, {
    method: 'POST',
    ...json({ fileName: 'pan.pdf', contentType: 'application/pdf', size: 100 }),
  });
  expect(early.status).toBe(404);
  expect(await mailsAboutRequest()).toEqual([]);

  // The firm corrects one and drops another before sending.
  const fixed = await call<{ item: ChecklistItem }>(`${base()}/checklist/${bank!.id}`, admin.token, {
    method: 'PUT',
    ...json({ title: 'Bank statement', dueDate: '2026-12-31' }),
  });
  expect(fixed.status).toBe(200);
  expect(fixed.body.item).toMatchObject({ title: 'Bank statement', notice: 'new' });
  expect((await call(`${base()}/checklist/${typo!.id}`, admin.token, { method: 'DELETE' })).status).toBe(200);
  expect(titles(await itemsAs(admin))).toEqual(['PAN card', 'Bank statement']);

  const told = await notify();
  expect(told).toMatchObject({ status: 200, body: { added: 2, changed: 0, removed: 0 } });
  const seen = await itemsAs(client);
  expect(titles(seen)).toEqual(['PAN card', 'Bank statement']);
  expect(seen[0]).not.toHaveProperty('notice');
  const mails = await mailsAboutRequest();
  expect(mails.map((m) => m.subject)).toEqual([
    `Please upload 2 documents for your ${request.serviceTitle} request`,
  ]);
  expect(mails[0]!.body.text).toContain('• Bank statement, due by 31 December 2026');
  expect(mails[0]!.body.text).not.toContain('Pasport');

  // Nothing more to tell: refused, and no second mail.
  const again = await notify();
  expect(again.status).toBe(409);
  expect(again.body.message).toMatch(/^Nothing to tell the client/);
  expect(await mailsAboutRequest()).toHaveLength(1);
});

it('lists changes and removals in the next notice; the client sees the new wording at once', async () => {
  const [pan, bank] = await itemsAs(admin);
  const reworded = await call<{ item: ChecklistItem }>(`${base()}/checklist/${pan!.id}`, admin.token, {
    method: 'PUT',
    ...json({ title: 'PAN card (both sides)' }),
  });
  expect(reworded.body.item).toMatchObject({ notice: 'changed' });
  expect((await call(`${base()}/checklist/${bank!.id}`, admin.token, { method: 'DELETE' })).status).toBe(200);
  expect(titles(await itemsAs(client))).toEqual(['PAN card (both sides)']);
  expect((await itemsAs(admin)).map((i) => i.notice)).toEqual(['changed', 'removed']);

  expect(await notify()).toMatchObject({ status: 200, body: { added: 0, changed: 1, removed: 1 } });
  const mails = await mailsAboutRequest();
  expect(mails).toHaveLength(2);
  const update = mails.find((m) => m.subject.includes('have changed'))!;
  expect(update.subject).toBe(`The documents needed for your ${request.serviceTitle} request have changed`);
  expect(update.body.text).toContain('Changed (see the new wording or date):\n• PAN card (both sides)');
  expect(update.body.text).toContain('No longer needed:\n• Bank statement');
  // Once told, a removed item is gone for the firm too.
  expect(titles(await itemsAs(admin))).toEqual(['PAN card (both sides)']);
});

it('refuses to change or remove an item once the client has started an upload for it', async () => {
  const [pan] = await itemsAs(admin);
  const form = await call(`${base()}/checklist/${pan!.id}/uploads`, client.token, {
    method: 'POST',
    ...json({ fileName: 'pan.pdf', contentType: 'application/pdf', size: 100 }),
  });
  expect(form.status).toBe(201);
  const change = await call(`${base()}/checklist/${pan!.id}`, admin.token, {
    method: 'PUT',
    ...json({ title: 'Something else' }),
  });
  expect(change.status).toBe(409);
  expect(change.body.message).toMatch(/already acted on this item/);
  expect((await call(`${base()}/checklist/${pan!.id}`, admin.token, { method: 'DELETE' })).status).toBe(409);
  expect(titles(await itemsAs(client))).toEqual(['PAN card (both sides)']);
  // An item that is not there: 404, for a change and a removal alike.
  const missing = `${base()}/checklist/${crypto.randomUUID()}`;
  expect((await call(missing, admin.token, { method: 'PUT', ...json({ title: 'X' }) })).status).toBe(404);
  expect((await call(missing, admin.token, { method: 'DELETE' })).status).toBe(404);
});
