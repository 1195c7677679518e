import type { InquiryRecord } from '../shared/domain';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { mailNewInquiry } from './use-cases/mail';

/**
 * Fed by the inquiries table's stream: each new inquiry's lead is placed (the request saved the
 * inquiry alone, in one write), then the first try at its confirmation and the firm's alert. A
 * failed mail never holds up the records behind it: it moves to the outbox, where the retry job
 * takes it. Only a failure to place the lead or to record the mail (DynamoDB itself failing)
 * makes the stream retry the record (both are idempotent), and after its retries, the dead-letter
 * queue. Each record is logged under the correlation id of the request that saved it.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const inquiry = insertedItem<InquiryRecord>(streamRecord);
  if (inquiry) await mailNewInquiry(inquiry);
});
