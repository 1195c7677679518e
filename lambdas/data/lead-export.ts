import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadExport } from '../../shared/api-types';
import { LEAD_EXPORT_FAILED, LEAD_EXPORT_JOB_SECONDS, LEAD_EXPORT_PREFIX } from '../../shared/documents';
import { leadsCsv } from '../../shared/leads';
import { tableName } from '../runtime/env';
import { logger } from '../runtime/observability';
import { completeUpload, downloadUrl, putObject, startUpload, uploadPart } from './document-store';
import { documents } from './dynamodb';
import { leadBatches, NothingToSearchError, SearchTooBroadError, type LeadFilter } from './leads';

/**
 * The lead list's CSV export, of any size. The admin's browser names an export by an id it
 * chooses; the first ask records it (`queued`) in the exports table, whose stream starts the job
 * (lambdas/export-leads.ts), and every later ask with that id reads how far it got. The job reads
 * the filtered leads a page at a time and writes the file to the bucket as it goes, in parts, so
 * neither the leads nor the file are ever held whole; once the file is complete, an ask answers a
 * link that downloads it for a minute. An export and its file are forgotten after a day.
 */

/** What the file's columns show: nothing else is read (not the webhook payloads). */
const CSV_FIELDS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'company',
  'source',
  'endpoint',
  'campaign',
  'status',
  'ownerName',
  'service',
  'message',
] as const;

/** How long the download link works. */
const LINK_SECONDS = 60;
/** How long the export is remembered (its file lives as long: the bucket's lifecycle). */
const KEPT_SECONDS = 86_400;
/** A queued export not started by then never will be (its job could not be run). */
const START_SECONDS = 5 * 60;
/** How often, at least, the job records how many leads it has written. */
const PROGRESS_MS = 2000;
/** S3's smallest part but the last is 5 MiB; parts are written at 8 MiB. */
export const PART_BYTES = 8 * 1024 * 1024;

interface ExportItem {
  id: string;
  requestedBy: string;
  filter: LeadFilter;
  status: LeadExport['status'];
  leads: number;
  error?: string;
  createdAt: string;
  startedAt?: string;
  expiresAt: number;
}

/** The id names another admin's export: answered as if there were none. */
export class ExportNotFoundError extends Error {}
/** The id names an export of other filters. */
export class ExportConflictError extends Error {}

/** What the admin is told of an export that ran out of time after `leads` leads. */
const stoppedWords = (leads: number) =>
  `The export stopped after ${leads.toLocaleString('en-IN')} leads without finishing. Try narrower filters (a shorter date window, a status or a source).`;

const fileKey = (id: string) => `${LEAD_EXPORT_PREFIX}${id}.csv`;

/** Filters compared whatever the order of their fields. */
const sameFilter = (a: LeadFilter, b: LeadFilter) => {
  const norm = (f: LeadFilter) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return norm(a) === norm(b);
};

async function getExport(id: string): Promise<ExportItem | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('leadExports'), Key: { id }, ConsistentRead: true }),
  );
  return Item as ExportItem | undefined;
}

/**
 * The export `id` of `filter`, asked for by `sub`: recorded on the first ask (which starts its
 * job); the same ask again answers it as it is. Another admin's id is not found; the same id with
 * other filters is a conflict, never a second export.
 */
export async function startExport(
  id: string,
  filter: LeadFilter,
  sub: string,
  now = new Date(),
): Promise<LeadExport> {
  let item = await getExport(id);
  if (!item) {
    const fresh: ExportItem = {
      id,
      requestedBy: sub,
      // The stored filter has no undefined fields (DynamoDB keeps none).
      filter: JSON.parse(JSON.stringify(filter)) as LeadFilter,
      status: 'queued',
      leads: 0,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + KEPT_SECONDS,
    };
    try {
      await documents.send(
        new PutCommand({
          TableName: tableName('leadExports'),
          Item: fresh,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      item = fresh;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      // Asked twice at once: the other ask recorded it.
      item = (await getExport(id))!;
    }
  }
  // Past its day the export is gone, whenever DynamoDB gets to removing the item (its file is).
  if (item.requestedBy !== sub || item.expiresAt * 1000 <= now.getTime()) throw new ExportNotFoundError();
  if (!sameFilter(item.filter, filter)) throw new ExportConflictError();
  return answerOf(item, now);
}

/** The export `id`, as its asker `sub` may read it; another's, or one past its day, is not found. */
export async function readExport(id: string, sub: string, now = new Date()): Promise<LeadExport> {
  const item = await getExport(id);
  if (!item || item.requestedBy !== sub || item.expiresAt * 1000 <= now.getTime())
    throw new ExportNotFoundError();
  return answerOf(item, now);
}

/** What the admin's browser is told of an export. */
async function answerOf(item: ExportItem, now: Date): Promise<LeadExport> {
  const { id, leads } = item;
  const age = (since: string | undefined) => (now.getTime() - Date.parse(since ?? item.createdAt)) / 1000;
  switch (item.status) {
    case 'ready': {
      // The file is named for the day it was asked for, in India's time.
      const day = new Date(Date.parse(item.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
      return {
        id,
        status: 'ready',
        leads,
        url: await downloadUrl(fileKey(id), `leads-${day}.csv`, LINK_SECONDS),
        expiresAt: new Date(now.getTime() + LINK_SECONDS * 1000).toISOString(),
      };
    }
    case 'failed':
      return { id, status: 'failed', leads, error: item.error ?? 'The export failed.' };
    case 'running':
      if (age(item.startedAt) > LEAD_EXPORT_JOB_SECONDS + 60) {
        return {
          id,
          status: 'failed',
          leads,
          error: stoppedWords(leads),
        };
      }
      return { id, status: 'running', leads };
    default:
      if (age(item.createdAt) > START_SECONDS) {
        return { id, status: 'failed', leads, error: 'The export did not start. Please try again.' };
      }
      return { id, status: 'queued', leads };
  }
}

/** Where a file made in pieces goes: S3, or a test's stand-in. */
export interface FileStore {
  put(key: string, body: Uint8Array): Promise<void>;
  start(key: string): Promise<string>;
  part(key: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<string>;
  complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void>;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

const s3Store: FileStore = {
  put: (key, body) => putObject(key, body, CSV_TYPE),
  start: (key) => startUpload(key, CSV_TYPE),
  part: uploadPart,
  complete: completeUpload,
};

/**
 * A file written as it is made: the text is held until it reaches `partBytes`, then stored as a
 * part of a multipart upload. A file that never reaches one part is stored whole, in one request.
 */
export function fileWriter(key: string, store: FileStore = s3Store, partBytes = PART_BYTES) {
  const encoder = new TextEncoder();
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let uploadId: string | undefined;
  const parts: { partNumber: number; etag: string }[] = [];
  const take = () => {
    const body = new Uint8Array(heldBytes);
    let at = 0;
    for (const chunk of held) {
      body.set(chunk, at);
      at += chunk.length;
    }
    held = [];
    heldBytes = 0;
    return body;
  };
  const storePart = async () => {
    uploadId ??= await store.start(key);
    const partNumber = parts.length + 1;
    parts.push({ partNumber, etag: await store.part(key, uploadId, partNumber, take()) });
  };
  return {
    /** Adds text; answers whether a part was stored (the moment to tell how far the file got). */
    async write(text: string): Promise<boolean> {
      const bytes = encoder.encode(text);
      held.push(bytes);
      heldBytes += bytes.length;
      if (heldBytes < partBytes) return false;
      await storePart();
      return true;
    },
    /** Stores what is left and completes the file. */
    async finish(): Promise<void> {
      if (!uploadId) return store.put(key, take());
      if (heldBytes > 0) await storePart();
      await store.complete(key, uploadId, parts);
    },
  };
}

const update = (id: string, set: Record<string, unknown>, condition?: string, values = {}) => {
  const names: Record<string, string> = {};
  const vals: Record<string, unknown> = { ...values };
  const assignments = Object.entries(set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    vals[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return documents.send(
    new UpdateCommand({
      TableName: tableName('leadExports'),
      Key: { id },
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ExpressionAttributeNames: { ...names, ...(condition ? { '#status': 'status' } : {}) },
      ExpressionAttributeValues: vals,
      ...(condition ? { ConditionExpression: condition } : {}),
    }),
  );
};

/** The job stops this long before its time limit, to record how far it got. */
const STOP_BEFORE_LIMIT_MS = 30_000;

/** The job ran out of time before the file was complete. */
class OutOfTimeError extends Error {}

/**
 * The CSV of every lead the batches hold, written to `file`: the header once, then each batch's
 * rows in order. `progress` hears the count when a part is stored, and at least every two
 * seconds; past `deadline` (a time in ms) it stops with OutOfTimeError. Answers the count.
 */
export async function writeRows(
  batches: AsyncIterable<Parameters<typeof leadsCsv>[0]>,
  file: ReturnType<typeof fileWriter>,
  progress: (leads: number) => Promise<unknown>,
  deadline = Infinity,
): Promise<number> {
  let leads = 0;
  await file.write(leadsCsv([], true));
  let toldAt = Date.now();
  for await (const batch of batches) {
    if (Date.now() >= deadline) throw new OutOfTimeError();
    const stored = await file.write(leadsCsv(batch, false));
    leads += batch.length;
    if (stored || Date.now() - toldAt >= PROGRESS_MS) {
      await progress(leads);
      toldAt = Date.now();
    }
  }
  await file.finish();
  return leads;
}

/**
 * The job: writes the export's file and records the outcome on its item. Runs once per export:
 * it first claims the export (queued to running, while it is young enough that the admin still
 * waits for it), so a record handed over again does nothing. A failure is logged, then recorded
 * on the export with words for the admin; `deadline` (a time in ms) is when the job must have
 * stopped, so it stops shortly before and says how far it got.
 */
export async function runExport(
  id: string,
  options: { now?: () => Date; store?: FileStore; partBytes?: number; deadline?: number } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const item = await getExport(id);
  if (!item || item.status !== 'queued') return;
  // Asked for so long ago that the admin was told it did not start: not written after all.
  const youngest = new Date(now().getTime() - START_SECONDS * 1000).toISOString();
  try {
    await update(
      id,
      { status: 'running', startedAt: now().toISOString() },
      '#status = :queued AND createdAt > :youngest',
      { ':queued': 'queued', ':youngest': youngest },
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return;
    throw error;
  }
  let leads = 0;
  try {
    leads = await writeRows(
      // Date windows ('last 7 days') as of when the admin asked.
      leadBatches(item.filter, new Date(item.createdAt), CSV_FIELDS),
      fileWriter(fileKey(id), options.store, options.partBytes),
      (written) => {
        leads = written;
        return update(id, { leads });
      },
      (options.deadline ?? Infinity) - STOP_BEFORE_LIMIT_MS,
    );
    await update(id, { status: 'ready', leads, finishedAt: now().toISOString() });
  } catch (error) {
    // A search that cannot be answered, or an export too large for the job's time, is the
    // admin's to change; anything else is ours, logged first (counted by the jobs stack's alarm).
    const words =
      error instanceof SearchTooBroadError
        ? 'This search matches too many leads to export: add more of the name, or export by filters instead.'
        : error instanceof NothingToSearchError
          ? error.message
          : error instanceof OutOfTimeError
            ? stoppedWords(leads)
            : 'The export could not be written. Please try again; if it fails again, tell the site’s administrator.';
    if (!(error instanceof SearchTooBroadError || error instanceof NothingToSearchError))
      logger().error('Lead export failed', { event: LEAD_EXPORT_FAILED, id, leads, error });
    await update(id, { status: 'failed', leads, error: words, finishedAt: now().toISOString() });
  }
}
