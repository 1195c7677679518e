import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Lead, LeadStatus } from '../../shared/domain';
import { rangeBounds, type DateRange } from '../../shared/leads';
import { tableName } from '../runtime/env';
import { isRecordId } from '../../shared/record-id';
import { createdWithin, documents, transact } from './dynamodb';
import { decodeCursor, encodeCursor, pages, queryPages, readAll, type StartKey } from './paging';

/** The record that keeps a repeat whole: `repeat#<its id>`, outside every lead list. */
export const repeatRecordId = (id: string) => `repeat#${id}`;

/**
 * Makes a repeat wrongly attached to `leadId` a lead of its own: its whole submission becomes a
 * new lead (with the repeat's id), the repeat's record goes, and the lead's history, count and
 * last contact no longer include it. The contact claims stay with the first lead. Undefined when
 * either is not there; false when the lead's history changed meanwhile.
 */
export async function splitRepeat(
  leadId: string,
  repeatId: string,
): Promise<{ lead: Lead; split: Lead } | undefined | false> {
  const [lead, repeat] = await Promise.all([getLead(leadId), getRecord(repeatRecordId(repeatId))]);
  if (!lead || lead.entity !== 'lead' || repeat?.repeatOf !== leadId) return undefined;
  const split = repeat.submission as Lead;
  const remaining = (lead.repeats ?? []).filter((r) => r.id !== repeatId);
  // Repeats in all, this one gone: more than the list holds once older ones dropped off it.
  const left = Math.max(remaining.length, (lead.repeatCount ?? remaining.length + 1) - 1);
  const lastSeenAt = remaining[remaining.length - 1]?.at ?? lead.lastSeenAt;
  const at = new Date().toISOString();
  try {
    await transact({
      TransactItems: [
        {
          Put: {
            TableName: tableName('leads'),
            Item: split,
            ConditionExpression: 'attribute_not_exists(id)',
          },
        },
        { Delete: { TableName: tableName('leads'), Key: { id: repeatRecordId(repeatId) } } },
        {
          Update: {
            TableName: tableName('leads'),
            Key: { id: leadId },
            UpdateExpression: left
              ? 'SET repeats = :list, repeatCount = :n, lastSeenAt = :last, updatedAt = :at, repeatsRev = :rev'
              : 'SET updatedAt = :at, repeatsRev = :rev REMOVE repeats, repeatCount, lastSeenAt',
            // The list as read is still the lead's: no repeat came or went meanwhile.
            ConditionExpression:
              lead.repeatsRev === undefined
                ? 'repeatCount = :old AND attribute_not_exists(repeatsRev)'
                : 'repeatsRev = :was',
            ExpressionAttributeValues: {
              ...(lead.repeatsRev === undefined
                ? { ':old': lead.repeatCount ?? 0 }
                : { ':was': lead.repeatsRev }),
              ':rev': (lead.repeatsRev ?? 0) + 1,
              ':at': at,
              ...(left ? { ':list': remaining, ':n': left, ':last': lastSeenAt } : {}),
            },
          },
        },
      ],
    });
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
  const updated = { ...lead, updatedAt: at } as Lead;
  if (left) Object.assign(updated, { repeats: remaining, repeatCount: left, lastSeenAt });
  else for (const k of ['repeats', 'repeatCount', 'lastSeenAt'] as const) delete updated[k];
  // The stream indexes the new lead too; the admin who split it looks for it at once.
  const { indexLead } = await import('./lead-search');
  await indexLead(split);
  return { lead: updated, split };
}

async function getRecord(id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documents.send(new GetCommand({ TableName: tableName('leads'), Key: { id } }));
  return Item;
}

export async function getLead(id: string): Promise<Lead | undefined> {
  const { Item } = await documents.send(new GetCommand({ TableName: tableName('leads'), Key: { id } }));
  return Item as Lead | undefined;
}

/** Marks a website lead whose mails were given up on, so the lead list offers to send again. */
export async function markLeadMailFailed(id: string): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: tableName('leads'),
      Key: { id },
      UpdateExpression: 'SET mailStatus = :failed',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':failed': 'failed' },
    }),
  );
}

export interface LeadFilter {
  q?: string;
  status?: LeadStatus;
  source?: string;
  /** A staff member's id (the list route turns 'me' into the caller's): the leads they own. */
  owner?: string;
  service?: string;
  campaign?: string;
  range?: DateRange;
  from?: string;
  to?: string;
  /** 'only': the test leads alone. Without it, test leads are left out. */
  tests?: 'only';
}

/** Which index serves a filter, and the partition (attribute and value) the query reads. */
function leadIndex(filter: LeadFilter): { index: string; attribute: string; value: string } {
  if (filter.owner) return { index: 'byOwner', attribute: 'ownerSub', value: filter.owner };
  if (filter.status) return { index: 'byStatus', attribute: 'status', value: filter.status };
  if (filter.source) return { index: 'bySource', attribute: 'source', value: filter.source };
  return { index: 'byCreated', attribute: 'entity', value: 'lead' };
}

/**
 * The query that serves a filter (without search) from the table's indexes (tables.ts): by owner,
 * status or source when one is set, else every lead; newest first; the date window as a key
 * condition; a second equality as a filter.
 */
function leadQuery(filter: LeadFilter, now: Date): QueryCommandInput {
  const { index, attribute, value } = leadIndex(filter);
  const { key, names, values } = createdWithin({ attribute, value }, rangeBounds(filter, now));
  const filters: string[] = [];
  // The equalities the index's key does not serve are filters.
  const equalities = [
    ['status', filter.status],
    ['source', filter.source],
  ] as const;
  for (const [field, wanted] of equalities) {
    if (wanted === undefined || field === attribute) continue;
    filters.push(`#${field} = :${field}`);
    names[`#${field}`] = field;
    values[`:${field}`] = wanted;
  }
  if (filter.service) {
    filters.push('#svc = :service');
    names['#svc'] = 'service';
    values[':service'] = filter.service;
  }
  if (filter.campaign) {
    filters.push('#cmp = :campaign');
    names['#cmp'] = 'campaign';
    values[':campaign'] = filter.campaign;
  }
  // A platform's test lead is a sample, not a prospect: shown only when asked for alone.
  names['#test'] = 'test';
  values[':true'] = true;
  filters.push(filter.tests === 'only' ? '#test = :true' : '(attribute_not_exists(#test) OR #test <> :true)');
  return {
    TableName: tableName('leads'),
    IndexName: index,
    KeyConditionExpression: key,
    FilterExpression: filters.length ? filters.join(' AND ') : undefined,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

/** A page cursor this list did not hand out, or one of another filter or date window. */
export class InvalidCursorError extends Error {
  constructor() {
    super('not a cursor of this list and filter; start again from the first page');
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The start key a cursor carries, checked against the query it must resume: exactly the keys of
 * the index being read (the lead's id, its time, and the index's partition attribute with this
 * query's value), each of the form the list hands out, the time inside the date window.
 * DynamoDB answers any other start key with an error, not with a page.
 */
function cursorStart(
  cursor: string | undefined,
  filter: LeadFilter,
  now: Date,
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  const fields = decodeCursor(cursor);
  if (!fields) throw new InvalidCursorError();
  const { attribute, value } = leadIndex(filter);
  const { start, end } = rangeBounds(filter, now);
  const createdAt = fields.createdAt;
  const valid =
    Object.keys(fields).sort().join() === ['createdAt', 'id', attribute].sort().join() &&
    isRecordId(fields.id) &&
    fields[attribute] === value &&
    typeof createdAt === 'string' &&
    ISO_INSTANT.test(createdAt) &&
    (!start || createdAt >= start) &&
    (!end || createdAt <= end);
  if (!valid) throw new InvalidCursorError();
  return fields as Record<string, string>;
}

const isValidationError = (e: unknown) => e instanceof Error && e.name === 'ValidationException';

/** A search query with no word of two letters or digits: nothing to look for. */
export class NothingToSearchError extends Error {
  constructor() {
    super('Search for a word of at least two letters or digits.');
  }
}

/** Whether a found lead passes the filters besides the search, and the date window. */
function passes(lead: Lead, filter: LeadFilter, window: { start?: string; end?: string }): boolean {
  const equal = (field: 'status' | 'source' | 'service' | 'campaign' | 'ownerSub', wanted?: string) =>
    wanted === undefined || lead[field] === wanted;
  return (
    equal('status', filter.status) &&
    equal('source', filter.source) &&
    equal('service', filter.service) &&
    equal('campaign', filter.campaign) &&
    equal('ownerSub', filter.owner) &&
    (filter.tests === 'only') === (lead.test === true) &&
    (!window.start || lead.createdAt >= window.start) &&
    (!window.end || lead.createdAt <= window.end)
  );
}

/** The cursor of a searched list: the creation time and id of the last lead handed out. */
const SEARCH_AFTER = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,64}$/;

/**
 * The leads a search finds (from the search table, tables.ts), newest first, that pass the other
 * filters: from after the cursor's lead, until `limit` (then the cursor of the next page). The
 * found leads are read by id in batches, so the reads grow with the matches, not with the leads.
 */
async function searchedLeads(
  filter: LeadFilter & { q: string },
  now: Date,
  limit: number,
  cursor?: string,
): Promise<{ leads: Lead[]; cursor?: string; reads: number; capped: boolean }> {
  let after: string | undefined;
  if (cursor) {
    const fields = decodeCursor(cursor);
    after = typeof fields?.after === 'string' ? fields.after : undefined;
    if (!after || Object.keys(fields!).length !== 1 || !SEARCH_AFTER.test(after))
      throw new InvalidCursorError();
  }
  // Loaded only for a search: a list without one, and the overview, stay free of it (and of the
  // phone-number library it brings).
  const { beginsWords, leadsByIds, searchLeadIds } = await import('./lead-search');
  const found = await searchLeadIds(filter.q);
  if (!found) throw new NothingToSearchError();
  const window = rangeBounds(filter, now);
  const key = (m: { id: string; createdAt: string }) => `${m.createdAt}#${m.id}`;
  const candidates = found.matches.filter(
    (m) =>
      (!after || key(m) < after) &&
      (!window.start || m.createdAt >= window.start) &&
      (!window.end || m.createdAt <= window.end),
  );
  const leads: Lead[] = [];
  let reads = found.reads;
  let next = 0;
  while (next < candidates.length && leads.length < limit) {
    const batch = candidates.slice(next, next + Math.max(limit - leads.length, 25));
    reads++;
    for (const lead of await leadsByIds(batch.map((m) => m.id))) {
      if (leads.length < limit && passes(lead, filter, window) && (await beginsWords(lead, found.alsoBegin)))
        leads.push(lead);
    }
    next += batch.length;
  }
  // A page that stopped at its limit may have more behind it: resume after its last lead.
  const last = leads[leads.length - 1];
  const more = leads.length >= limit && last && candidates.some((m) => key(m) < key(last));
  return {
    leads,
    reads,
    cursor: more ? encodeCursor({ after: key(last) }) : undefined,
    capped: found.capped,
  };
}

/** One page of the filtered list, newest first, and the cursor of the next page. */
export async function listLeads(
  filter: LeadFilter & { limit: number; cursor?: string },
  now = new Date(),
): Promise<{ leads: Lead[]; cursor?: string }> {
  if (filter.q) {
    const { leads, cursor } = await searchedLeads(
      { ...filter, q: filter.q },
      now,
      filter.limit,
      filter.cursor,
    );
    return { leads: leads.map(listed), ...(cursor ? { cursor } : {}) };
  }
  const input = leadQuery(filter, now);
  const { attribute } = leadIndex(filter);
  const leads: Lead[] = [];
  let start: StartKey | undefined = cursorStart(filter.cursor, filter, now);
  let fromCursor = start !== undefined;
  // A filter (a second equality, a service or campaign) drops items after they are read: each
  // read is then four times the last (twice the page at first, at most 1,000), so a common match
  // fills the page from one small read and a rare one costs a few round trips, not hundreds.
  let filteredRead = Math.min(1000, filter.limit * 2);
  const read = (key: StartKey | undefined) => {
    const size = input.FilterExpression ? filteredRead : filter.limit - leads.length;
    filteredRead = Math.min(1000, filteredRead * 4);
    return documents
      .send(new QueryCommand({ ...input, ExclusiveStartKey: key, Limit: size }))
      .catch((error: unknown) => {
        // A start key DynamoDB still refuses is the cursor's fault, not ours.
        throw fromCursor && isValidationError(error) ? new InvalidCursorError() : error;
      });
  };
  for await (const page of pages(read, start)) {
    fromCursor = false;
    const items = (page.Items ?? []) as Lead[];
    const room = filter.limit - leads.length;
    leads.push(...items.slice(0, room));
    start = page.LastEvaluatedKey;
    if (leads.length >= filter.limit) {
      // More to come (in this page or after it): resume after the last lead returned.
      if (items.length > room || start) {
        const last = leads[leads.length - 1] as unknown as Record<string, unknown>;
        start = { id: last.id, createdAt: last.createdAt, [attribute]: last[attribute] };
      }
      break;
    }
  }
  return { leads: leads.map(listed), cursor: encodeCursor(start) };
}

/** A search too broad to be answered whole: its words are all among the commonest. */
export class SearchTooBroadError extends Error {}

/** The most leads one read of an export's batches evaluates. */
const BATCH_LEADS = 1000;

/**
 * Every lead matching a filter, newest first, a batch at a time as DynamoDB reads them (the CSV
 * export, which holds however many match); `fields`: only those attributes of each lead (an
 * export reads what its columns show, not the webhook payloads). A search is read whole, in one
 * batch: the search table bounds its matches, and a search past that bound is refused.
 */
export async function* leadBatches(
  filter: LeadFilter,
  now = new Date(),
  fields?: readonly (keyof Lead)[],
): AsyncGenerator<Omit<Lead, 'raw' | 'searchText' | 'countedStatus'>[]> {
  if (filter.q) {
    const found = await searchedLeads({ ...filter, q: filter.q }, now, Number.MAX_SAFE_INTEGER);
    if (found.capped) throw new SearchTooBroadError();
    yield found.leads.map(listed);
    return;
  }
  // A thousand leads a read (about 300 KB of the export's fields): DynamoDB's own 1 MB pages
  // made DynamoDB Local fail outright over 200,000 leads, and smaller pages cost nothing here.
  const input = { ...leadQuery(filter, now), Limit: BATCH_LEADS };
  if (fields) {
    const names = { ...input.ExpressionAttributeNames };
    input.ProjectionExpression = fields
      .map((field, i) => {
        names[`#f${i}`] = field;
        return `#f${i}`;
      })
      .join(', ');
    input.ExpressionAttributeNames = names;
  }
  for await (const page of pages(queryPages(input))) yield ((page.Items ?? []) as Lead[]).map(listed);
}

/**
 * The leads still waiting for a first response that arrived before `before`, oldest first: status
 * 'new' (the byStatus index), never answered, not a platform's test lead. A lead younger than the
 * response target by the wall clock cannot be past it in business hours, so `before` bounds the
 * read. At most `cap` leads.
 */
export async function waitingLeads(before: string, cap = 2_000): Promise<Lead[]> {
  const out = await readAll<Lead>(
    queryPages({
      TableName: tableName('leads'),
      IndexName: 'byStatus',
      KeyConditionExpression: '#s = :new AND createdAt <= :before',
      FilterExpression: 'attribute_not_exists(firstRespondedAt) AND (attribute_not_exists(#t) OR #t = :no)',
      ExpressionAttributeNames: { '#s': 'status', '#t': 'test' },
      ExpressionAttributeValues: { ':new': 'new', ':before': before, ':no': false },
      ScanIndexForward: true,
    }),
    cap,
  );
  return out.slice(0, cap).map(listed);
}

/**
 * A lead as a list answers it: without the bookkeeping only the server reads, and without the
 * payload a webhook delivered (up to 64 KB each, so a page of them could pass Lambda's 6 MB
 * response limit); the lead read by its id carries that.
 */
export const listed = ({ searchText: _s, countedStatus: _c, raw: _r, ...lead }: Lead) => lead;

/** One lead as answered by itself (the detail view's): only the server's bookkeeping left out. */
export const answered = ({ searchText: _s, countedStatus: _c, ...lead }: Lead) => lead;
