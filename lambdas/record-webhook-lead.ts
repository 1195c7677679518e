import type { Lead } from '../shared/domain';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { indexLead } from './data/lead-search';
import { leadFollowUp, type RepeatRecord } from './domain/intake';

/**
 * Fed by the leads table's stream: each new lead's search entries (so the lead list's search
 * reads only what matches); and for each new webhook lead, the firm's inbox notification and the
 * endpoint's delivery-log entry, so the receiver answers the sender after one write. Website
 * leads (from inquiries) have their own mails and are passed over; a repeat of an open lead is
 * told as a repeat. A failure makes the stream retry the record (every write is idempotent), then
 * the dead-letter queue.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const record = insertedItem<Lead | RepeatRecord>(streamRecord);
  if (!record) return;
  if (isLead(record)) await indexLead(record);
  await leadFollowUp(record);
});

/** A lead (not a repeat's record or a contact claim). */
const isLead = (item: Lead | RepeatRecord): item is Lead =>
  (item as Lead).entity === 'lead' && typeof (item as Lead).createdAt === 'string';
