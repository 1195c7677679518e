import { BatchGetCommand, BatchWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import { tableName } from '../core/env';
import { entryLead, searchEntries, searchReads, type SearchRead } from '../domain/lead-search';
import { documents } from './dynamodb';
import { pages, queryPages } from './paging';

/** A word matching more entries than this is read no further (its matches are the oldest words). */
const WORD_CAP = 20_000;

/** Writes what a lead can be found by; written again, the same entries replace themselves. */
export async function indexLead(lead: Parameters<typeof searchEntries>[0]): Promise<void> {
  const table = tableName('leadSearch');
  let requests = searchEntries(lead).map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    const batch = requests.slice(0, 25);
    const { UnprocessedItems } = await documents.send(
      new BatchWriteCommand({ RequestItems: { [table]: batch } }),
    );
    const left = (UnprocessedItems?.[table] ?? []) as typeof requests;
    requests = [...left, ...requests.slice(25)];
    if (left.length > 0) {
      if (attempt >= 8) throw new Error(`search entries of lead ${lead.id} not written after 8 tries`);
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    }
  }
}

/** The leads found by one read: id to creation time. */
async function readMatches(read: SearchRead): Promise<{ found: Map<string, string>; reads: number }> {
  const input: QueryCommandInput = {
    TableName: tableName('leadSearch'),
    KeyConditionExpression: read.prefix ? '#t = :t AND begins_with(#e, :p)' : '#t = :t',
    ExpressionAttributeNames: { '#t': 'term', '#e': 'entry' },
    ExpressionAttributeValues: { ':t': read.term, ...(read.prefix ? { ':p': read.prefix } : {}) },
    ProjectionExpression: '#e',
  };
  const found = new Map<string, string>();
  let reads = 0;
  for await (const page of pages(queryPages(input))) {
    reads++;
    for (const item of page.Items ?? []) {
      const { leadId, createdAt } = entryLead(item.entry as string);
      found.set(leadId, createdAt);
    }
    if (found.size >= WORD_CAP) break;
  }
  return { found, reads };
}

/**
 * The leads a search query finds, newest first (id and creation time), with the number of reads
 * it took; undefined when the query has nothing to search by (no word of two characters).
 */
export async function searchLeadIds(
  query: string,
): Promise<{ matches: { id: string; createdAt: string }[]; reads: number } | undefined> {
  const plan = searchReads(query);
  if (!plan) return undefined;
  const results = await Promise.all(plan.map(readMatches));
  const [first, ...rest] = results.map((r) => r.found);
  const matches = [...first!]
    .filter(([id]) => rest.every((other) => other.has(id)))
    .map(([id, createdAt]) => ({ id, createdAt }))
    .sort((a, b) =>
      a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
    );
  return { matches, reads: results.reduce((n, r) => n + r.reads, 0) };
}

/** The leads of these ids, in the order given; an id whose lead is gone is passed over. */
export async function leadsByIds(ids: string[]): Promise<Lead[]> {
  const table = tableName('leads');
  const byId = new Map<string, Lead>();
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] = ids.slice(i, i + 100).map((id) => ({ id }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      const { Responses, UnprocessedKeys } = await documents.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
      );
      for (const item of (Responses?.[table] ?? []) as Lead[]) byId.set(item.id, item);
      keys = (UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      if (keys.length > 0) {
        if (attempt >= 8) throw new Error('leads not read after 8 tries');
        await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
    }
  }
  return ids.map((id) => byId.get(id)).filter((l): l is Lead => Boolean(l));
}
