import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { allServices } from '../../shared/catalogue';
import {
  DOCUMENT_KEY_PREFIX,
  MAX_DOCUMENT_BYTES,
  type ChecklistItem,
  type DocumentFile,
  type UploadForm,
} from '../../shared/documents';
import type { ServiceRequest } from '../../shared/portal-model';

/**
 * The documents part of `npm run bench:api`: a client's upload of a large file the way the
 * browser sends it, and a client's document list over many files. Both go through the local API
 * and, for the upload, the local S3 (the guard in front of s3rver), on 127.0.0.1 only.
 */

/** Bytes in a megabyte, as the app counts them (its 25 MB limit is 25 × 1024 × 1024). */
export const MB = 1024 * 1024;
/** The uploaded file: 10 MB, well within the upload limit. */
export const UPLOAD_BYTES = 10 * MB;
if (UPLOAD_BYTES > MAX_DOCUMENT_BYTES) throw new Error('the bench file is larger than the upload limit');
/** Files seeded for the list. */
export const LISTED_FILES = 1_000;
/** Checklist items seeded with them: as many as one checklist may hold. */
export const LISTED_ITEMS = 40;

export interface DocumentsContext {
  apiUrl: string;
  documents: DynamoDBDocumentClient;
  documentsTable: string;
  adminToken: string;
  clientToken: string;
}

export interface UploadFigures {
  runs: number;
  /** Medians over the runs that succeeded, in ms. */
  issue: number;
  send: number;
  complete: number;
  total: number;
  errors: number;
  problems: string[];
}

export interface ListFigures {
  requests: number;
  p50: number;
  p95: number;
  files: number;
  items: number;
  bytes: number;
  errors: number;
  problems: string[];
}

const median = (values: number[]) => percentile(values, 50);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

/** One API call with a bearer token and a JSON body; the status and the parsed answer. */
async function call<T>(
  ctx: DocumentsContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T & { message?: string } }> {
  const res = await fetch(`${ctx.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

/** A new request filed by the client, as the portal files one. */
async function fileRequest(ctx: DocumentsContext, description: string): Promise<ServiceRequest> {
  const res = await call<{ request: ServiceRequest }>(ctx, 'POST', '/api/requests', ctx.clientToken, {
    id: randomUUID(),
    service: allServices()[0]!.service.slug,
    description,
  });
  if (res.status !== 201) throw new Error(`filing a request answered ${res.status}: ${res.body.message}`);
  return res.body.request;
}

/**
 * The upload as the browser makes it, `runs` times after one warm-up: the client asks for an
 * upload form for a checklist item (the admin adds one item per run first, since an item takes
 * one file until it is reviewed), posts the form's fields and the file to the form's URL, then
 * says the upload is complete. The file is a PDF header and filler, so the type check passes.
 */
export async function benchUpload(ctx: DocumentsContext, runs: number): Promise<UploadFigures> {
  const request = await fileRequest(ctx, 'Bench request for large uploads.');
  const added = await call<{ items: ChecklistItem[] }>(
    ctx,
    'POST',
    `/api/requests/${request.id}/checklist`,
    ctx.adminToken,
    { items: Array.from({ length: runs + 1 }, (_, i) => ({ title: `Bench upload ${i}` })) },
  );
  if (added.status !== 201) throw new Error(`adding checklist items answered ${added.status}`);
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  const bytes = Buffer.alloc(UPLOAD_BYTES, 0x20);
  head.copy(bytes, 0);
  tail.copy(bytes, UPLOAD_BYTES - tail.length);
  // Made once, as the browser holds the picked file: each run sends the same bytes.
  const file = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });

  const timings: { issue: number; send: number; complete: number; total: number }[] = [];
  const problems: string[] = [];
  for (const [i, item] of added.body.items.entries()) {
    const started = performance.now();
    const issued = await call<{ file: DocumentFile; upload: UploadForm }>(
      ctx,
      'POST',
      `/api/requests/${request.id}/checklist/${item.id}/uploads`,
      ctx.clientToken,
      { fileName: 'Bench statement.pdf', contentType: 'application/pdf', size: UPLOAD_BYTES },
    );
    if (issued.status !== 201) {
      problems.push(`upload form: ${issued.status} ${issued.body.message ?? ''}`.trim());
      continue;
    }
    const afterIssue = performance.now();
    // The form's fields first, the file last, as S3 requires and the browser's FormData sends.
    const form = new FormData();
    for (const [k, v] of Object.entries(issued.body.upload.fields)) form.append(k, v);
    form.append('file', file, 'Bench statement.pdf');
    const sent = await fetch(issued.body.upload.url, { method: 'POST', body: form });
    await sent.arrayBuffer();
    if (!sent.ok) {
      problems.push(`POST to the upload URL: ${sent.status}`);
      continue;
    }
    const afterSend = performance.now();
    const done = await call<{ file: DocumentFile }>(
      ctx,
      'POST',
      `/api/requests/${request.id}/documents/${issued.body.file.id}/complete`,
      ctx.clientToken,
    );
    const finished = performance.now();
    if (done.status !== 200 || done.body.file.status !== 'uploaded' || done.body.file.size !== UPLOAD_BYTES) {
      problems.push(`complete: ${done.status} ${done.body.message ?? done.body.file?.status ?? ''}`.trim());
      continue;
    }
    // The first run warms up the handlers and connections: checked, not counted.
    if (i > 0) {
      timings.push({
        issue: afterIssue - started,
        send: afterSend - afterIssue,
        complete: finished - afterSend,
        total: finished - started,
      });
    }
  }
  return {
    runs,
    issue: median(timings.map((t) => t.issue)),
    send: median(timings.map((t) => t.send)),
    complete: median(timings.map((t) => t.complete)),
    total: median(timings.map((t) => t.total)),
    errors: problems.length,
    problems,
  };
}

/**
 * The client's document list of one request holding LISTED_FILES files and LISTED_ITEMS checklist
 * items. They are written straight to the documents table in the records the data module keeps
 * (lambdas/data/documents.ts): 1,000 real uploads would only make the bench slow. The list route
 * answers the whole checklist and every listed file in one response (no pages), so each GET is
 * the whole list; timed `requests` times after one warm-up.
 */
export async function benchDocumentList(ctx: DocumentsContext, requests: number): Promise<ListFigures> {
  const request = await fileRequest(ctx, 'Bench request with a thousand documents.');
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const items = Array.from({ length: LISTED_ITEMS }, (_, i) => {
    const id = randomUUID();
    return {
      requestId: request.id,
      item: `check#${id}`,
      id,
      title: `Bench document ${i + 1}`,
      note: 'Scans are fine',
      status: 'pending',
      createdAt: at(100_000 - i),
      updatedAt: at(100_000 - i),
    };
  });
  // Only files of the statuses a list shows; the record's content matters here for its size,
  // so it has every field an uploaded and reviewed file has.
  const statuses = ['uploaded', 'accepted', 'rejected'] as const;
  const files = Array.from({ length: LISTED_FILES }, (_, i) => {
    const id = randomUUID();
    const status = statuses[i % statuses.length]!;
    return {
      requestId: request.id,
      item: `file#${id}`,
      id,
      kind: 'upload',
      itemId: items[i % LISTED_ITEMS]!.id,
      fileName: `Bank statement ${String(i + 1).padStart(4, '0')}.pdf`,
      contentType: 'application/pdf',
      size: 200_000 + i * 37,
      status,
      uploadedBy: { sub: request.clientSub, name: request.clientName, role: 'client' },
      createdAt: at(LISTED_FILES - i),
      updatedAt: at(LISTED_FILES - i),
      ...(status === 'uploaded' ? {} : { reviewedBy: 'Bench Admin' }),
      ...(status === 'rejected' ? { reviewReason: 'The pages are cut off; scan them again.' } : {}),
      key: `${DOCUMENT_KEY_PREFIX}${request.clientSub}/${request.id}/${id}`,
    };
  });
  const records = [...items, ...files];
  for (let i = 0; i < records.length; i += 25) {
    await ctx.documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [ctx.documentsTable]: records.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }

  const times: number[] = [];
  const problems: string[] = [];
  let counts = { files: 0, items: 0, bytes: 0 };
  for (let i = 0; i <= requests; i++) {
    const started = performance.now();
    const res = await fetch(`${ctx.apiUrl}/api/requests/${request.id}/documents`, {
      headers: { authorization: `Bearer ${ctx.clientToken}` },
    });
    const raw = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) {
      problems.push(`GET the list: ${res.status}`);
      continue;
    }
    const body = JSON.parse(Buffer.from(raw).toString('utf8')) as { items: unknown[]; files: unknown[] };
    counts = { files: body.files.length, items: body.items.length, bytes: raw.byteLength };
    if (counts.files !== LISTED_FILES || counts.items !== LISTED_ITEMS) {
      problems.push(`the list held ${counts.files} files and ${counts.items} items`);
      continue;
    }
    if (i > 0) times.push(elapsed); // the first warms up
  }
  return {
    requests,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    ...counts,
    errors: problems.length,
    problems,
  };
}
