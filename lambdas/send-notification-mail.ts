import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from './core/http';
import { afterFirstFailure, attemptsSoFar, tryMail } from './data/mail-jobs';
import type { StoredNotification } from './data/notifications';

/**
 * Fed by the notifications table's stream: the first try at the e-mail a notification carries
 * (status changes, replies, alerts to the firm, invitations). A failed try moves to the outbox
 * and the retry job; it never holds up the notifications behind it.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const streamRecord of event.Records) {
    if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) continue;
    const image = unmarshall(
      streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
    ) as StoredNotification;
    if (!image.mail) continue;
    const ref = { userSub: image.userSub, id: image.id };
    try {
      if ((await attemptsSoFar('notification', ref)) !== 0) continue;
      try {
        await tryMail('notification', ref);
      } catch (error) {
        await afterFirstFailure('notification', ref, error);
      }
    } catch (error) {
      log('error', 'notification mail bookkeeping failed', { id: image.id, error: String(error) });
      failures.push({ itemIdentifier: streamRecord.dynamodb.SequenceNumber! });
      break;
    }
  }
  return { batchItemFailures: failures };
}
