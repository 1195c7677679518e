import type { InquiryRecord } from '../shared/domain';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { firstTry } from './domain/mail-jobs';

/**
 * Fed by the inquiries table's stream: the first try at each new inquiry's confirmation and the
 * firm's alert. A failed try never holds up the records behind it: the mail moves to the outbox,
 * where the retry job takes it. Only a failure to record that (DynamoDB itself failing) makes the
 * stream retry the record, and after its retries, the dead-letter queue. Each record is logged
 * under the correlation id of the request that saved it.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const inquiry = insertedItem<InquiryRecord>(streamRecord);
  if (!inquiry) return;
  await firstTry('inquiry', { id: inquiry.id }, inquiry.correlationId);
});
