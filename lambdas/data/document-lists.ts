import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ChecklistItem } from '../../shared/documents';
import { DOCUMENT_PAGE_SIZE, MAX_NEEDED_ITEMS, type DocumentKind } from '../../shared/document-lists';
import { isRecordId } from '../../shared/record-id';
import { tableName } from '../runtime/env';
import {
  LISTED_FILE_STATUSES,
  OPEN_QUEUE,
  toFile,
  toItem,
  type FileRecord,
  type ItemRecord,
  type StoredFile,
} from './documents';
import { documents } from './dynamodb';
import { decodeCursor, encodeCursor, pages, type StartKey, batchGetAll } from './paging';

/**
 * The documents table read across requests, through its client and outstanding indexes (never a
 * Scan): a client's files, a client's outstanding checklist items, and every outstanding item.
 */

/** A cursor that is not one this list, for this caller and filter, gave out. */
export class InvalidDocumentCursorError extends Error {
  constructor() {
    super('not a cursor of this list and filter; start again from the first page');
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isValidationError = (e: unknown) => e instanceof Error && e.name === 'ValidationException';

/**
 * A page cursor carries the last row's table key and index sort key only; the index's partition
 * (the caller's own sub, or the outstanding queue) is added here, never taken from the cursor.
 */
function cursorFields(
  cursor: string | undefined,
  prefix: 'file#' | 'check#',
  sortKey: string,
  sortValid: (value: string) => boolean,
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  const fields = decodeCursor(cursor);
  const item = fields?.item;
  const sort = fields?.[sortKey];
  const valid =
    fields !== undefined &&
    Object.keys(fields).sort().join() === ['item', 'requestId', sortKey].sort().join() &&
    isRecordId(fields.requestId) &&
    typeof item === 'string' &&
    item.startsWith(prefix) &&
    isRecordId(item.slice(prefix.length)) &&
    typeof sort === 'string' &&
    sortValid(sort);
  if (!valid) throw new InvalidDocumentCursorError();
  return fields as Record<string, string>;
}

/** The first and last instants of a calendar year in India (UTC+5:30), as stored times. */
export function indiaYearBounds(year: number): { start: string; end: string } {
  const offset = 5.5 * 3600_000;
  return {
    start: new Date(Date.UTC(year, 0, 1) - offset).toISOString(),
    end: new Date(Date.UTC(year + 1, 0, 1) - offset - 1).toISOString(),
  };
}

export interface ClientFileFilter {
  request?: string;
  kind?: DocumentKind;
  year?: string;
  cursor?: string;
}

/**
 * One page of a client's listed files (uploaded, accepted or rejected), newest first, and the
 * cursor of the next. The year is a key condition; the request and kind are filters, read in
 * large pages so a rare match does not cost many round trips.
 */
export async function listClientFiles(
  clientSub: string,
  filter: ClientFileFilter,
  limit = DOCUMENT_PAGE_SIZE,
): Promise<{ files: StoredFile[]; cursor?: string }> {
  const bounds = filter.year ? indiaYearBounds(Number(filter.year)) : undefined;
  const fields = cursorFields(
    filter.cursor,
    'file#',
    'fileAt',
    (at) => ISO_INSTANT.test(at) && (!bounds || (at >= bounds.start && at <= bounds.end)),
  );
  let start: StartKey | undefined = fields && { ...fields, clientSub };
  const names: Record<string, string> = { '#c': 'clientSub', '#s': 'status' };
  const values: Record<string, unknown> = { ':c': clientSub };
  let key = '#c = :c';
  if (bounds) {
    names['#at'] = 'fileAt';
    Object.assign(values, { ':start': bounds.start, ':end': bounds.end });
    key += ' AND #at BETWEEN :start AND :end';
  }
  const listed = LISTED_FILE_STATUSES.map((status, i) => {
    values[`:s${i}`] = status;
    return `:s${i}`;
  });
  const conditions = [`#s IN (${listed.join(', ')})`];
  if (filter.request) {
    names['#r'] = 'requestId';
    values[':r'] = filter.request;
    conditions.push('#r = :r');
  }
  if (filter.kind) {
    names['#k'] = 'kind';
    values[':k'] = filter.kind;
    conditions.push('#k = :k');
  }
  const input: QueryCommandInput = {
    TableName: tableName('documents'),
    IndexName: 'byClientFiles',
    KeyConditionExpression: key,
    FilterExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
  let fromCursor = start !== undefined;
  // Unfiltered, nearly every row is listed: read one page and one more row (to know whether more
  // follow) rather than five pages' worth. A request or kind filter may skip most rows.
  const readLimit = filter.request || filter.kind ? 500 : limit + 1;
  const read = (at: StartKey | undefined) =>
    documents
      .send(new QueryCommand({ ...input, ExclusiveStartKey: at, Limit: readLimit }))
      .catch((error: unknown) => {
        throw fromCursor && isValidationError(error) ? new InvalidDocumentCursorError() : error;
      });
  const files: FileRecord[] = [];
  for await (const page of pages(read, start)) {
    fromCursor = false;
    const rows = (page.Items ?? []) as FileRecord[];
    const room = limit - files.length;
    files.push(...rows.slice(0, room));
    start = page.LastEvaluatedKey;
    if (files.length >= limit) {
      // More to come (in this page or after it): resume after the last file returned.
      if (rows.length > room || start) {
        const last = files[files.length - 1]!;
        start = { requestId: last.requestId, item: last.item, fileAt: last.fileAt, clientSub };
      }
      break;
    }
  }
  const next = start && { requestId: start.requestId, item: start.item, fileAt: start.fileAt };
  return { files: files.map(toFile), cursor: encodeCursor(next) };
}

/** A client's outstanding checklist items, earliest due first (at most `MAX_NEEDED_ITEMS`). */
export async function listClientOutstanding(
  clientSub: string,
  filter: { request?: string } = {},
): Promise<{ items: ChecklistItem[]; more: boolean }> {
  const items: ItemRecord[] = [];
  const read = (at: StartKey | undefined) =>
    documents.send(
      new QueryCommand({
        TableName: tableName('documents'),
        IndexName: 'byClientOutstanding',
        KeyConditionExpression: 'openClient = :c',
        ...(filter.request
          ? {
              FilterExpression: 'requestId = :r',
              ExpressionAttributeValues: { ':c': clientSub, ':r': filter.request },
            }
          : { ExpressionAttributeValues: { ':c': clientSub } }),
        ExclusiveStartKey: at,
        Limit: filter.request ? 500 : MAX_NEEDED_ITEMS + 1,
      }),
    );
  for await (const page of pages(read)) {
    items.push(...((page.Items ?? []) as ItemRecord[]));
    if (items.length > MAX_NEEDED_ITEMS) break;
  }
  return { items: items.slice(0, MAX_NEEDED_ITEMS).map(toItem), more: items.length > MAX_NEEDED_ITEMS };
}

/**
 * One page of every outstanding checklist item, earliest due first, so the overdue ones lead and
 * those without a due date close; `overdueBefore` (India's today) keeps the overdue ones only.
 */
export async function listOutstanding(filter: {
  overdueBefore?: string;
  cursor?: string;
  limit?: number;
}): Promise<{ items: (ChecklistItem & { clientSub?: string })[]; cursor?: string }> {
  const fields = cursorFields(
    filter.cursor,
    'check#',
    'dueKey',
    (due) => ISO_DAY.test(due) && (!filter.overdueBefore || due < filter.overdueBefore),
  );
  const start = fields && { ...fields, openQueue: OPEN_QUEUE };
  try {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName('documents'),
        IndexName: 'byOutstanding',
        KeyConditionExpression: filter.overdueBefore
          ? 'openQueue = :q AND dueKey < :today'
          : 'openQueue = :q',
        ExpressionAttributeValues: {
          ':q': OPEN_QUEUE,
          ...(filter.overdueBefore ? { ':today': filter.overdueBefore } : {}),
        },
        ExclusiveStartKey: start,
        Limit: filter.limit ?? DOCUMENT_PAGE_SIZE,
      }),
    );
    const rows = (page.Items ?? []) as ItemRecord[];
    const last = page.LastEvaluatedKey;
    return {
      items: rows.map((row) => ({ ...toItem(row), ...(row.clientSub ? { clientSub: row.clientSub } : {}) })),
      cursor: encodeCursor(last && { requestId: last.requestId, item: last.item, dueKey: last.dueKey }),
    };
  } catch (error) {
    throw start && isValidationError(error) ? new InvalidDocumentCursorError() : error;
  }
}

/** What the lists show of a request: its service and client (BatchGet, 100 keys at a time). */
export interface RequestLabel {
  id: string;
  serviceTitle: string;
  clientSub: string;
  clientName: string;
}

export async function requestLabels(ids: readonly string[]): Promise<Map<string, RequestLabel>> {
  const rows = await batchGetAll<RequestLabel>(
    tableName('requests'),
    [...new Set(ids)].map((requestId) => ({ requestId, item: 'request' })),
    {
      ProjectionExpression: '#id, serviceTitle, clientSub, clientName',
      ExpressionAttributeNames: { '#id': 'id' },
    },
  );
  return new Map(rows.map((row) => [row.id, row]));
}
