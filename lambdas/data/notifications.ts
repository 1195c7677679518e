import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../../shared/mail';
import type { PortalNotification } from '../../shared/portal-model';
import { tableName } from '../runtime/env';
import { correlationId } from '../runtime/observability';
import { documents, isConditionFailure, stamp } from './dynamodb';

/** The staff's shared notification inbox (new leads, new requests, client messages). */
export const FIRM_INBOX = '#firm';

/**
 * Stores a notification. With `mail`, the notification mailer (fed by this table's stream) also
 * sends it as an e-mail, with retries, and then drops the mail from the item.
 */
export async function notify(
  userSub: string,
  notification: Omit<PortalNotification, 'id' | 'read' | 'at'> & { mail?: Mail },
  now = new Date(),
  /** A deterministic id makes a repeated event notify once. */
  id = stamp(now),
): Promise<void> {
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('notifications'),
        Item: notificationItem(userSub, notification, now, id),
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A notification as stored (for a caller that writes it in a transaction of its own). */
export function notificationItem(
  userSub: string,
  notification: Omit<PortalNotification, 'id' | 'read' | 'at'> & { mail?: Mail },
  now: Date,
  id: string,
): Record<string, unknown> {
  // The request (or mailed record) behind it: the mailer logs under the same id.
  const requestId = correlationId();
  return {
    ...notification,
    userSub,
    id,
    read: false,
    at: now.toISOString(),
    ...(notification.mail ? { mailStatus: 'pending', mailAttempts: 0 } : {}),
    ...(requestId ? { correlationId: requestId } : {}),
  };
}

/** A user's notifications, newest first (the latest 100), and how many are unread. */
export async function listNotifications(userSub: string): Promise<PortalNotification[]> {
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: tableName('notifications'),
      KeyConditionExpression: 'userSub = :u',
      ExpressionAttributeValues: { ':u': userSub },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map(
    ({ userSub: _u, mail: _m, mailStatus: _s, mailAttempts: _a, mailError: _e, correlationId: _c, ...n }) =>
      n as PortalNotification,
  );
}

/** Marks some (by id) or all of a user's notifications read; ids of others simply match nothing. */
export async function markNotificationsRead(userSub: string, ids: string[] | 'all'): Promise<number> {
  const targets =
    ids === 'all' ? (await listNotifications(userSub)).filter((n) => !n.read).map((n) => n.id) : ids;
  let changed = 0;
  for (const id of targets) {
    try {
      await documents.send(
        new UpdateCommand({
          TableName: tableName('notifications'),
          Key: { userSub, id },
          UpdateExpression: 'SET #r = :t',
          ConditionExpression: 'attribute_exists(id) AND #r = :f',
          ExpressionAttributeNames: { '#r': 'read' },
          ExpressionAttributeValues: { ':t': true, ':f': false },
        }),
      );
      changed += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return changed;
}

export interface StoredNotification extends PortalNotification {
  userSub: string;
  mail?: Mail;
  mailStatus?: 'pending' | 'sent' | 'failed';
  mailAttempts?: number;
  /** The request that created it, carried into the mailer's logs. */
  correlationId?: string;
}

export async function getNotification(userSub: string, id: string): Promise<StoredNotification | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('notifications'), Key: { userSub, id }, ConsistentRead: true }),
  );
  return Item as StoredNotification | undefined;
}

/**
 * The mailer's bookkeeping: once sent (or given up), the message itself is removed, so content
 * such as an invitation's one-time password does not stay in the table.
 */
export async function recordNotificationMail(
  key: { userSub: string; id: string },
  outcome: { status: 'sent' | 'failed' | 'pending'; error?: string },
): Promise<void> {
  const done = outcome.status !== 'pending';
  await documents.send(
    new UpdateCommand({
      TableName: tableName('notifications'),
      Key: key,
      UpdateExpression: `SET mailStatus = :s, mailAttempts = if_not_exists(mailAttempts, :zero) + :one${
        outcome.error ? ', mailError = :e' : ''
      }${done ? ' REMOVE mail' : ''}`,
      ExpressionAttributeValues: {
        ':s': outcome.status,
        ':zero': 0,
        ':one': 1,
        ...(outcome.error ? { ':e': outcome.error.slice(0, 500) } : {}),
      },
    }),
  );
}
