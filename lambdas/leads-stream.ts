import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Lead } from '../shared/domain';
import { log } from './core/http';
import { countMetric } from './core/observability';
import { insertedItem, streamBatchHandler } from './core/stream-batch';
import { countLead } from './data/lead-counts';
import { isReceivedLead, type ReceivedLead } from './data/received-leads';
import { getLead } from './data/leads';
import { indexLead } from './data/lead-search';
import { leadFollowUp, placeReceivedLead, type RepeatRecord } from './domain/lead-follow-up';

/**
 * Fed by the leads table's stream. A lead received from a webhook (one write by the receiver) is
 * placed: a lead of its own or a repeat of the person's open lead. Each new lead gets its search entries (so the lead list's
 * search reads only what matches); each new webhook lead, the firm's inbox notification and the
 * endpoint's delivery-log entry, so the receiver answers the sender after one write (website
 * leads have their own mails and are passed over; a repeat of an open lead is told as a repeat).
 * Then each lead, new or changed, is counted on its day under its status (the admin overview's
 * figures). A failure makes the stream retry the record (every write is idempotent), then the
 * dead-letter queue; only a count DynamoDB refuses outright is logged and passed over, so it
 * cannot hold back the leads behind it (the backfill script counts it again).
 */
export const handler = streamBatchHandler(async (streamRecord) => {
  const image = streamRecord.dynamodb?.NewImage;
  if (!image) return;
  const inserted = insertedItem<Lead | RepeatRecord | ReceivedLead>(streamRecord);
  if (inserted && isReceivedLead(inserted)) return placeReceivedLead(inserted);
  if (inserted) {
    if (isLead(inserted)) await indexLead(inserted);
    else if (isRepeat(inserted)) await indexRepeat(inserted);
    await leadFollowUp(inserted);
  }
  const item = unmarshall(image as Record<string, AttributeValue>) as Lead | RepeatRecord;
  if (isLead(item)) await countOrReport(item);
});

async function countOrReport(lead: Lead): Promise<void> {
  try {
    await countLead(lead);
  } catch (error) {
    // Only what DynamoDB refuses outright (an invalid or oversized write) is passed over; any
    // other failure (a collision, throttling, the network) has the stream try the record again.
    if (!refusedOutright(error)) throw error;
    log('error', 'lead not counted', {
      leadId: lead.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    countMetric('LeadsNotCounted');
  }
}

const refusedOutright = (error: unknown) =>
  (error as Error | undefined)?.name === 'ValidationException' ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((r) => r.Code === 'ValidationError'));

/**
 * A repeat is found by its own name, e-mail and phone too: its entries name the lead it joined
 * (at that lead's time, where the list orders it), so a search for what the person typed this
 * time finds the lead that holds the submission.
 */
async function indexRepeat(repeat: RepeatRecord): Promise<void> {
  const parent = await getLead(repeat.repeatOf);
  if (!parent) return;
  const { name, email, phone } = repeat.submission;
  await indexLead({ id: parent.id, createdAt: parent.createdAt, name, email, phone });
}

const isRepeat = (item: Lead | RepeatRecord): item is RepeatRecord =>
  typeof (item as RepeatRecord).repeatOf === 'string' &&
  typeof (item as RepeatRecord).submission === 'object';

/** A lead (not a repeat's record or a contact claim). */
const isLead = (item: Lead | RepeatRecord): item is Lead =>
  (item as Lead).entity === 'lead' && typeof (item as Lead).createdAt === 'string';
