import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';
import { FIRM_INBOX, notificationItem } from './notifications';

/**
 * Tells the firm's inbox, once, that a lead waited past the response target: the lead's
 * `overdueAlertedAt` and the notification are written in one transaction, on condition that the
 * lead is still new, unanswered and not yet alerted. Two runs at once, or a run repeated, write
 * it once; a failed write leaves neither, for the next run. False when it was not written.
 */
export async function recordOverdueAlert(
  leadId: string,
  notification: Parameters<typeof notificationItem>[1],
  now: Date,
  notificationId: string,
): Promise<boolean> {
  try {
    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('leads'),
              Key: { id: leadId },
              UpdateExpression: 'SET overdueAlertedAt = :now',
              ConditionExpression:
                'attribute_exists(id) AND #s = :new AND attribute_not_exists(firstRespondedAt) AND attribute_not_exists(overdueAlertedAt)',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':now': now.toISOString(), ':new': 'new' },
            },
          },
          {
            Put: {
              TableName: tableName('notifications'),
              Item: notificationItem(FIRM_INBOX, notification, now, notificationId),
              ConditionExpression: 'attribute_not_exists(id)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
