import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { allServices } from '../../shared/catalogue';
import {
  DOCUMENT_KEY_PREFIX,
  MAX_CHECKLIST_ITEMS,
  MAX_DOCUMENT_BYTES,
  type ChecklistItem,
  type DocumentFile,
  type UploadForm,
} from '../../shared/documents';
import { DOCUMENT_PAGE_SIZE } from '../../shared/document-lists';
import { dueKeyOf, OPEN_QUEUE } from '../../lambdas/data/documents';
import type { ServiceRequest } from '../../shared/portal-model';

/**
 * The documents part of `npm run bench:api`: a client's upload of a large file the way the
 * browser sends it, then the document lists over many seeded files: a request's, the client's
 * across its requests (page by page), and the firm's outstanding items. All go through the local
 * API and, for the upload, the local S3 (the guard in front of s3rver), on 127.0.0.1 only.
 */

/** Bytes in a megabyte, as the app counts them (its 25 MB limit is 25 × 1024 × 1024). */
export const MB = 1024 * 1024;
/** The uploaded file: 10 MB, well within the upload limit. */
export const UPLOAD_BYTES = 10 * MB;
if (UPLOAD_BYTES > MAX_DOCUMENT_BYTES) throw new Error('the bench file is larger than the upload limit');
/** Files seeded for one client's lists. */
export const LISTED_FILES = 1_000;
/** Checklist items seeded with them, all still needed. */
export const LISTED_ITEMS = 40;
/** The client's requests the files and items are spread over, evenly (1 puts all on one). */
export const LISTED_REQUESTS = 10;
export const FILES_PER_REQUEST = LISTED_FILES / LISTED_REQUESTS;
export const ITEMS_PER_REQUEST = LISTED_ITEMS / LISTED_REQUESTS;
if (
  !Number.isInteger(FILES_PER_REQUEST) ||
  !Number.isInteger(ITEMS_PER_REQUEST) ||
  ITEMS_PER_REQUEST > MAX_CHECKLIST_ITEMS
) {
  throw new Error(
    `the seeded files and items must spread evenly, at most ${MAX_CHECKLIST_ITEMS} items a checklist`,
  );
}

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
  // The client may upload for them once told.
  const told = await call(ctx, 'POST', `/api/requests/${request.id}/checklist-notice`, ctx.adminToken);
  if (told.status !== 200) throw new Error(`telling the client answered ${told.status}`);
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

/** What seedClientDocuments wrote: the client's requests and the ids of the seeded records. */
export interface SeededDocuments {
  requests: ServiceRequest[];
  clientSub: string;
  /** Ids of the seeded files and items. */
  fileIds: Set<string>;
  itemIds: Set<string>;
}

/**
 * A client with LISTED_FILES files and LISTED_ITEMS checklist items spread evenly over
 * LISTED_REQUESTS of its requests. They are written straight to the documents table in the
 * records the data module keeps (lambdas/data/documents.ts), with the attributes its client and
 * outstanding indexes read: `clientSub` on every record, `fileAt` on files, `dueKey` on items,
 * and `openClient` and `openQueue` on the items still needed. 1,000 real uploads would only make
 * the bench slow. Every item is still needed (requested, or rejected and to be sent again); a
 * third have no due date and some are overdue, so the outstanding lists mix both kinds of date.
 */
export async function seedClientDocuments(ctx: DocumentsContext): Promise<SeededDocuments> {
  const requests: ServiceRequest[] = [];
  for (let r = 0; r < LISTED_REQUESTS; r++) {
    requests.push(
      await fileRequest(ctx, `Bench request ${r + 1} of ${LISTED_REQUESTS} with many documents.`),
    );
  }
  const clientSub = requests[0]!.clientSub;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const day = (daysFromNow: number) => new Date(now + daysFromNow * 86_400_000).toISOString().slice(0, 10);
  const items = Array.from({ length: LISTED_ITEMS }, (_, i) => {
    const id = randomUUID();
    const request = requests[i % LISTED_REQUESTS]!;
    const dueDate = i % 3 === 0 ? undefined : day((i % 7) * 5 - 10);
    const rejected = i % 2 === 1;
    return {
      requestId: request.id,
      item: `check#${id}`,
      id,
      title: `Bench document ${i + 1}`,
      note: 'Scans are fine',
      ...(dueDate ? { dueDate } : {}),
      status: rejected ? 'rejected' : 'pending',
      ...(rejected ? { rejectionReason: 'The pages are cut off; scan them again.' } : {}),
      createdAt: at(100_000 - i),
      updatedAt: at(100_000 - i),
      clientSub,
      dueKey: dueKeyOf(dueDate),
      openClient: clientSub,
      openQueue: OPEN_QUEUE,
    };
  });
  // Only files of the statuses a list shows; the record's content matters here for its size,
  // so it has every field an uploaded and reviewed file has.
  const statuses = ['uploaded', 'accepted', 'rejected'] as const;
  const files = Array.from({ length: LISTED_FILES }, (_, i) => {
    const id = randomUUID();
    const status = statuses[i % statuses.length]!;
    const item = items[i % LISTED_ITEMS]!;
    const request = requests[i % LISTED_REQUESTS]!;
    const createdAt = at(LISTED_FILES - i);
    return {
      requestId: request.id,
      item: `file#${id}`,
      id,
      kind: 'upload',
      itemId: item.id,
      fileName: `Bank statement ${String(i + 1).padStart(4, '0')}.pdf`,
      contentType: 'application/pdf',
      size: 200_000 + i * 37,
      status,
      uploadedBy: { sub: clientSub, name: request.clientName, role: 'client' },
      createdAt,
      updatedAt: createdAt,
      ...(status === 'uploaded' ? {} : { reviewedBy: 'Bench Admin' }),
      ...(status === 'rejected' ? { reviewReason: 'The pages are cut off; scan them again.' } : {}),
      key: `${DOCUMENT_KEY_PREFIX}${clientSub}/${request.id}/${id}`,
      clientSub,
      fileAt: createdAt,
    };
  });
  // Both lists above hand out requests in turn, so each item's request is its files' request.
  const itemRequest = new Map(items.map((it) => [it.id, it.requestId]));
  if (files.some((f) => itemRequest.get(f.itemId) !== f.requestId)) {
    throw new Error("a seeded file is not on its checklist item's request");
  }
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
  return {
    requests,
    clientSub,
    fileIds: new Set(files.map((f) => f.id)),
    itemIds: new Set(items.map((it) => it.id)),
  };
}

/**
 * The client's document list of one of the seeded requests (LISTED_FILES / LISTED_REQUESTS
 * files, LISTED_ITEMS / LISTED_REQUESTS items). The route answers the whole checklist and every
 * listed file in one response (no pages), so each GET is the whole list; timed `requests` times
 * after one warm-up.
 */
export async function benchDocumentList(
  ctx: DocumentsContext,
  seeded: SeededDocuments,
  requests: number,
): Promise<ListFigures> {
  const request = seeded.requests[0]!;
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
    if (counts.files !== FILES_PER_REQUEST || counts.items !== ITEMS_PER_REQUEST) {
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

export interface ClientListFigures {
  requests: number;
  /** The first page (no cursor): its times over `requests` GETs after one warm-up, in ms. */
  firstP50: number;
  firstP95: number;
  firstFiles: number;
  firstBytes: number;
  /** Every page, following the cursor: the median and slowest of `runs` whole reads, in ms. */
  runs: number;
  allMedian: number;
  allMax: number;
  pages: number;
  files: number;
  /** Of those files, the seeded ones (the others are the client's real uploads, if any). */
  seededFiles: number;
  needed: number;
  seededNeeded: number;
  errors: number;
  problems: string[];
}

interface ClientPage {
  files: { id: string; createdAt: string }[];
  cursor?: string;
  needed: { id: string }[];
  neededMore: boolean;
}

/**
 * GET /api/documents as the seeded client: the first page `requests` times after one warm-up,
 * then every page, following the cursor, `runs` times. Each whole read is checked: every seeded
 * file once, newest first, and every seeded item among the needed ones.
 */
export async function benchClientDocuments(
  ctx: DocumentsContext,
  seeded: SeededDocuments,
  requests: number,
  runs: number,
): Promise<ClientListFigures> {
  const problems: string[] = [];
  const get = async (cursor?: string) => {
    const started = performance.now();
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${ctx.apiUrl}/api/documents${query}`, {
      headers: { authorization: `Bearer ${ctx.clientToken}` },
    });
    const raw = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200)
      throw new Error(`GET /api/documents${cursor ? ' (a next page)' : ''}: ${res.status}`);
    const body = JSON.parse(Buffer.from(raw).toString('utf8')) as ClientPage;
    return { body, elapsed, bytes: raw.byteLength };
  };

  const first: number[] = [];
  let firstFiles = 0;
  let firstBytes = 0;
  for (let i = 0; i <= requests; i++) {
    try {
      const page = await get();
      firstFiles = page.body.files.length;
      firstBytes = page.bytes;
      if (firstFiles !== DOCUMENT_PAGE_SIZE || !page.body.cursor) {
        problems.push(`the first page held ${firstFiles} files${page.body.cursor ? '' : ' and no cursor'}`);
        continue;
      }
      if (i > 0) first.push(page.elapsed); // the first warms up
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  const whole: number[] = [];
  let counts = { pages: 0, files: 0, seededFiles: 0, needed: 0, seededNeeded: 0 };
  for (let run = 0; run < runs; run++) {
    try {
      const started = performance.now();
      const files: ClientPage['files'] = [];
      let needed: ClientPage['needed'] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await get(cursor);
        pages += 1;
        files.push(...page.body.files);
        if (pages === 1) needed = page.body.needed;
        cursor = page.body.cursor;
      } while (cursor && pages < 1000);
      const elapsed = performance.now() - started;
      counts = {
        pages,
        files: files.length,
        seededFiles: files.filter((f) => seeded.fileIds.has(f.id)).length,
        needed: needed.length,
        seededNeeded: needed.filter((it) => seeded.itemIds.has(it.id)).length,
      };
      const unique = new Set(files.map((f) => f.id)).size;
      const newestFirst = files.every((f, i) => i === 0 || files[i - 1]!.createdAt >= f.createdAt);
      if (
        unique !== files.length ||
        !newestFirst ||
        counts.seededFiles !== LISTED_FILES ||
        counts.seededNeeded !== LISTED_ITEMS
      ) {
        problems.push(
          `all pages: ${files.length} files (${unique} distinct, ${counts.seededFiles} seeded${newestFirst ? '' : ', out of order'}), ${counts.seededNeeded} seeded items needed`,
        );
        continue;
      }
      whole.push(elapsed);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return {
    requests,
    firstP50: percentile(first, 50),
    firstP95: percentile(first, 95),
    firstFiles,
    firstBytes,
    runs,
    allMedian: median(whole),
    allMax: whole.length ? Math.max(...whole) : NaN,
    ...counts,
    errors: problems.length,
    problems,
  };
}

export interface OutstandingFigures {
  requests: number;
  p50: number;
  p95: number;
  items: number;
  seededItems: number;
  bytes: number;
  errors: number;
  problems: string[];
}

/**
 * GET /api/admin/documents/outstanding as the admin: the first page `requests` times after one
 * warm-up. Every seeded item is still needed, so each must be on it while the whole queue fits
 * one page.
 */
export async function benchOutstanding(
  ctx: DocumentsContext,
  seeded: SeededDocuments,
  requests: number,
): Promise<OutstandingFigures> {
  const times: number[] = [];
  const problems: string[] = [];
  let counts = { items: 0, seededItems: 0, bytes: 0 };
  for (let i = 0; i <= requests; i++) {
    const started = performance.now();
    const res = await fetch(`${ctx.apiUrl}/api/admin/documents/outstanding`, {
      headers: { authorization: `Bearer ${ctx.adminToken}` },
    });
    const raw = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) {
      problems.push(`GET the outstanding list: ${res.status}`);
      continue;
    }
    const body = JSON.parse(Buffer.from(raw).toString('utf8')) as {
      items: { id: string; serviceTitle: string; clientSub: string }[];
      cursor?: string;
    };
    const ours = body.items.filter((it) => seeded.itemIds.has(it.id));
    counts = { items: body.items.length, seededItems: ours.length, bytes: raw.byteLength };
    const labelled = ours.every((it) => it.serviceTitle && it.clientSub === seeded.clientSub);
    if ((!body.cursor && ours.length !== LISTED_ITEMS) || !labelled) {
      problems.push(
        `the first page held ${body.items.length} items, ${ours.length} seeded${labelled ? '' : ' (some without their request)'}`,
      );
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
