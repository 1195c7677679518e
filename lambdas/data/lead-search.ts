import { BatchWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { entryLead, searchEntries, searchReads, type SearchRead } from './lead-search-entries';
import { documents } from './dynamodb';
import { batchGetAll, pages, queryPages } from './paging';

/** A word with more entries than this is common: the other words of the query choose the leads. */
const COMMON_WORD = 500;
/** A word read on because every word of the query is common stops here. */
const WORD_CAP = 20_000;

/** Writes what a lead can be found by; written again, the same entries replace themselves. */
export async function indexLead(lead: Parameters<typeof searchEntries>[0]): Promise<void> {
  const table = tableName('leadSearch');
  let requests = (await searchEntries(lead)).map((Item) => ({ PutRequest: { Item } }));
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

/**
 * The leads found by one read (id to creation time), reading no more than `cap` entries; `capped`
 * when there were more.
 */
async function readMatches(
  read: SearchRead,
  cap: number,
): Promise<{ found: Map<string, string>; reads: number; capped: boolean }> {
  const input: QueryCommandInput = {
    TableName: tableName('leadSearch'),
    KeyConditionExpression: read.prefix ? '#t = :t AND begins_with(#e, :p)' : '#t = :t',
    ExpressionAttributeNames: { '#t': 'term', '#e': 'entry' },
    ExpressionAttributeValues: { ':t': read.term, ...(read.prefix ? { ':p': read.prefix } : {}) },
    ProjectionExpression: '#e',
    Limit: cap,
  };
  const found = new Map<string, string>();
  let reads = 0;
  let capped = false;
  for await (const page of pages(queryPages(input))) {
    reads++;
    for (const item of page.Items ?? []) {
      const { leadId, createdAt } = entryLead(item.entry as string);
      found.set(leadId, createdAt);
    }
    if (found.size >= cap) {
      capped = page.LastEvaluatedKey !== undefined;
      break;
    }
  }
  return { found, reads, capped };
}

/**
 * The leads a search query finds, newest first (id and creation time), with the number of reads
 * it took; undefined when the query has nothing to search by (no word of two characters).
 *
 * Each word's entries are read up to COMMON_WORD of them. A word with more (a common name, say)
 * does not choose the leads: the other words do, and the caller keeps those of the found leads
 * whose own words begin with it (`alsoBegin`). Only when every word is that common is the first
 * one read on, up to WORD_CAP.
 */
export async function searchLeadIds(
  query: string,
): Promise<
  | { matches: { id: string; createdAt: string }[]; reads: number; alsoBegin: string[]; capped: boolean }
  | undefined
> {
  const plan = await searchReads(query);
  if (!plan) return undefined;
  const results = await Promise.all(plan.map((read) => readMatches(read, COMMON_WORD)));
  let reads = results.reduce((n, r) => n + r.reads, 0);
  let choosing = results.filter((r) => !r.capped);
  // Every word common, and the first one more common than WORD_CAP: the newest matches only.
  let capped = false;
  if (choosing.length === 0) {
    const whole = await readMatches(plan[0]!, WORD_CAP);
    reads += whole.reads;
    choosing = [whole];
    capped = whole.capped;
  }
  const alsoBegin = plan
    .filter((_, i) => results[i]!.capped && results[i] !== choosing[0])
    .map((r) => r.prefix!);
  const [first, ...rest] = choosing.map((r) => r.found);
  const matches = [...first!]
    .filter(([id]) => rest.every((other) => other.has(id)))
    .map(([id, createdAt]) => ({ id, createdAt }))
    .sort((a, b) =>
      a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
    );
  return { matches, reads, alsoBegin: [...new Set(alsoBegin)], capped };
}

/** Whether each of `prefixes` begins one of the words the lead is found by. */
export async function beginsWords(
  lead: Parameters<typeof searchEntries>[0],
  prefixes: string[],
): Promise<boolean> {
  if (prefixes.length === 0) return true;
  const words = (await searchEntries(lead))
    .filter((e) => e.term.startsWith('word#'))
    .map((e) => e.entry.slice(0, e.entry.indexOf('#')));
  return prefixes.every((p) => words.some((w) => w.startsWith(p)));
}

/** The leads of these ids, in the order given; an id whose lead is gone is passed over. */
export async function leadsByIds(ids: string[]): Promise<Lead[]> {
  const found = await batchGetAll<Lead>(
    tableName('leads'),
    ids.map((id) => ({ id })),
  );
  const byId = new Map(found.map((lead) => [lead.id, lead]));
  return ids.map((id) => byId.get(id)).filter((l): l is Lead => Boolean(l));
}
