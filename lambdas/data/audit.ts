import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentAuditSubject, type DocumentAuditEntry } from '../../shared/documents';
import type { AuditEvent } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';
import { queryPages, readAll } from './paging';

/** Appends a security event to an account's audit log (never overwritten: a unique sort key). */
export async function recordAudit(event: Omit<AuditEvent, 'at'>, now = new Date()): Promise<AuditEvent> {
  const item: AuditEvent = { ...event, at: `${now.toISOString()}#${randomUUID().slice(0, 8)}` };
  await documents.send(
    new PutCommand({
      TableName: tableName('auditLog'),
      Item: item,
      ConditionExpression: 'attribute_not_exists(#a)',
      ExpressionAttributeNames: { '#a': 'at' },
    }),
  );
  return item;
}

/** An account's newest security events. */
export async function auditOf(subject: string, limit = 1): Promise<AuditEvent[]> {
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: tableName('auditLog'),
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'subject' },
      ExpressionAttributeValues: { ':s': subject },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []) as AuditEvent[];
}

/**
 * Appends an entry to a request's document trail (subject `documents#<requestId>`): who did
 * what to which file, and when. Kept beside the accounts' security events, never overwritten.
 */
export async function recordDocumentEvent(
  event: Omit<DocumentAuditEntry, 'at' | 'subject'>,
  now = new Date(),
): Promise<DocumentAuditEntry> {
  const item: DocumentAuditEntry = {
    ...event,
    subject: documentAuditSubject(event.requestId),
    at: `${now.toISOString()}#${randomUUID().slice(0, 8)}`,
  };
  await documents.send(
    new PutCommand({
      TableName: tableName('auditLog'),
      Item: item,
      ConditionExpression: 'attribute_not_exists(#a)',
      ExpressionAttributeNames: { '#a': 'at' },
    }),
  );
  return item;
}

/**
 * A request's document trail, oldest first: the latest `cap` entries of the given actions (the
 * trail grows with every download, so a busy request's oldest entries are left out).
 */
export async function documentEventsOf(
  requestId: string,
  actions: readonly DocumentAuditEntry['action'][],
  cap = 200,
): Promise<DocumentAuditEntry[]> {
  const names = actions.map((_, i) => `:a${i}`);
  const entries = await readAll<DocumentAuditEntry>(
    queryPages({
      TableName: tableName('auditLog'),
      KeyConditionExpression: '#s = :s',
      FilterExpression: `#a IN (${names.join(', ')})`,
      ExpressionAttributeNames: { '#s': 'subject', '#a': 'action' },
      ExpressionAttributeValues: {
        ':s': documentAuditSubject(requestId),
        ...Object.fromEntries(actions.map((action, i) => [names[i], action])),
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
    cap,
  );
  return entries.slice(0, cap).reverse();
}
