import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { MAX_LISTED_REPEATS, type Lead, type LeadRepeat } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { contactKeys } from './contact-keys';
import { documents } from './dynamodb';
import { repeatRecordId } from './leads';
import type { ReceivedLead } from './received-leads';
import { batchGetAll } from './paging';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Statuses in which a lead takes later submissions by the same person as repeats. */
const OPEN = ['new', 'in_progress'] as const;

/** A repeat's record, as `placeLead` writes it and the leads table's stream carries it. */
export interface RepeatRecord {
  id: string;
  repeatOf: string;
  submission: Lead;
}

/** How a new submission is stored: as a lead of its own, or as a repeat of an open one. */
export type Placement =
  | { kind: 'new'; items: TransactItem[] }
  /**
   * A lead of its own, written without reading first: its items hold when nobody has claimed its
   * contacts and this submission is not stored. The first item is the lead, the second the check
   * that it is no repeat, the rest its claims.
   */
  | { kind: 'fresh'; items: TransactItem[] }
  | { kind: 'repeat'; matchId: string; items: TransactItem[] }
  /** This submission is already stored (a delivery sent again). */
  | { kind: 'stored' };

/** A name's words, in lower case, in any script. */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Two words of names that can be the same: equal, or an initial and a word it begins ('M', 'Meena'). */
const sameWord = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/**
 * Whether two names can be one person's: either is missing, they begin with the same word ('Asha'
 * and 'Asha Rao', 'A Rao'), or one's words are all in the other ('Rao Asha'). Different names
 * mean another person until the firm says otherwise.
 */
export function samePerson(a: string | undefined, b: string | undefined): boolean {
  const x: string[] = a ? nameWords(a) : [];
  const y: string[] = b ? nameWords(b) : [];
  if (x.length === 0 || y.length === 0) return true;
  if (sameWord(x[0]!, y[0]!)) return true;
  const [fewer, more] = x.length <= y.length ? [x, y] : [y, x];
  return fewer.every((w) => more.some((m) => sameWord(w, m)));
}

/** A repeat as the lead's history summarises it. */
export const repeatSummary = (lead: Lead): LeadRepeat => ({
  id: lead.id,
  at: lead.createdAt,
  source: lead.source,
  ...(lead.name ? { name: lead.name } : {}),
  ...(lead.email ? { email: lead.email } : {}),
  ...(lead.phone ? { phone: lead.phone } : {}),
  ...(lead.service ? { service: lead.service } : {}),
  ...(lead.message ? { message: lead.message.slice(0, 300) } : {}),
});

async function getMany(ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const items = await batchGetAll<Record<string, unknown>>(
    tableName('leads'),
    [...new Set(ids)].map((id) => ({ id })),
    { ConsistentRead: true },
  );
  return new Map(items.map((item) => [item.id as string, item]));
}

/**
 * The placement of a person seen for the first time, made without a read: the lead, a check that
 * this submission was not stored as a repeat, and its claims, each conditional on not being there.
 * When any claim is already held, the transaction fails and `placeLead` decides from what it reads.
 */
export async function freshPlacement(lead: Lead): Promise<Extract<Placement, { kind: 'fresh' }>> {
  const table = tableName('leads');
  const keys = lead.test ? [] : await contactKeys(lead);
  const absent = 'attribute_not_exists(id)';
  return {
    kind: 'fresh',
    items: [
      {
        Put: {
          TableName: table,
          Item: lead,
          ConditionExpression: absent,
        },
      },
      {
        ConditionCheck: {
          TableName: table,
          Key: { id: repeatRecordId(lead.id) },
          ConditionExpression: absent,
        },
      },
      ...keys.map((key) => ({
        Put: { TableName: table, Item: { id: key, leadId: lead.id }, ConditionExpression: absent },
      })),
    ],
  };
}

/**
 * Where a new lead goes. The person's phone (in E.164) and e-mail each name at most one lead,
 * through a claim record (`contact#…`) the newest lead writes; when a claimed lead is still open
 * (new or in progress), the submission becomes a repeat of it: kept whole in its own record and
 * counted, summarised and dated on the lead. Otherwise it is a lead of its own and takes over the
 * claims. The caller writes the returned items in one transaction (with its own, if any).
 */
export async function placeLead(submitted: Lead): Promise<Placement> {
  let lead = submitted;
  // A platform's test lead is a sample, not a person: it neither joins nor claims anyone's lead.
  const keys = lead.test ? [] : await contactKeys(lead);
  const found = await getMany([lead.id, repeatRecordId(lead.id), ...keys]);
  if (found.has(lead.id) || found.has(repeatRecordId(lead.id))) return { kind: 'stored' };
  const claimed = keys.map((k) => found.get(k)?.leadId).filter((id): id is string => typeof id === 'string');
  const candidates = await getMany(claimed);
  const match = claimed
    .map((id) => candidates.get(id))
    .find((l): l is Record<string, unknown> => Boolean(l && (OPEN as readonly unknown[]).includes(l.status)));
  const table = tableName('leads');
  // The same phone or e-mail under another name is not taken for the same person: a stranger who
  // gave someone's number first must not hide that person's own inquiries under the stranger's
  // name and status. It becomes a lead of its own, flagged, and takes over the claims.
  if (match && !samePerson(lead.name, match.name as string | undefined)) {
    const via = keys
      .filter((k) => found.get(k)?.leadId === match.id)
      .map((k) => (k.startsWith('contact#phone#') ? ('phone' as const) : ('email' as const)));
    lead = {
      ...lead,
      sameContactAs: {
        id: match.id as string,
        ...(match.name ? { name: match.name as string } : {}),
        via: [...new Set(via)],
      },
    };
  } else if (match) {
    const summary = repeatSummary(lead);
    const listed = (match.repeats as LeadRepeat[] | undefined) ?? [];
    const count = (match.repeatCount as number | undefined) ?? listed.length;
    // A full list drops its oldest summary as it takes the new one: rewritten whole, on the
    // condition that no other repeat came meanwhile (else the placement is tried again).
    const full = listed.length >= MAX_LISTED_REPEATS;
    // Every change to the list raises `repeatsRev` (a split lowers the count, so the count alone
    // could come back to what was read with another list behind it).
    const rev = match.repeatsRev as number | undefined;
    return {
      kind: 'repeat',
      matchId: match.id as string,
      items: [
        {
          Put: {
            TableName: table,
            Item: {
              id: repeatRecordId(lead.id),
              repeatOf: match.id,
              createdAt: lead.createdAt,
              ...(lead.endpointId ? { endpointId: lead.endpointId } : {}),
              ...(lead.deliveryId ? { deliveryId: lead.deliveryId } : {}),
              submission: lead,
            },
            ConditionExpression: 'attribute_not_exists(id)',
          },
        },
        {
          Update: full
            ? {
                TableName: table,
                Key: { id: match.id },
                UpdateExpression:
                  'SET repeats = :list, lastSeenAt = :at, repeatCount = :next, repeatsRev = :nextRev',
                ConditionExpression: `#s IN (:new, :progress) AND ${rev === undefined ? 'attribute_not_exists(repeatsRev)' : 'repeatsRev = :rev'}`,
                ExpressionAttributeNames: { '#s': 'status' },
                ExpressionAttributeValues: {
                  ':list': [...listed.slice(-(MAX_LISTED_REPEATS - 1)), summary],
                  ':at': lead.createdAt,
                  ':next': count + 1,
                  ...(rev === undefined ? {} : { ':rev': rev }),
                  ':nextRev': (rev ?? 0) + 1,
                  ':new': OPEN[0],
                  ':progress': OPEN[1],
                },
              }
            : {
                TableName: table,
                Key: { id: match.id },
                UpdateExpression:
                  'SET repeats = list_append(if_not_exists(repeats, :none), :one), lastSeenAt = :at, ' +
                  'repeatCount = if_not_exists(repeatCount, :zero) + :inc, ' +
                  'repeatsRev = if_not_exists(repeatsRev, :zero) + :inc',
                ConditionExpression: '#s IN (:new, :progress)',
                ExpressionAttributeNames: { '#s': 'status' },
                ExpressionAttributeValues: {
                  ':none': [],
                  ':one': [summary],
                  ':at': lead.createdAt,
                  ':zero': 0,
                  ':inc': 1,
                  ':new': OPEN[0],
                  ':progress': OPEN[1],
                },
              },
        },
      ],
    };
  }
  return {
    kind: 'new',
    items: [
      {
        Put: {
          TableName: table,
          Item: lead,
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      ...keys.map((key) => ({ Put: { TableName: table, Item: { id: key, leadId: lead.id } } })),
    ],
  };
}

/**
 * Writes a placement (and the caller's own `extra` items first) in one transaction. The first try
 * assumes a person seen for the first time (no read, see `freshPlacement`); a contact already
 * claimed sends it through `placeLead`, which reads the claims. A repeat whose lead was closed
 * meanwhile is placed again (then it becomes a lead of its own): nothing a person sent is
 * dropped. 'stored' when this submission was already there.
 */
export async function writePlacement(
  lead: Lead,
  extra: TransactItem[] = [],
): Promise<'new' | 'repeat' | 'stored'> {
  let placement: Exclude<Placement, { kind: 'stored' }> = await freshPlacement(lead);
  for (let retries = 0; ;) {
    try {
      await documents.send(new TransactWriteCommand({ TransactItems: [...extra, ...placement.items] }));
      return placement.kind === 'repeat' ? 'repeat' : 'new';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
      // The caller's own condition, this submission's record, or (a fresh placement) its repeat
      // record: stored before (a replay).
      const failed = codes.findIndex((c) => c === 'ConditionalCheckFailed');
      const own = placement.kind === 'fresh' ? extra.length + 1 : extra.length;
      if (failed !== -1 && failed <= own) return 'stored';
      // A fresh placement whose contact is claimed: place it by what the claims say. Otherwise the
      // matched lead closed (or another write collided): place it again, a few times.
      const claimed = placement.kind === 'fresh' && failed !== -1;
      if (!claimed) {
        if (retries >= 3) throw error;
        await new Promise((r) => setTimeout(r, 20 * 2 ** retries + Math.random() * 20));
        retries++;
      }
    }
    const placed = await placeLead(lead);
    if (placed.kind === 'stored') return 'stored';
    placement = placed;
  }
}

/** How this very submission was stored, if it was: as the lead itself, or as a repeat. */
async function placedBefore(lead: Lead): Promise<'new' | 'repeat' | undefined> {
  const found = await getMany([lead.id, repeatRecordId(lead.id)]);
  if (found.get(lead.id)?.createdAt === lead.createdAt) return 'new';
  const repeat = found.get(repeatRecordId(lead.id));
  if ((repeat?.submission as Lead | undefined)?.createdAt === lead.createdAt) return 'repeat';
  return undefined;
}

/**
 * Places a received lead (`writePlacement`, which is idempotent: a lead stored before is found
 * and left alone). What became of it: 'stored' when the lead was already there from an earlier
 * delivery (one first received before received items existed); undefined when this received item
 * is marked placed already (a stream record handled again). The caller marks it (`markReceived`)
 * once what follows the placement is done, so a failure there has the stream try it all again.
 */
export async function placeReceived(
  id: string,
): Promise<{ placed: 'new' | 'repeat' | 'stored'; lead: Lead } | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('leads'), Key: { id }, ConsistentRead: true }),
  );
  const received = Item as ReceivedLead | undefined;
  if (!received?.lead) return undefined;
  // The payload as received stays on the received item alone (`markReceived`): the lead's indexes
  // copy every attribute of the lead, and only the lead's detail view reads the payload.
  const { raw: _payload, ...lead } = received.lead;
  let placed = await writePlacement(lead);
  // Already stored: by an earlier delivery, or by this one's own placement when what followed it
  // did not finish (the stream then hands the record over again). The placement keeps the
  // submission's time, which tells them apart.
  if (placed === 'stored') placed = (await placedBefore(received.lead)) ?? 'stored';
  return { placed, lead: received.lead };
}

/**
 * Marks a received item placed: its copy of the lead is dropped and the payload as received kept
 * (the one copy of it, which the lead's detail view reads); the item stays as the replay mark.
 */
export async function markReceived(
  id: string,
  placed: 'new' | 'repeat' | 'stored',
  raw: string | undefined,
): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('leads'),
        Key: { id },
        // RAW is one of DynamoDB's reserved words: named through a placeholder.
        UpdateExpression: `SET placedAs = :p${raw === undefined ? '' : ', #raw = :raw'} REMOVE #lead`,
        ConditionExpression: 'attribute_exists(#lead)',
        ExpressionAttributeNames: { '#lead': 'lead', ...(raw === undefined ? {} : { '#raw': 'raw' }) },
        ExpressionAttributeValues: { ':p': placed, ...(raw === undefined ? {} : { ':raw': raw }) },
      }),
    );
  } catch (error) {
    // Marked meanwhile (the stream and the placing script both at it): nothing left to do.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
