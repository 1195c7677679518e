import { allServices } from '../../shared/catalogue';
import type { ChecklistItem, DocumentActivity, DocumentFile } from '../../shared/documents';
import type { PortalNotification, ServiceRequest } from '../../shared/portal-model';
import { mailsTo, type StoredMail, eventually } from './local-stack';
import { call, jsonBody as json, signedIn, uploadDocument, type Person } from './records';

/**
 * What each side is told about a request's documents, through the local API, the notifications
 * table's stream and the local SES mailbox: the client when documents are asked for, when an
 * upload is rejected and when a deliverable is ready; the firm when a client uploads. And the
 * request's document activity, the same for both sides and for them only.
 */
const service = allServices()[0]!.service;

/** The notification mailer works from the table's stream: mail arrives shortly after the change. */
const mailTo = (address: string, match: (m: StoredMail) => boolean): Promise<StoredMail> =>
  eventually(async () => (await mailsTo(address)).find(match));

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);

let admin: Person;
let meera: Person;
let bob: Person;
let request: ServiceRequest;
let items: ChecklistItem[];

const base = () => `/api/requests/${request.id}`;
const clientLink = () => `/client-dashboard/requests/${request.id}`;
const adminLink = () => `/admin-dashboard/requests/${request.id}`;

/** Asks for an upload form (an item's, or the firm's deliverable), sends the file, completes it. */
const upload = (person: Person, fileName: string, item?: ChecklistItem): Promise<DocumentFile> =>
  uploadDocument(person, request, { fileName, item, bytes: PDF });

/**
 * The caller's notifications about this request's documents (a client's own, or the firm's
 * inbox), newest first.
 */
async function notificationsOf(person: Person): Promise<PortalNotification[]> {
  const res = await call<{ notifications: PortalNotification[] }>('/api/notifications', person.token);
  expect(res.status).toBe(200);
  return res.body.notifications.filter(
    (n) => n.kind === 'document' && (n.link === clientLink() || n.link === adminLink()),
  );
}

beforeAll(async () => {
  [admin, meera, bob] = await Promise.all([
    signedIn('admin', 'Asha Reviewer'),
    signedIn('client', 'Meera Iyer'),
    signedIn('client', 'Bob Other'),
  ]);
  const filed = await call<{ request: ServiceRequest }>('/api/requests', meera.token, {
    method: 'POST',
    ...json({ id: crypto.randomUUID(), service: service.slug, description: 'Documents and their notices.' }),
  });
  expect(filed.status).toBe(201);
  request = filed.body.request;
});

describe('notifications about documents', () => {
  it('tells the client, in the portal and by e-mail, which documents the firm asked for', async () => {
    const added = await call<{ items: ChecklistItem[] }>(`${base()}/checklist`, admin.token, {
      method: 'POST',
      ...json({
        items: [
          { title: 'PAN card' },
          { title: 'Bank statement Apr–Sep', dueDate: '2026-12-31' },
          { title: 'Form 16' },
        ],
      }),
    });
    // The client sees them once told.
    await call(`${base()}/checklist-notice`, admin.token, { method: 'POST' });
    expect(added.status).toBe(201);
    items = added.body.items;
    const [notice, ...others] = await notificationsOf(meera);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'document',
      title: `The firm asked for 3 documents for ${request.serviceTitle}`,
      body: 'PAN card, Bank statement Apr–Sep and Form 16: upload them on the request’s page. The earliest is due by 31 December 2026.',
      link: clientLink(),
      read: false,
    });
    const mail = await mailTo(meera.email, (m) => m.subject.includes('Please upload 3 documents'));
    expect(mail.subject).toBe(`Please upload 3 documents for your ${request.serviceTitle} request`);
    expect(mail.body.text).toContain('• Bank statement Apr–Sep, due by 31 December 2026');
    expect(mail.body.text).toContain(clientLink());
    // Nobody else is told: the firm acted, and another client's inbox has nothing of it.
    expect(await notificationsOf(bob)).toEqual([]);
  });

  it('tells the firm’s inbox and its new-request address what a client uploaded', async () => {
    const { body } = await call<{ settings: { requestAlertTo: string } }>('/api/settings', admin.token);
    await upload(meera, 'PAN.pdf', items[0]);
    const notice = (await notificationsOf(admin)).find((n) => n.title.includes('uploaded PAN card'));
    expect(notice).toMatchObject({
      kind: 'document',
      title: `Meera Iyer uploaded PAN card for ${request.serviceTitle}`,
      body: 'PAN.pdf awaits your review.',
      link: adminLink(),
    });
    const mail = await mailTo(
      body.settings.requestAlertTo,
      (m) => m.subject.includes('uploaded PAN card') && !!m.body.text?.includes(adminLink()),
    );
    expect(mail.subject).toBe(`Meera Iyer uploaded PAN card for ${request.serviceTitle}`);
    expect(mail.body.text).toContain(`Meera Iyer <${meera.email}> uploaded PAN.pdf for “PAN card”`);
    // The client is not told of its own upload.
    expect((await notificationsOf(meera)).map((n) => n.title)).toEqual([
      `The firm asked for 3 documents for ${request.serviceTitle}`,
    ]);
  });

  it('tells the client which upload was not accepted and why; an acceptance notifies no one', async () => {
    const statement = await upload(meera, 'statement-apr-jul.pdf', items[1]);
    const pan = (await call<{ files: DocumentFile[] }>(`${base()}/documents`, admin.token)).body.files.find(
      (f) => f.fileName === 'PAN.pdf',
    )!;
    const reason = 'This stops in July: please send April to September.';
    const rejected = await call(`${base()}/documents/${statement.id}/review`, admin.token, {
      method: 'POST',
      ...json({ decision: 'rejected', reason }),
    });
    expect(rejected.status).toBe(200);
    const accepted = await call(`${base()}/documents/${pan.id}/review`, admin.token, {
      method: 'POST',
      ...json({ decision: 'accepted' }),
    });
    expect(accepted.status).toBe(200);
    const [latest, ...earlier] = await notificationsOf(meera);
    expect(latest).toMatchObject({
      kind: 'document',
      title: `Your Bank statement Apr–Sep for ${request.serviceTitle} was not accepted`,
      body: `statement-apr-jul.pdf: ${reason}`,
      link: clientLink(),
    });
    expect(earlier).toHaveLength(1);
    const mail = await mailTo(meera.email, (m) => m.subject.includes('was not accepted'));
    expect(mail.subject).toBe(
      `Your Bank statement Apr–Sep for your ${request.serviceTitle} request was not accepted`,
    );
    expect(mail.body.text).toContain(reason);
  });

  it('tells the client that a file from the firm is ready to download', async () => {
    await upload(admin, 'ITR-V acknowledgement.pdf');
    const [latest] = await notificationsOf(meera);
    expect(latest).toMatchObject({
      kind: 'document',
      title: 'Your ITR-V acknowledgement.pdf is ready to download',
      body: `The firm sent it for your ${request.serviceTitle} request.`,
      link: clientLink(),
    });
    const mail = await mailTo(meera.email, (m) => m.subject.includes('ready to download'));
    expect(mail.subject).toBe('Your ITR-V acknowledgement.pdf is ready to download');
    expect(mail.body.text).toContain(clientLink());
    // The firm's inbox holds only the client's upload of this request: not its own work.
    expect((await notificationsOf(admin)).map((n) => n.title)).toEqual([
      `Meera Iyer uploaded Bank statement Apr–Sep for ${request.serviceTitle}`,
      `Meera Iyer uploaded PAN card for ${request.serviceTitle}`,
    ]);
  });
});

describe('the request’s document activity', () => {
  it('lists uploads, downloads, reviews and deletions in order, the same for both sides', async () => {
    const files = (await call<{ files: DocumentFile[] }>(`${base()}/documents`, meera.token)).body.files;
    const byName = (name: string) => files.find((f) => f.fileName === name)!;
    const ack = byName('ITR-V acknowledgement.pdf');
    expect((await call(`${base()}/documents/${ack.id}/download`, meera.token)).status).toBe(200);
    expect((await call(`${base()}/documents/${byName('PAN.pdf').id}/download`, admin.token)).status).toBe(
      200,
    );
    const form16 = await upload(meera, 'form16.pdf', items[2]);
    expect((await call(`${base()}/documents/${form16.id}`, meera.token, { method: 'DELETE' })).status).toBe(
      200,
    );

    const asClient = await call<{ activity: DocumentActivity[] }>(`${base()}/documents`, meera.token);
    const asFirm = await call<{ activity: DocumentActivity[] }>(`${base()}/documents`, admin.token);
    expect(asClient.status).toBe(200);
    expect(asFirm.body.activity).toEqual(asClient.body.activity);
    const client = { name: 'Meera Iyer', side: 'client' };
    const firm = { name: 'Asha Reviewer', side: 'firm' };
    expect(asClient.body.activity.map(({ action, fileName, by }) => ({ action, fileName, by }))).toEqual([
      { action: 'uploaded', fileName: 'PAN.pdf', by: client },
      { action: 'uploaded', fileName: 'statement-apr-jul.pdf', by: client },
      { action: 'rejected', fileName: 'statement-apr-jul.pdf', by: firm },
      { action: 'accepted', fileName: 'PAN.pdf', by: firm },
      { action: 'uploaded', fileName: 'ITR-V acknowledgement.pdf', by: firm },
      { action: 'downloaded', fileName: 'ITR-V acknowledgement.pdf', by: client },
      { action: 'downloaded', fileName: 'PAN.pdf', by: firm },
      { action: 'uploaded', fileName: 'form16.pdf', by: client },
      { action: 'deleted', fileName: 'form16.pdf', by: client },
    ]);
    const times = asClient.body.activity.map((a) => a.at);
    expect([...times].sort()).toEqual(times);
    expect(times.every((t) => !Number.isNaN(Date.parse(t)))).toBe(true);
    expect(asClient.body.activity[2]!.reason).toBe('This stops in July: please send April to September.');
    // Neither object keys nor anyone's e-mail address leave the trail.
    expect(JSON.stringify(asClient.body.activity)).not.toMatch(/clients\/|@/);
  });

  it('is the request’s own: another client reaches neither it nor the request (404)', async () => {
    expect((await call(`${base()}/documents`, bob.token)).status).toBe(404);
    const own = await call<{ request: ServiceRequest }>('/api/requests', bob.token, {
      method: 'POST',
      ...json({ id: crypto.randomUUID(), service: service.slug, description: 'Another client’s request.' }),
    });
    const listed = await call<{ activity: DocumentActivity[] }>(
      `/api/requests/${own.body.request.id}/documents`,
      bob.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.activity).toEqual([]);
  });
});
