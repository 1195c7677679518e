import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Lead } from '../shared/domain';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { countLead } from './data/lead-counts';
import { indexLead } from './data/lead-search';
import { leadFollowUp, type RepeatRecord } from './domain/intake';

/**
 * Fed by the leads table's stream. Each lead, new or changed, is counted on its day under its
 * status (the admin overview's figures). Each new lead gets its search entries (so the lead
 * list's search reads only what matches); and each new webhook lead, the firm's inbox
 * notification and the endpoint's delivery-log entry, so the receiver answers the sender after
 * one write. Website leads (from inquiries) have their own mails and are passed over; a repeat of
 * an open lead is told as a repeat. A failure makes the stream retry the record (every write is
 * idempotent), then the dead-letter queue.
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const image = streamRecord.dynamodb?.NewImage;
  if (!image) return;
  const item = unmarshall(image as Record<string, AttributeValue>) as Lead | RepeatRecord;
  if (isLead(item)) await countLead(item);
  const inserted = insertedItem<Lead | RepeatRecord>(streamRecord);
  if (!inserted) return;
  if (isLead(inserted)) await indexLead(inserted);
  await leadFollowUp(inserted);
});

/** A lead (not a repeat's record or a contact claim). */
const isLead = (item: Lead | RepeatRecord): item is Lead =>
  (item as Lead).entity === 'lead' && typeof (item as Lead).createdAt === 'string';
