import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documents } from './dynamodb';

/**
 * DynamoDB answers a query a page (at most 1 MB) at a time, with the key to read the next
 * one from (LastEvaluatedKey) until there is none. Every read of more than one page goes through
 * here, and so does every page cursor the API hands out.
 */

export type StartKey = Record<string, unknown>;

/** One page of a query. */
export type Page = Pick<QueryCommandOutput, 'Items' | 'Count' | 'LastEvaluatedKey'>;

/** Reads the page that starts at `start` (the first page when undefined). */
export type PageReader = (start: StartKey | undefined) => Promise<Page>;

export const queryPages =
  (input: QueryCommandInput): PageReader =>
  (start) =>
    documents.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));

/** The pages in order, from `start`, until DynamoDB has no more (or the caller stops asking). */
export async function* pages(read: PageReader, start?: StartKey): AsyncGenerator<Page> {
  do {
    const page = await read(start);
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item, in order; stops after the page that reaches `cap` items. */
export async function readAll<T>(read: PageReader, cap = Infinity): Promise<T[]> {
  const out: T[] = [];
  for await (const page of pages(read)) {
    out.push(...((page.Items ?? []) as T[]));
    if (out.length >= cap) break;
  }
  return out;
}

/** How many items match, summed over the pages (send the read with `Select: 'COUNT'`). */
export async function countAll(read: PageReader): Promise<number> {
  let count = 0;
  for await (const page of pages(read)) count += page.Count ?? 0;
  return count;
}

/** A start key as an opaque, URL-safe page cursor; undefined when there is no next page. */
export const encodeCursor = (key: StartKey | undefined): string | undefined =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/**
 * The start key a cursor carries, not yet checked against the read it is to resume (the caller
 * must: DynamoDB answers a start key of another index or value with an error, not a page).
 * Undefined when the cursor is not one `encodeCursor` could have made.
 */
export function decodeCursor(cursor: string): StartKey | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return key && typeof key === 'object' && !Array.isArray(key) ? (key as StartKey) : undefined;
}

/** What a batch read asks of its table besides the keys (consistency, projection). */
type BatchReadOptions = Omit<NonNullable<BatchGetCommandInput['RequestItems']>[string], 'Keys'>;

/**
 * The items of these keys from one table, in no particular order, read 100 keys at a time. Keys
 * DynamoDB leaves unprocessed (throttling) are asked again after a short pause; if some are still
 * left after a few tries the read fails, so an answer never silently lacks an item that exists.
 */
export async function batchGetAll<T>(
  table: string,
  keys: readonly Record<string, unknown>[],
  options: BatchReadOptions = {},
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let left = keys.slice(i, i + 100);
    for (let attempt = 0; left.length > 0; attempt++) {
      if (attempt > 0) {
        if (attempt > 8) throw new Error(`${left.length} keys of ${table} not read after 8 tries`);
        await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
      const { Responses, UnprocessedKeys } = await documents.send(
        new BatchGetCommand({ RequestItems: { [table]: { ...options, Keys: left } } }),
      );
      out.push(...((Responses?.[table] ?? []) as T[]));
      left = (UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return out;
}
