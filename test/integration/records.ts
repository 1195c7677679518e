import type { ChecklistItem, DocumentFile, UploadForm } from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';
import { allServices } from '../../shared/catalogue';
import { api, localStack, signIn } from './local-stack';
import { createUser } from './users';

/**
 * The records a test needs, made through the API as a person would make them: people signed in,
 * service requests, uploaded documents, webhook endpoints. Every suite (integration, shipped,
 * browser) makes them here, so a change to how a record is made is made once.
 */

/** Someone signed in: their access token and who they are. */
export interface Person {
  token: string;
  sub: string;
  email: string;
  name: string;
}

/** A new account of the group, signed in. */
export async function signedIn(group: 'admin' | 'client', name: string): Promise<Person> {
  const user = await createUser({ group, active: true, fullName: name });
  const token = (await signIn(user.email, user.password)).AccessToken;
  return { token, sub: user.sub, email: user.email, name };
}

/** A JSON body for `api` or `fetch`, with its content type (and a method, when given). */
export const jsonBody = (body: unknown, method?: string): RequestInit => ({
  ...(method ? { method } : {}),
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A call through the local edge as `token`'s holder (none: anonymous): its status and JSON. */
export async function call<T>(
  path: string,
  token: string | undefined,
  init: RequestInit & { method?: string } = {},
): Promise<{ status: number; body: T & { message?: string; details?: unknown } }> {
  const res = await api(path, { ...init, token });
  return { status: res.status, body: (await res.json()) as T & { message?: string; details?: unknown } };
}

/** A call to the local stack's control port (local only: SES outages, schedules, IAM). */
export const control = (path: string, init: RequestInit = { method: 'POST' }) =>
  fetch(`${localStack().controlUrl}${path}`, init);

/** A service request the client files (the first catalogue service unless one is named). */
export async function fileRequest(
  client: Pick<Person, 'token'>,
  options: { service?: string; description?: string } = {},
): Promise<ServiceRequest> {
  const filed = await call<{ request: ServiceRequest }>(
    '/api/requests',
    client.token,
    jsonBody(
      {
        id: crypto.randomUUID(),
        service: options.service ?? allServices()[0]!.service.slug,
        description: options.description ?? 'Filing for the year; documents to follow.',
      },
      'POST',
    ),
  );
  if (filed.status !== 201) throw new Error(`filing a request answered ${filed.status}`);
  return filed.body.request;
}

/** A browser's upload: the form's fields and the file, posted to local S3; S3's status. */
export async function postForm(form: UploadForm, body: Buffer, overrides: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...form.fields, ...overrides })) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(body)]), 'upload.bin');
  const res = await fetch(form.url, { method: 'POST', body: data });
  return { status: res.status, text: await res.text() };
}

/** A small valid PDF. */
export const SMALL_PDF = Buffer.from('%PDF-1.7\nrecords\n%%EOF\n');

/**
 * A document uploaded and completed: a client's against a checklist item, or (no item) the
 * firm's deliverable. Fails at the step that did not answer as it should.
 */
export async function uploadDocument(
  person: Pick<Person, 'token'>,
  request: Pick<ServiceRequest, 'id'>,
  options: { item?: ChecklistItem; fileName?: string; bytes?: Buffer } = {},
): Promise<DocumentFile> {
  const bytes = options.bytes ?? SMALL_PDF;
  const base = `/api/requests/${request.id}`;
  const issued = await call<{ file: DocumentFile; upload: UploadForm }>(
    options.item ? `${base}/checklist/${options.item.id}/uploads` : `${base}/deliverables`,
    person.token,
    jsonBody(
      { fileName: options.fileName ?? 'scan.pdf', contentType: 'application/pdf', size: bytes.length },
      'POST',
    ),
  );
  if (issued.status !== 201) throw new Error(`asking for an upload form answered ${issued.status}`);
  const sent = await postForm(issued.body.upload, bytes);
  if (sent.status !== 204) throw new Error(`local S3 answered the upload ${sent.status}: ${sent.text}`);
  const done = await call<{ file: DocumentFile }>(
    `${base}/documents/${issued.body.file.id}/complete`,
    person.token,
    { method: 'POST' },
  );
  if (done.status !== 200) throw new Error(`completing the upload answered ${done.status}`);
  return done.body.file;
}

/**
 * A day of its own in `year`, long past, for a suite's leads to be counted on: the overview's
 * figures of that day are the suite's alone (each suite takes its own year).
 */
export const pastDayOfItsOwn = (year: number) =>
  `${year}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(
    1 + Math.floor(Math.random() * 28),
  ).padStart(2, '0')}`;
