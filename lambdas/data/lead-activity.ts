import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead, LeadActivity } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { documents, transact } from './dynamodb';
import { queryPages, readAll } from './paging';

/**
 * A lead's timeline as the staff leave it (status changes, notes, owners, mails sent again, the
 * conversion) is kept in the audit log under `lead#<id>`, beside the accounts' security events
 * and the requests' document trails: one partition per lead, ordered by time, never overwritten.
 */
export const leadActivitySubject = (leadId: string) => `lead#${leadId}`;

export type ActivityInput = Omit<LeadActivity, 'at' | 'leadId'>;

/** A timeline entry as one item of a transaction, so it is written with what it records. */
export function activityPut(leadId: string, activity: ActivityInput, now = new Date()) {
  const entry: LeadActivity = { ...activity, leadId, at: `${now.toISOString()}#${randomUUID().slice(0, 8)}` };
  const put = {
    Put: {
      TableName: tableName('auditLog'),
      Item: { subject: leadActivitySubject(leadId), ...entry },
      ConditionExpression: 'attribute_not_exists(#a)',
      ExpressionAttributeNames: { '#a': 'at' },
    },
  };
  return { entry, put };
}

/** The lead change an activity goes with: an update expression on the lead's item. */
export interface LeadChange {
  set: string[];
  remove?: string[];
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  /** Extra condition besides the lead being there, e.g. not converted yet. */
  condition?: string;
  /** The firm acting on the lead: the first such act ends the lead's wait for a response. */
  responds?: boolean;
}

/**
 * Applies a change to a lead and appends its timeline entry in one transaction: both or neither.
 * Returns the lead as saved, or 'missing' when there is no such lead, or 'refused' when the
 * change's own condition does not hold.
 */
export async function actOnLead(
  leadId: string,
  change: LeadChange,
  activity: ActivityInput,
  now = new Date(),
): Promise<{ lead: Lead; entry: LeadActivity } | 'missing' | 'refused'> {
  const at = now.toISOString();
  const { entry, put } = activityPut(leadId, activity, now);
  const set = [...change.set, 'updatedAt = :now'];
  if (change.responds) set.push('firstRespondedAt = if_not_exists(firstRespondedAt, :now)');
  const expression = `SET ${set.join(', ')}${change.remove?.length ? ` REMOVE ${change.remove.join(', ')}` : ''}`;
  try {
    await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName('leads'),
            Key: { id: leadId },
            UpdateExpression: expression,
            // Only a lead's own record: never a repeat's or a contact claim's.
            ConditionExpression: `entity = :lead${change.condition ? ` AND (${change.condition})` : ''}`,
            ...(change.names ? { ExpressionAttributeNames: change.names } : {}),
            ExpressionAttributeValues: { ...change.values, ':now': at, ':lead': 'lead' },
          },
        },
        put,
      ],
    });
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (error.CancellationReasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    const current = await readLead(leadId);
    return current?.entity === 'lead' ? 'refused' : 'missing';
  }
  const lead = await readLead(leadId);
  if (!lead) return 'missing';
  return { lead, entry };
}

const readLead = async (id: string) =>
  (await documents.send(new GetCommand({ TableName: tableName('leads'), Key: { id }, ConsistentRead: true })))
    .Item as Lead | undefined;

/** A lead's timeline entries, oldest first (the latest `cap` of them). */
export async function leadActivityOf(leadId: string, cap = 500): Promise<LeadActivity[]> {
  const items = await readAll<LeadActivity & { subject?: string }>(
    queryPages({
      TableName: tableName('auditLog'),
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'subject' },
      ExpressionAttributeValues: { ':s': leadActivitySubject(leadId) },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
    cap,
  );
  return items
    .slice(0, cap)
    .reverse()
    .map(({ subject: _s, ...entry }) => entry);
}
