import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PortalNotification } from '../../shared/portal';
import { tableName } from '../core/env';
import { documents, isConditionFailure, stamp } from './dynamodb';

/** The staff's shared notification inbox (new leads, new requests, client messages). */
export const FIRM_INBOX = '#firm';

export async function notify(
  userSub: string,
  notification: Omit<PortalNotification, 'id' | 'read' | 'at'>,
  now = new Date(),
  /** A deterministic id makes a repeated event notify once. */
  id = stamp(now),
): Promise<void> {
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('notifications'),
        Item: { ...notification, userSub, id, read: false, at: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
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
  return (Items ?? []).map(({ userSub: _u, ...n }) => n as PortalNotification);
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
