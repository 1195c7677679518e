import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { mailNewNotification, type NewNotification } from './use-cases/mail';

/**
 * Fed by the notifications table's stream: the first try at the e-mail a notification carries
 * (status changes, replies, alerts to the firm, invitations). A failed try moves to the outbox
 * and the retry job; it never holds up the notifications behind it. Each record is logged under
 * the correlation id of the request that created it.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const notification = insertedItem<NewNotification>(streamRecord);
  if (notification) await mailNewNotification(notification);
});
