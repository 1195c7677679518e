import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { log } from './core/http';
import { observedHandler, withCorrelationId } from './core/observability';
import { afterFirstFailure, attemptsSoFar, tryMail } from './data/mail-jobs';
import type { StoredNotification } from './data/notifications';

/**
 * Fed by the notifications table's stream: the first try at the e-mail a notification carries
 * (status changes, replies, alerts to the firm, invitations). A failed try moves to the outbox
 * and the retry job; it never holds up the notifications behind it. Each record is logged under
 * the correlation id of the request that created it.
 */
export const handler = observedHandler(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const failures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const streamRecord of event.Records) {
    if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) continue;
    const image = unmarshall(
      streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
    ) as StoredNotification;
    if (!image.mail) continue;
    const ref = { userSub: image.userSub, id: image.id };
    const ok = await withCorrelationId(image.correlationId, async () => {
      try {
        if ((await attemptsSoFar('notification', ref)) !== 0) return true;
        try {
          await tryMail('notification', ref);
        } catch (error) {
          await afterFirstFailure('notification', ref, error);
        }
        return true;
      } catch (error) {
        log('error', 'notification mail bookkeeping failed', { id: image.id, error: String(error) });
        return false;
      }
    });
    if (!ok) {
      failures.push({ itemIdentifier: streamRecord.dynamodb.SequenceNumber! });
      break;
    }
  }
  return { batchItemFailures: failures };
});
