import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { log } from './core/http';
import { withCorrelationId } from './core/observability';
import { streamBatchHandler } from './core/stream-batch';
import { afterFirstFailure, attemptsSoFar, tryMail } from './data/mail-jobs';
import type { StoredNotification } from './data/notifications';

/**
 * Fed by the notifications table's stream: the first try at the e-mail a notification carries
 * (status changes, replies, alerts to the firm, invitations). A failed try moves to the outbox
 * and the retry job; it never holds up the notifications behind it. Each record is logged under
 * the correlation id of the request that created it.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) return;
  const image = unmarshall(
    streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
  ) as StoredNotification;
  if (!image.mail) return;
  const ref = { userSub: image.userSub, id: image.id };
  await withCorrelationId(image.correlationId, async () => {
    try {
      if ((await attemptsSoFar('notification', ref)) !== 0) return;
      try {
        await tryMail('notification', ref);
      } catch (error) {
        await afterFirstFailure('notification', ref, error);
      }
    } catch (error) {
      log('error', 'notification mail bookkeeping failed', { id: image.id, error: String(error) });
      throw error;
    }
  });
});
