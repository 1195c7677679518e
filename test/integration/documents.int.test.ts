import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { allServices } from '../../shared/catalogue';
import type { ChecklistItem, DocumentAuditEntry, DocumentFile, UploadForm } from '../../shared/documents';
import { documentAuditSubject, MAX_DOCUMENT_BYTES } from '../../shared/documents';
import type { FirmSettings, ServiceRequest } from '../../shared/portal-model';
import { servicePageContent } from '../../shared/service-content';
import { localAws, localStack } from './local-stack';
import { call, jsonBody as json, postForm, signedIn, type Person } from './records';

/**
 * Documents of a service request, end to end through the local API and the local S3 (the guard in
 * front of s3rver): the checklist, presigned uploads that S3 refuses when they break their policy,
 * the real-type check, review, download and deletion, who may do each, and the audit trail.
 */
const service = allServices()[0]!.service;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
/** A Windows program's first bytes, as a renamed .exe would start. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  Buffer.alloc(500),
]);

/** Sends a file with a presigned form as a browser's FormData would; `overrides` edits fields. */
let admin: Person;
let alice: Person;
let bob: Person;
let aliceRequest: ServiceRequest;
let bobRequest: ServiceRequest;
let alicePrefilled: ChecklistItem[];
let aliceItems: ChecklistItem[];
let bobItems: ChecklistItem[];

async function fileRequest(client: Person) {
  const res = await call<{ request: ServiceRequest }>('/api/requests', client.token, {
    method: 'POST',
    ...json({ id: crypto.randomUUID(), service: service.slug, description: 'Documents test request.' }),
  });
  expect(res.status).toBe(201);
  return res.body.request;
}

const base = (request: ServiceRequest) => `/api/requests/${request.id}`;

async function issue(client: Person, request: ServiceRequest, item: ChecklistItem, input: object) {
  return call<{ file: DocumentFile; upload: UploadForm }>(
    `${base(request)}/checklist/${item.id}/uploads`,
    client.token,
    {
      method: 'POST',
      ...json(input),
    },
  );
}
const pdfInput = (size = PDF.length) => ({ fileName: 'Form 16.pdf', contentType: 'application/pdf', size });

/** Uploads a file for the item and completes it: the uploaded file. */
async function uploadPdf(client: Person, request: ServiceRequest, item: ChecklistItem) {
  const issued = await issue(client, request, item, pdfInput());
  expect(issued.status).toBe(201);
  expect((await postForm(issued.body.upload, PDF)).status).toBe(204);
  const done = await call<{ file: DocumentFile }>(
    `${base(request)}/documents/${issued.body.file.id}/complete`,
    client.token,
    { method: 'POST' },
  );
  expect(done.status).toBe(200);
  return done.body.file;
}

async function trail(request: ServiceRequest): Promise<DocumentAuditEntry[]> {
  const aws = localAws();
  try {
    const { Items } = await aws.documents.send(
      new QueryCommand({
        TableName: localStack().tableNames.auditLog,
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'subject' },
        ExpressionAttributeValues: { ':s': documentAuditSubject(request.id) },
      }),
    );
    return (Items ?? []) as DocumentAuditEntry[];
  } finally {
    aws.destroy();
  }
}

function s3() {
  return new S3Client({
    endpoint: localStack().s3Endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}
async function objectExists(key: string) {
  const client = s3();
  try {
    await client.send(new HeadObjectCommand({ Bucket: localStack().documentsBucket, Key: key }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([
    signedIn('admin', 'Docs Admin'),
    signedIn('client', 'Alice Docs'),
    signedIn('client', 'Bob Docs'),
  ]);
  [aliceRequest, bobRequest] = await Promise.all([fileRequest(alice), fileRequest(bob)]);
  const prefilled = await call<{ items: ChecklistItem[] }>(`${base(aliceRequest)}/checklist`, admin.token, {
    method: 'POST',
    ...json({ note: 'Scans are fine', dueDate: '2026-12-31' }),
  });
  // The client sees them once told.
  await call(`${base(aliceRequest)}/checklist-notice`, admin.token, { method: 'POST' });
  expect(prefilled.status).toBe(201);
  alicePrefilled = prefilled.body.items;
  const extra = await call<{ items: ChecklistItem[] }>(`${base(aliceRequest)}/checklist`, admin.token, {
    method: 'POST',
    ...json({
      items: [{ title: 'Rent receipts' }, { title: 'Form 26AS' }, { title: 'Capital gains statement' }],
    }),
  });
  // The client sees them once told.
  await call(`${base(aliceRequest)}/checklist-notice`, admin.token, { method: 'POST' });
  expect(extra.status).toBe(201);
  aliceItems = [...alicePrefilled, ...extra.body.items];
  const custom = await call<{ items: ChecklistItem[] }>(`${base(bobRequest)}/checklist`, admin.token, {
    method: 'POST',
    ...json({
      items: [{ title: 'Bank statement, April to March' }, { title: 'PAN card', note: 'Both sides' }],
    }),
  });
  // The client sees them once told.
  await call(`${base(bobRequest)}/checklist-notice`, admin.token, { method: 'POST' });
  expect(custom.status).toBe(201);
  bobItems = custom.body.items;
});

describe('the checklist', () => {
  it('is pre-filled from the service’s required documents, each with the note and due date given', async () => {
    const required = servicePageContent(service.name, service.slug).documentsRequired;
    expect(alicePrefilled.map((i) => i.title)).toEqual(required);
    for (const item of alicePrefilled) {
      expect(item).toMatchObject({ status: 'pending', note: 'Scans are fine', dueDate: '2026-12-31' });
    }
    const listed = await call<{ items: ChecklistItem[]; files: DocumentFile[] }>(
      `${base(aliceRequest)}/documents`,
      alice.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i) => i.title)).toEqual([
      ...required,
      'Rent receipts',
      'Form 26AS',
      'Capital gains statement',
    ]);
  });

  it('lets the firm change an item’s wording, note and due date, and clear them', async () => {
    const item = bobItems[1]!;
    const path = `${base(bobRequest)}/checklist/${item.id}`;
    const changed = await call<{ item: ChecklistItem }>(path, admin.token, {
      method: 'PUT',
      ...json({ title: 'PAN card (front)', note: null, dueDate: '2027-01-15' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.item).toMatchObject({ title: 'PAN card (front)', dueDate: '2027-01-15' });
    expect(changed.body.item.note).toBeUndefined();
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await call<{ items: ChecklistItem[] }>(`${base(bobRequest)}/documents`, admin.token);
    const bad = await call(`${base(bobRequest)}/checklist`, admin.token, {
      method: 'POST',
      ...json({ items: [{ title: 'Fine' }, { title: '', dueDate: '31/12/2026' }] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^items\.1\.title: /);
    const badDate = await call(`${base(bobRequest)}/checklist/${bobItems[0]!.id}`, admin.token, {
      method: 'PUT',
      ...json({ title: 'Bank statement', dueDate: 'tomorrow' }),
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/^dueDate: /);
    const after = await call<{ items: ChecklistItem[] }>(`${base(bobRequest)}/documents`, admin.token);
    expect(after.body.items).toEqual(before.body.items);
  });
});

describe('uploads by presigned POST', () => {
  it('stores a file within the limits, and the item becomes uploaded', async () => {
    const item = aliceItems[0]!;
    const issued = await issue(alice, aliceRequest, item, pdfInput());
    expect(issued.status).toBe(201);
    const { upload, file } = issued.body;
    expect(upload.maxBytes).toBe(MAX_DOCUMENT_BYTES);
    // The key is the server's: the client's id and a generated id, never the file's name, under
    // the staging prefix; completing copies it to the file's own key, which no form names.
    expect(upload.fields.key).toBe(`uploads/${alice.sub}/${aliceRequest.id}/${file.id}`);
    expect(upload.fields.key).not.toContain('Form 16');
    expect((await postForm(upload, PDF)).status).toBe(204);
    const done = await call<{ file: DocumentFile }>(
      `${base(aliceRequest)}/documents/${file.id}/complete`,
      alice.token,
      {
        method: 'POST',
      },
    );
    expect(done.status).toBe(200);
    expect(done.body.file).toMatchObject({ status: 'uploaded', size: PDF.length, fileName: 'Form 16.pdf' });
    expect(await objectExists(`clients/${alice.sub}/${aliceRequest.id}/${file.id}`)).toBe(true);
    expect(await objectExists(upload.fields.key!)).toBe(false);
    const listed = await call<{ items: ChecklistItem[]; files: DocumentFile[] }>(
      `${base(aliceRequest)}/documents`,
      alice.token,
    );
    expect(listed.body.items.find((i) => i.id === item.id)).toMatchObject({
      status: 'uploaded',
      fileId: file.id,
    });
    expect(listed.body.files.map((f) => f.id)).toContain(file.id);
    expect(JSON.stringify(listed.body)).not.toContain('clients/');
  });

  it('is refused by S3 above the size limit', async () => {
    const issued = await issue(alice, aliceRequest, aliceItems[1]!, pdfInput());
    const tooBig = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    const res = await postForm(issued.body.upload, tooBig);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<Code>EntityTooLarge</Code>');
    expect(await objectExists(issued.body.upload.fields.key!)).toBe(false);
  });

  it('is refused by S3 with a Content-Type other than the one declared', async () => {
    const issued = await issue(alice, aliceRequest, aliceItems[1]!, pdfInput());
    const res = await postForm(issued.body.upload, PDF, { 'Content-Type': 'text/html' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('Policy Condition failed');
    expect(await objectExists(issued.body.upload.fields.key!)).toBe(false);
  });

  it('is refused by S3 for any key other than the issued one (another client’s included)', async () => {
    const issued = await issue(alice, aliceRequest, aliceItems[1]!, pdfInput());
    const elsewhere = `clients/${bob.sub}/${bobRequest.id}/${crypto.randomUUID()}`;
    const res = await postForm(issued.body.upload, PDF, { key: elsewhere });
    expect(res.status).toBe(403);
    expect(res.text).toContain('<Code>AccessDenied</Code>');
    expect(await objectExists(elsewhere)).toBe(false);
    // A tampered signature is refused too.
    const sig = issued.body.upload.fields['X-Amz-Signature']!;
    const forged = await postForm(issued.body.upload, PDF, {
      'X-Amz-Signature': `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`,
    });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('refuses a renamed executable by its content, naming the problem, and deletes it', async () => {
    const issued = await issue(alice, aliceRequest, aliceItems[2]!, {
      ...pdfInput(EXE.length),
      fileName: 'invoice.pdf',
    });
    expect((await postForm(issued.body.upload, EXE)).status).toBe(204);
    const key = issued.body.upload.fields.key!;
    expect(await objectExists(key)).toBe(true);
    const done = await call(`${base(aliceRequest)}/documents/${issued.body.file.id}/complete`, alice.token, {
      method: 'POST',
    });
    expect(done.status).toBe(422);
    expect(done.body.message).toBe(
      'The file is not a PDF: its content is a Windows program (EXE or DLL), which is never accepted.',
    );
    expect(done.body.details).toEqual({ code: 'executable' });
    expect(await objectExists(key)).toBe(false);
    expect(await objectExists(key.replace(/^uploads\//, 'clients/'))).toBe(false);
    const listed = await call<{ items: ChecklistItem[]; files: DocumentFile[] }>(
      `${base(aliceRequest)}/documents`,
      alice.token,
    );
    expect(listed.body.files.map((f) => f.id)).not.toContain(issued.body.file.id);
    expect(listed.body.items.find((i) => i.id === aliceItems[2]!.id)).toMatchObject({ status: 'pending' });
    const entries = await trail(aliceRequest);
    expect(
      entries.find((e) => e.fileId === issued.body.file.id && e.action === 'document.refused'),
    ).toMatchObject({
      actor: { sub: alice.sub, email: alice.email },
      // The trail names the file's own key (the one checked), not the form's staging key.
      key: key.replace(/^uploads\//, 'clients/'),
    });
  });

  it('refuses an upload request that breaks the rules, naming the field', async () => {
    const item = aliceItems[3]!;
    for (const [input, field] of [
      [{ fileName: 'run.exe', contentType: 'application/x-msdownload', size: 10 }, 'contentType'],
      [{ ...pdfInput(), size: MAX_DOCUMENT_BYTES + 1 }, 'size'],
      [{ ...pdfInput(), fileName: 'virus.exe' }, 'fileName'],
      [{ ...pdfInput(), fileName: '../../etc/passwd.pdf' }, 'fileName'],
    ] as const) {
      const res = await issue(alice, aliceRequest, item, input);
      expect(res.status).toBe(400);
      expect(res.body.message!.startsWith(`${field}: `)).toBe(true);
    }
  });
});

describe('review, download and deletion', () => {
  it('lets the firm reject with a reason, then the client upload again, then the firm accept', async () => {
    const item = bobItems[0]!;
    const first = await uploadPdf(bob, bobRequest, item);
    const path = `${base(bobRequest)}/documents/${first.id}/review`;
    const noReason = await call(path, admin.token, { method: 'POST', ...json({ decision: 'rejected' }) });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/^reason: /);
    const rejected = await call<{ file: DocumentFile }>(path, admin.token, {
      method: 'POST',
      ...json({ decision: 'rejected', reason: 'The statement is cut off at page 2.' }),
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.file).toMatchObject({
      status: 'rejected',
      reviewReason: 'The statement is cut off at page 2.',
    });
    let listed = await call<{ items: ChecklistItem[] }>(`${base(bobRequest)}/documents`, bob.token);
    expect(listed.body.items.find((i) => i.id === item.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The statement is cut off at page 2.',
    });
    const second = await uploadPdf(bob, bobRequest, item);
    const accepted = await call<{ file: DocumentFile }>(
      `${base(bobRequest)}/documents/${second.id}/review`,
      admin.token,
      {
        method: 'POST',
        ...json({ decision: 'accepted' }),
      },
    );
    expect(accepted.status).toBe(200);
    listed = await call<{ items: ChecklistItem[] }>(`${base(bobRequest)}/documents`, bob.token);
    expect(listed.body.items.find((i) => i.id === item.id)).toMatchObject({
      status: 'accepted',
      fileId: second.id,
    });
    // Accepted: nothing more to upload for it, and the client can no longer delete it.
    expect((await issue(bob, bobRequest, item, pdfInput())).status).toBe(409);
    const del = await call(`${base(bobRequest)}/documents/${second.id}`, bob.token, { method: 'DELETE' });
    expect(del.status).toBe(409);
    const entries = await trail(bobRequest);
    const actions = entries
      .filter((e) => e.fileId === first.id || e.fileId === second.id)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['document.uploaded', 'document.rejected', 'document.accepted']),
    );
    const rejection = entries.find((e) => e.action === 'document.rejected')!;
    expect(rejection).toMatchObject({
      actor: { sub: admin.sub },
      fileName: 'Form 16.pdf',
      detail: 'The statement is cut off at page 2.',
    });
    expect(rejection.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('downloads by a short-lived link as an attachment; locally the file reads as not scanned', async () => {
    const file = await uploadPdf(alice, aliceRequest, aliceItems[4]!);
    const res = await call<{ url: string; expiresAt: string; scan: string }>(
      `${base(aliceRequest)}/documents/${file.id}/download`,
      alice.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.scan).toBe('not-scanned-local');
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeLessThanOrEqual(61_000);
    const got = await fetch(res.body.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment; filename="Form 16.pdf"');
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    // A tampered link is refused.
    const tampered = res.body.url.replace(
      /X-Amz-Signature=(.)/,
      (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    // The firm downloads it too; both downloads are in the trail.
    expect((await call(`${base(aliceRequest)}/documents/${file.id}/download`, admin.token)).status).toBe(200);
    const downloads = (await trail(aliceRequest)).filter(
      (e) => e.fileId === file.id && e.action === 'document.downloaded',
    );
    expect(downloads.map((e) => e.actor.sub).sort()).toEqual([admin.sub, alice.sub].sort());
  });

  it('completes only the newest form of an item: older forms store nothing that lasts and no second file', async () => {
    const added = await call<{ items: ChecklistItem[] }>(`${base(aliceRequest)}/checklist`, admin.token, {
      method: 'POST',
      ...json({ items: [{ title: 'Form 16 (many forms)' }] }),
    });
    // The client sees them once told.
    await call(`${base(aliceRequest)}/checklist-notice`, admin.token, { method: 'POST' });
    const item = added.body.items[0]!;
    // Six forms for one item (six tabs, or retries), all of them sent.
    const forms = [];
    for (let i = 0; i < 6; i++) {
      const issued = await issue(alice, aliceRequest, item, pdfInput());
      expect(issued.status).toBe(201);
      expect((await postForm(issued.body.upload, PDF)).status).toBe(204);
      forms.push(issued.body);
    }
    const complete = (fileId: string) =>
      call(`${base(aliceRequest)}/documents/${fileId}/complete`, alice.token, { method: 'POST' });
    for (const older of forms.slice(0, 5)) {
      const res = await complete(older.file.id);
      expect(res.status).toBe(409);
      // Nothing of an older form reaches the documents.
      expect(await objectExists(older.upload.fields.key!.replace(/^uploads\//, 'clients/'))).toBe(false);
    }
    expect((await complete(forms[5]!.file.id)).status).toBe(200);
    const listed = await call<{ items: ChecklistItem[]; files: DocumentFile[] }>(
      `${base(aliceRequest)}/documents`,
      alice.token,
    );
    expect(listed.body.files.filter((f) => f.itemId === item.id).map((f) => f.id)).toEqual([
      forms[5]!.file.id,
    ]);
    // Once the item has its file, no form for it is given, and none completes.
    expect((await issue(alice, aliceRequest, item, pdfInput())).status).toBe(409);
  });

  it('downloads exactly what was checked: the same form sending a program afterwards changes nothing', async () => {
    const added = await call<{ items: ChecklistItem[] }>(`${base(aliceRequest)}/checklist`, admin.token, {
      method: 'POST',
      ...json({ items: [{ title: 'Form 16 (replacement check)' }] }),
    });
    // The client sees them once told.
    await call(`${base(aliceRequest)}/checklist-notice`, admin.token, { method: 'POST' });
    const issued = await issue(alice, aliceRequest, added.body.items[0]!, pdfInput());
    expect((await postForm(issued.body.upload, PDF)).status).toBe(204);
    const fileUrl = `${base(aliceRequest)}/documents/${issued.body.file.id}`;
    expect((await call(`${fileUrl}/complete`, alice.token, { method: 'POST' })).status).toBe(200);
    // The form is valid for ten minutes: it still stores, but only under the staging key.
    expect((await postForm(issued.body.upload, EXE)).status).toBe(204);
    const got = await call<{ url: string }>(`${fileUrl}/download`, admin.token);
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await (await fetch(got.body.url)).arrayBuffer());
    expect(bytes.equals(PDF)).toBe(true);
    // A second completion (to have the program checked in its place) is refused.
    expect((await call(`${fileUrl}/complete`, alice.token, { method: 'POST' })).status).toBe(409);
  });

  it('lets a client delete its own upload before acceptance: the item waits again, nothing is overwritten', async () => {
    const item = aliceItems[5]!;
    const file = await uploadPdf(alice, aliceRequest, item);
    const key = `clients/${alice.sub}/${aliceRequest.id}/${file.id}`;
    const res = await call(`${base(aliceRequest)}/documents/${file.id}`, alice.token, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await objectExists(key)).toBe(false);
    const listed = await call<{ items: ChecklistItem[]; files: DocumentFile[] }>(
      `${base(aliceRequest)}/documents`,
      alice.token,
    );
    expect(listed.body.files.map((f) => f.id)).not.toContain(file.id);
    expect(listed.body.items.find((i) => i.id === item.id)).toMatchObject({ status: 'pending' });
    expect((await call(`${base(aliceRequest)}/documents/${file.id}/download`, alice.token)).status).toBe(404);
    expect(
      (await trail(aliceRequest)).some((e) => e.fileId === file.id && e.action === 'document.deleted'),
    ).toBe(true);
    // A new upload for the same item gets a new key: the old one is never written over.
    const again = await uploadPdf(alice, aliceRequest, item);
    expect(again.id).not.toBe(file.id);
  });

  it('lets the firm deliver a file to the client by the same presigned flow', async () => {
    const issued = await call<{ file: DocumentFile; upload: UploadForm }>(
      `${base(aliceRequest)}/deliverables`,
      admin.token,
      {
        method: 'POST',
        ...json({ fileName: 'Acknowledgement.pdf', contentType: 'application/pdf', size: PDF.length }),
      },
    );
    expect(issued.status).toBe(201);
    expect(issued.body.upload.fields.key).toBe(
      `uploads/${alice.sub}/${aliceRequest.id}/${issued.body.file.id}`,
    );
    expect((await postForm(issued.body.upload, PDF)).status).toBe(204);
    // Only the uploader completes an upload.
    expect(
      (
        await call(`${base(aliceRequest)}/documents/${issued.body.file.id}/complete`, alice.token, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
    const done = await call<{ file: DocumentFile }>(
      `${base(aliceRequest)}/documents/${issued.body.file.id}/complete`,
      admin.token,
      { method: 'POST' },
    );
    expect(done.status).toBe(200);
    expect(done.body.file).toMatchObject({ kind: 'deliverable', status: 'uploaded' });
    const got = await call<{ url: string }>(
      `${base(aliceRequest)}/documents/${issued.body.file.id}/download`,
      alice.token,
    );
    expect(got.status).toBe(200);
    // The client cannot delete the firm's deliverable.
    expect(
      (
        await call(`${base(aliceRequest)}/documents/${issued.body.file.id}`, alice.token, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
  });
});

describe('one client cannot reach another’s documents, by any id', () => {
  let bobFile: DocumentFile;
  beforeAll(async () => {
    bobFile = await uploadPdf(bob, bobRequest, bobItems[1]!);
  });

  it('cannot list, upload against, download, complete or delete them (404, nothing changed)', async () => {
    const other = base(bobRequest);
    expect((await call(`${other}/documents`, alice.token)).status).toBe(404);
    expect((await issue(alice, bobRequest, bobItems[1]!, pdfInput())).status).toBe(404);
    expect((await call(`${other}/documents/${bobFile.id}/download`, alice.token)).status).toBe(404);
    expect(
      (await call(`${other}/documents/${bobFile.id}/complete`, alice.token, { method: 'POST' })).status,
    ).toBe(404);
    expect((await call(`${other}/documents/${bobFile.id}`, alice.token, { method: 'DELETE' })).status).toBe(
      404,
    );
    // Bob's file id under Alice's own request, and Bob's item under Alice's request: not found either.
    const mine = base(aliceRequest);
    expect((await call(`${mine}/documents/${bobFile.id}/download`, alice.token)).status).toBe(404);
    expect((await call(`${mine}/documents/${bobFile.id}`, alice.token, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await issue(alice, aliceRequest, bobItems[1]!, pdfInput())).status).toBe(404);
    const still = await call<{ files: DocumentFile[] }>(`${other}/documents`, bob.token);
    expect(still.body.files.find((f) => f.id === bobFile.id)).toMatchObject({ status: 'uploaded' });
  });

  it('cannot read the object through S3 without a link the API signed', async () => {
    const key = `clients/${bob.sub}/${bobRequest.id}/${bobFile.id}`;
    const anonymous = await fetch(`${localStack().s3Endpoint}/${localStack().documentsBucket}/${key}`);
    expect(anonymous.status).toBe(403);
    // Nor write it: an unsigned PUT is refused, and the object is unchanged.
    const put = await fetch(`${localStack().s3Endpoint}/${localStack().documentsBucket}/${key}`, {
      method: 'PUT',
      body: 'overwritten',
    });
    expect(put.status).toBe(403);
    const client = s3();
    try {
      const stored = await client.send(
        new GetObjectCommand({ Bucket: localStack().documentsBucket, Key: key }),
      );
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(PDF)).toBe(true);
      // The local key is the only one S3 knows: a request signed with another is refused.
      const stranger = new S3Client({
        endpoint: localStack().s3Endpoint,
        region: 'ap-south-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'someone', secretAccessKey: 'else' },
      });
      await expect(
        stranger.send(new PutObjectCommand({ Bucket: localStack().documentsBucket, Key: key, Body: 'x' })),
      ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      stranger.destroy();
    } finally {
      client.destroy();
    }
  });
});

describe('keeping periods and the archive', () => {
  let request: ServiceRequest;
  let items: ChecklistItem[];
  const settingsPath = '/api/settings';
  beforeAll(async () => {
    request = await fileRequest(alice);
    const added = await call<{ items: ChecklistItem[] }>(`${base(request)}/checklist`, admin.token, {
      method: 'POST',
      ...json({ items: [{ title: 'Form 16' }, { title: 'Bank statement' }, { title: 'PAN card' }] }),
    });
    // The client sees them once told.
    await call(`${base(request)}/checklist-notice`, admin.token, { method: 'POST' });
    expect(added.status).toBe(201);
    items = added.body.items;
  });

  it('tags each upload with the firm’s keeping period, which S3 holds the form to', async () => {
    const before = await call<{ settings: FirmSettings }>(settingsPath, admin.token);
    const { updatedAt: _u, updatedBy: _b, ...settings } = before.body.settings;
    try {
      const saved = await call<{ settings: FirmSettings }>(settingsPath, admin.token, {
        method: 'PUT',
        ...json({ ...settings, documentRetentionYears: 10 }),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.settings.documentRetentionYears).toBe(10);
      const issued = await issue(alice, request, items[0]!, pdfInput());
      expect(issued.status).toBe(201);
      expect(issued.body.file.retentionYears).toBe(10);
      expect(issued.body.upload.fields.tagging).toBe(
        '<Tagging><TagSet><Tag><Key>retention-years</Key><Value>10</Value></Tag></TagSet></Tagging>',
      );
      // A form whose tag was changed (to keep the file a shorter time) is refused by S3.
      const shorter = issued.body.upload.fields.tagging!.replace('>10<', '>6<');
      const refused = await postForm(issued.body.upload, PDF, { tagging: shorter });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Policy Condition failed');
      expect((await postForm(issued.body.upload, PDF)).status).toBe(204);
      // A caller that leaves the period out (written before it existed) keeps the stored one.
      const { documentRetentionYears: _y, ...withoutPeriod } = settings;
      const kept = await call<{ settings: FirmSettings }>(settingsPath, admin.token, {
        method: 'PUT',
        ...json(withoutPeriod),
      });
      expect(kept.body.settings.documentRetentionYears).toBe(10);
    } finally {
      await call(settingsPath, admin.token, { method: 'PUT', ...json(settings) });
    }
  });

  it('refuses a keeping period shorter than tax records need, naming it, and changes nothing', async () => {
    const before = await call<{ settings: FirmSettings }>(settingsPath, admin.token);
    const { updatedAt: _u, updatedBy: _b, ...settings } = before.body.settings;
    for (const years of [3, 21, 7.5, '8']) {
      const res = await call(settingsPath, admin.token, {
        method: 'PUT',
        ...json({ ...settings, documentRetentionYears: years }),
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Keep documents for');
    }
    const after = await call<{ settings: FirmSettings }>(settingsPath, admin.token);
    expect(after.body.settings.documentRetentionYears).toBe(settings.documentRetentionYears);
  });

  it('lets the firm archive a decided file, which its client then no longer sees, and restore it', async () => {
    const file = await uploadPdf(alice, request, items[1]!);
    const path = `${base(request)}/documents/${file.id}`;
    // Awaiting review: decided first, so no item waits on a file its client cannot see.
    const early = await call(`${path}/archive`, admin.token, { method: 'POST', ...json({ archived: true }) });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/accept or reject it/);
    expect(
      (await call(`${path}/review`, admin.token, { method: 'POST', ...json({ decision: 'accepted' }) }))
        .status,
    ).toBe(200);
    // Clients do not archive; bad input names the field.
    expect(
      (await call(`${path}/archive`, alice.token, { method: 'POST', ...json({ archived: true }) })).status,
    ).toBe(403);
    const bad = await call(`${path}/archive`, admin.token, { method: 'POST', ...json({ archived: 'yes' }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Archived: true or false');

    const archived = await call<{ file: DocumentFile }>(`${path}/archive`, admin.token, {
      method: 'POST',
      ...json({ archived: true }),
    });
    expect(archived.status).toBe(200);
    expect(archived.body.file).toMatchObject({ status: 'accepted', archivedBy: 'Docs Admin' });
    expect(
      (await call(`${path}/archive`, admin.token, { method: 'POST', ...json({ archived: true }) })).status,
    ).toBe(409);

    const seenBy = async (person: Person) =>
      (await call<{ files: DocumentFile[] }>(`${base(request)}/documents`, person.token)).body.files.find(
        (f) => f.id === file.id,
      );
    const inClientList = async () =>
      (
        await call<{ files: { id: string }[] }>(`/api/documents?request=${request.id}`, alice.token)
      ).body.files.some((f) => f.id === file.id);
    expect(await seenBy(alice)).toBeUndefined();
    expect(await inClientList()).toBe(false);
    expect((await call(`${path}/download`, alice.token)).status).toBe(404);
    expect(await seenBy(admin)).toMatchObject({ archivedBy: 'Docs Admin' });
    expect((await call(`${path}/download`, admin.token)).status).toBe(200);
    // The object stays: archiving deletes nothing.
    expect(await objectExists(`clients/${alice.sub}/${request.id}/${file.id}`)).toBe(true);

    const restored = await call<{ file: DocumentFile }>(`${path}/archive`, admin.token, {
      method: 'POST',
      ...json({ archived: false }),
    });
    expect(restored.status).toBe(200);
    expect(restored.body.file.archivedAt).toBeUndefined();
    expect(await seenBy(alice)).toMatchObject({ status: 'accepted' });
    expect(await inClientList()).toBe(true);

    const actions = (await trail(request)).filter((e) => e.fileId === file.id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['document.archived', 'document.restored']));
    const activity = await call<{ activity: { action: string; fileId: string }[] }>(
      `${base(request)}/documents`,
      alice.token,
    );
    expect(activity.body.activity.filter((a) => a.fileId === file.id).map((a) => a.action)).toEqual(
      expect.arrayContaining(['archived', 'restored']),
    );
  });
});
