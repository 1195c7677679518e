import { allServices } from '../../shared/catalogue';
import type { ApiResponses } from '../../shared/api-types';
import type { ChecklistItem, DocumentFile } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';
import { call, jsonBody as json, signedIn, uploadDocument, type Person } from './records';

/**
 * The document lists across requests, through the local API: a client's own documents page (its
 * files, with filters by request, kind and year, and what the firm still needs) and the firm's
 * outstanding list (every requested or rejected item, earliest due first, overdue only on
 * demand), their pages, and that no client ever sees another's.
 */
const service = allServices()[0]!.service;
type Mine = ApiResponses['listMyDocuments'];
type Outstanding = ApiResponses['listOutstandingDocuments'];

let admin: Person;
let alice: Person;
let bob: Person;
let aliceFirst: ServiceRequest;
let aliceSecond: ServiceRequest;
let bobRequest: ServiceRequest;
/** Alice's items: PAN (overdue, rejected), bank statement (uploaded), rent (no due date), Form 16. */
const items: Record<'pan' | 'bank' | 'rent' | 'form16' | 'bobPan', ChecklistItem> = {} as never;
const files: Record<'rejected' | 'bank' | 'deliverable' | 'bob', DocumentFile> = {} as never;

async function fileRequest(client: Person) {
  const res = await call<{ request: ServiceRequest }>('/api/requests', client.token, {
    method: 'POST',
    ...json({ id: crypto.randomUUID(), service: service.slug, description: 'Document lists test.' }),
  });
  expect(res.status).toBe(201);
  return res.body.request;
}

async function ask(request: ServiceRequest, list: { title: string; dueDate?: string }[]) {
  const res = await call<{ items: ChecklistItem[] }>(`/api/requests/${request.id}/checklist`, admin.token, {
    method: 'POST',
    ...json({ items: list }),
  });
  // The client sees them once told.
  await call(`/api/requests/${request.id}/checklist-notice`, admin.token, { method: 'POST' });
  expect(res.status).toBe(201);
  return res.body.items;
}

/** Issues an upload (a client's against an item, or the firm's deliverable), sends it, completes it. */
const upload = (person: Person, request: ServiceRequest, item?: ChecklistItem) =>
  uploadDocument(person, request, { item });

async function review(request: ServiceRequest, file: DocumentFile, decision: 'accepted' | 'rejected') {
  const res = await call(`/api/requests/${request.id}/documents/${file.id}/review`, admin.token, {
    method: 'POST',
    ...json(decision === 'rejected' ? { decision, reason: 'Blurred: send a clearer scan.' } : { decision }),
  });
  expect(res.status).toBe(200);
}

const mine = (person: Person, query = '') =>
  call<Mine>(`/api/documents${query ? `?${query}` : ''}`, person.token);

/** Every page of the firm's outstanding list (page size `limit`), in order. */
async function allOutstanding(query = '', limit = 100) {
  const out: Outstanding['items'] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const res = await call<Outstanding>(`/api/admin/documents/outstanding?${params}`, admin.token);
    expect(res.status).toBe(200);
    out.push(...res.body.items);
    cursor = res.body.cursor;
    if (!cursor) return out;
  }
  throw new Error('the outstanding list did not end');
}

const ids = (list: { id: string }[]) => list.map((x) => x.id);

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([
    signedIn('admin', 'Lists Admin'),
    signedIn('client', 'Alice Lists'),
    signedIn('client', 'Bob Lists'),
  ]);
  [aliceFirst, aliceSecond, bobRequest] = await Promise.all([
    fileRequest(alice),
    fileRequest(alice),
    fileRequest(bob),
  ]);
  const [pan, bank, rent] = await ask(aliceFirst, [
    { title: 'PAN card', dueDate: '2001-02-03' },
    { title: 'Bank statement', dueDate: '2099-12-31' },
    { title: 'Rent receipts' },
  ]);
  const [form16] = await ask(aliceSecond, [{ title: 'Form 16', dueDate: '2001-02-04' }]);
  const [bobPan] = await ask(bobRequest, [{ title: 'Bob’s PAN card', dueDate: '2001-02-02' }]);
  Object.assign(items, { pan: pan!, bank: bank!, rent: rent!, form16: form16!, bobPan: bobPan! });
  files.rejected = await upload(alice, aliceFirst, items.pan);
  await review(aliceFirst, files.rejected, 'rejected');
  files.bank = await upload(alice, aliceFirst, items.bank);
  files.deliverable = await upload(admin, aliceSecond);
  files.bob = await upload(bob, bobRequest, items.bobPan);
}, 60_000);

describe('GET /api/documents (the client’s own)', () => {
  it('lists the client’s files across its requests, newest first, with their service and status', async () => {
    const res = await mine(alice);
    expect(res.status).toBe(200);
    expect(ids(res.body.files)).toEqual([files.deliverable.id, files.bank.id, files.rejected.id]);
    expect(res.body.files[0]).toMatchObject({
      kind: 'deliverable',
      requestId: aliceSecond.id,
      serviceTitle: aliceSecond.serviceTitle,
    });
    expect(res.body.files[2]).toMatchObject({
      status: 'rejected',
      reviewReason: 'Blurred: send a clearer scan.',
    });
    for (const file of res.body.files) expect(file).not.toHaveProperty('key');
    expect(res.body.cursor).toBeUndefined();
    expect(ids(res.body.requests).sort()).toEqual([aliceFirst.id, aliceSecond.id].sort());
  });

  it('lists what the firm still needs, earliest due first, overdue marked, undated last', async () => {
    const { body } = await mine(alice);
    expect(ids(body.needed)).toEqual([items.pan.id, items.form16.id, items.rent.id]);
    expect(body.needed[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Blurred: send a clearer scan.',
      overdue: true,
      serviceTitle: aliceFirst.serviceTitle,
      clientName: 'Alice Lists',
    });
    expect(body.needed[2]).toMatchObject({ status: 'pending', overdue: false });
    expect(body.needed[2]).not.toHaveProperty('dueDate');
    expect(body.neededMore).toBe(false);
    for (const item of body.needed) {
      for (const internal of ['openClient', 'openQueue', 'dueKey', 'item'])
        expect(item).not.toHaveProperty(internal);
    }
  });

  it('filters by request, kind and year', async () => {
    const second = await mine(alice, `request=${aliceSecond.id}`);
    expect(ids(second.body.files)).toEqual([files.deliverable.id]);
    expect(ids(second.body.needed)).toEqual([items.form16.id]);
    expect(ids((await mine(alice, 'kind=deliverable')).body.files)).toEqual([files.deliverable.id]);
    expect(ids((await mine(alice, 'kind=upload')).body.files)).toEqual([files.bank.id, files.rejected.id]);
    const year = new Date(files.bank.createdAt).getUTCFullYear();
    expect((await mine(alice, `year=${year}`)).body.files).toHaveLength(3);
    expect((await mine(alice, 'year=2001')).body.files).toEqual([]);
    expect(ids((await mine(alice, `request=${aliceFirst.id}&kind=upload&year=${year}`)).body.files)).toEqual([
      files.bank.id,
      files.rejected.id,
    ]);
  });

  it('pages with the cursor it hands out', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await mine(alice, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.files.length).toBeLessThanOrEqual(1);
      seen.push(...ids(res.body.files));
      cursor = res.body.cursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([files.deliverable.id, files.bank.id, files.rejected.id]);
  });

  it('never shows another client’s documents, whatever the filter or cursor', async () => {
    const bobs = await mine(bob);
    expect(ids(bobs.body.files)).toEqual([files.bob.id]);
    expect(bobs.body.needed).toEqual([]);
    expect(ids(bobs.body.requests)).toEqual([bobRequest.id]);
    const aliceAll = await mine(alice);
    expect(ids(aliceAll.body.files)).not.toContain(files.bob.id);
    // Bob names Alice's request: nothing of hers comes back.
    const named = await mine(bob, `request=${aliceFirst.id}`);
    expect(named.status).toBe(200);
    expect(named.body.files).toEqual([]);
    expect(named.body.needed).toEqual([]);
    // Bob resumes from a cursor of Alice's list: it only ever positions within his own.
    const alicePage = await mine(alice, 'limit=1');
    const resumed = await mine(bob, `cursor=${alicePage.body.cursor}`);
    expect(ids(resumed.body.files)).not.toEqual(expect.arrayContaining([files.bank.id]));
    expect(ids(resumed.body.files)).not.toContain(files.rejected.id);
    expect(ids(resumed.body.files)).not.toContain(files.deliverable.id);
  });

  it('is for clients only', async () => {
    expect((await call('/api/documents', admin.token)).status).toBe(403);
  });
});

describe('GET /api/admin/documents/outstanding (the firm’s)', () => {
  it('lists every requested or rejected item across clients, overdue first, with client and service', async () => {
    const list = await allOutstanding();
    const position = (id: string) => ids(list).indexOf(id);
    for (const id of [items.pan.id, items.form16.id, items.rent.id]) {
      expect(position(id)).toBeGreaterThanOrEqual(0);
    }
    // Uploaded and awaiting review: not outstanding.
    expect(position(items.bank.id)).toBe(-1);
    expect(position(items.bobPan.id)).toBe(-1);
    expect(position(items.pan.id)).toBeLessThan(position(items.form16.id));
    expect(position(items.form16.id)).toBeLessThan(position(items.rent.id));
    // Overdue items come before every other; those without a due date close the list.
    const firstNotOverdue = list.findIndex((i) => !i.overdue);
    if (firstNotOverdue >= 0) expect(list.slice(firstNotOverdue).some((i) => i.overdue)).toBe(false);
    const firstUndated = list.findIndex((i) => !i.dueDate);
    if (firstUndated >= 0) expect(list.slice(firstUndated).every((i) => !i.dueDate)).toBe(true);
    expect(list[position(items.pan.id)]).toMatchObject({
      title: 'PAN card',
      status: 'rejected',
      overdue: true,
      clientName: 'Alice Lists',
      clientSub: alice.sub,
      serviceTitle: aliceFirst.serviceTitle,
      requestId: aliceFirst.id,
    });
    expect(list[position(items.rent.id)]).toMatchObject({ status: 'pending', overdue: false });
  });

  it('keeps the overdue ones only with overdue=true', async () => {
    const list = await allOutstanding('overdue=true');
    expect(list.every((i) => i.overdue)).toBe(true);
    expect(ids(list)).toEqual(expect.arrayContaining([items.pan.id, items.form16.id]));
    expect(ids(list)).not.toContain(items.rent.id);
  });

  it('pages with the cursor it hands out, the same list as one long page', async () => {
    const whole = await allOutstanding('overdue=true');
    const paged = await allOutstanding('overdue=true', 7);
    expect(ids(paged)).toEqual(ids(whole));
  });

  it('follows the checklist: a due date moved, an item accepted, an upload deleted', async () => {
    const moved = await call(`/api/requests/${aliceFirst.id}/checklist/${items.rent.id}`, admin.token, {
      method: 'PUT',
      ...json({ title: 'Rent receipts', dueDate: '2001-02-01' }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).not.toHaveProperty('item.dueKey');
    expect(ids((await mine(alice)).body.needed)).toEqual([items.rent.id, items.pan.id, items.form16.id]);

    const again = await upload(alice, aliceFirst, items.pan);
    expect(ids((await mine(alice)).body.needed)).not.toContain(items.pan.id);
    await review(aliceFirst, again, 'accepted');
    expect(ids((await mine(alice)).body.needed)).not.toContain(items.pan.id);
    expect(ids(await allOutstanding())).not.toContain(items.pan.id);

    // Bob takes back his upload: his item waits for a file again.
    const deleted = await call(`/api/requests/${bobRequest.id}/documents/${files.bob.id}`, bob.token, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    const bobs = await mine(bob);
    expect(ids(bobs.body.needed)).toEqual([items.bobPan.id]);
    expect(bobs.body.files).toEqual([]);
    expect(ids(await allOutstanding('overdue=true'))).toContain(items.bobPan.id);
  });

  it('is for admins only', async () => {
    expect((await call('/api/admin/documents/outstanding', alice.token)).status).toBe(403);
  });
});
