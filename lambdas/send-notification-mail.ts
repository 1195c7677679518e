import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from './core/http';
import { MAX_MAIL_ATTEMPTS, PERMANENT_MAIL_ERRORS, retryDelayMs, sendMail } from './data/mail';
import { getNotification, recordNotificationMail, type StoredNotification } from './data/notifications';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fed by the notifications table's stream: sends the e-mail a notification carries (status
 * changes, replies, alerts to the firm, invitations). The table records each attempt, so a replay
 * never sends twice; a failure waits (exponential backoff) and the stream retries from it.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const streamRecord of event.Records) {
    if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) continue;
    const image = unmarshall(
      streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
    ) as StoredNotification;
    if (!image.mail) continue;
    const current = await getNotification(image.userSub, image.id);
    if (!current?.mail || current.mailStatus !== 'pending') continue;
    const key = { userSub: current.userSub, id: current.id };
    try {
      await sendMail(current.mail);
      await recordNotificationMail(key, { status: 'sent' });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const attempts = (current.mailAttempts ?? 0) + 1;
      const giveUp = PERMANENT_MAIL_ERRORS.has(name) || attempts >= MAX_MAIL_ATTEMPTS;
      const message = `${name}: ${error instanceof Error ? error.message : ''}`;
      await recordNotificationMail(key, { status: giveUp ? 'failed' : 'pending', error: message });
      log('error', giveUp ? 'notification mail failed for good' : 'notification mail failed, will retry', {
        id: current.id,
        attempts,
        error: name,
      });
      if (giveUp) continue;
      await sleep(retryDelayMs(attempts));
      return { batchItemFailures: [{ itemIdentifier: streamRecord.dynamodb.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
}
