import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Lead, LeadStatus } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { countTargets, windowKeys, type DayCounts } from './lead-count-items';
import { transact } from './dynamodb';
import { queryPages, readAll } from './paging';

/** The partition that holds the leads' days (see the counts table in shared/tables.ts). */
const COUNTER = 'leads';

/** A lead as the stream shows it, with the status it is counted under so far. */
export type CountableLead = Pick<Lead, 'id' | 'status' | 'source' | 'campaign' | 'createdAt' | 'test'> & {
  countedStatus?: LeadStatus;
};

/**
 * Brings a lead's day numbers up to date with its status: 1 added under its status (and taken
 * from the status it was counted under, if any), in one transaction with the lead's record of
 * that status. The record's condition makes this idempotent: a stream record handled again, or
 * one older than the lead's last count, changes nothing ('stale'); the lead's next stream record
 * (the one this write makes) shows the current status, so the count always catches up.
 */
export async function countLead(lead: CountableLead): Promise<'counted' | 'unchanged' | 'stale'> {
  // A platform's test lead is a sample: it is in no figure of the overview.
  if (lead.test) return 'unchanged';
  const was = lead.countedStatus;
  if (was === lead.status) return 'unchanged';
  const counted = { source: lead.source, campaign: lead.campaign, createdAt: lead.createdAt };
  const plus = countTargets({ status: lead.status, ...counted });
  const minus = was ? countTargets({ status: was, ...counted }) : [];
  // One update per item: the new status's numbers up, the old one's down.
  const updates = plus.map((target, i) => {
    const names: Record<string, string> = {};
    const adds: string[] = [];
    const add = (attributes: string[], value: ':one' | ':less') =>
      attributes.forEach((attribute) => {
        const name = `#a${adds.length}`;
        names[name] = attribute;
        adds.push(`${name} ${value}`);
      });
    add(target.attributes, ':one');
    if (minus[i]) add(minus[i].attributes, ':less');
    return {
      Update: {
        TableName: tableName('counts'),
        Key: { counter: COUNTER, key: target.key },
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1, ...(was ? { ':less': -1 } : {}) },
      },
    };
  });
  try {
    await transact(
      {
        TransactItems: [
          ...updates,
          {
            Update: {
              TableName: tableName('leads'),
              Key: { id: lead.id },
              UpdateExpression: 'SET countedStatus = :status',
              ConditionExpression: `entity = :lead AND ${was ? 'countedStatus = :was' : 'attribute_not_exists(countedStatus)'}`,
              ExpressionAttributeValues: {
                ':status': lead.status,
                ':lead': 'lead',
                ...(was ? { ':was': was } : {}),
              },
            },
          },
        ],
      },
      // Leads arriving together meet on their day's item: more patience than a person's request.
      8,
    );
    return 'counted';
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[updates.length]?.Code === 'ConditionalCheckFailed'
    ) {
      return 'stale';
    }
    throw error;
  }
}

/**
 * The stored items of the days from `from` to `to` (firm's calendar dates, both included): each
 * day's and each of its campaigns'.
 */
export function leadDays(from: string, to: string): Promise<DayCounts[]> {
  const { first, last } = windowKeys(from, to);
  return readAll<DayCounts>(
    queryPages({
      TableName: tableName('counts'),
      KeyConditionExpression: '#c = :c AND #k BETWEEN :first AND :last',
      ExpressionAttributeNames: { '#c': 'counter', '#k': 'key' },
      ExpressionAttributeValues: { ':c': COUNTER, ':first': first, ':last': last },
    }),
  );
}
