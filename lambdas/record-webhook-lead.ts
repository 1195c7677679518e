import type { Lead } from '../shared/domain';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { leadFollowUp, type RepeatRecord } from './domain/intake';

/**
 * Fed by the leads table's stream: for each new webhook lead, the firm's inbox notification and
 * the endpoint's delivery-log entry, so the receiver answers the sender after one write. Website
 * leads (from inquiries) have their own mails and are passed over; a repeat of an open lead is
 * told as a repeat. A failure makes the stream
 * retry the record (both writes are idempotent), then the dead-letter queue.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const record = insertedItem<Lead | RepeatRecord>(streamRecord);
  if (record) await leadFollowUp(record);
});
