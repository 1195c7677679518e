import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Lead } from '../../shared/domain';
import { pagePaths } from '../../shared/page-paths';
import { countLead } from '../data/lead-counts';
import { markReceived, placeReceived, type RepeatRecord } from '../data/lead-placement';
import { indexLead } from '../data/lead-search';
import { getLead } from '../data/leads';
import { rememberService, rememberSource } from '../data/lead-sources';
import { FIRM_INBOX, notify } from '../data/notifications';
import { isReceivedLead, type ReceivedLead } from '../data/received-leads';
import { recordDelivery } from '../data/webhooks';
import { countMetric, log } from '../runtime/observability';

/**
 * What follows a lead's arrival, from the leads table's stream: a received webhook lead placed,
 * the firm told, the endpoint's delivery log written, each lead indexed for search and counted.
 */

/**
 * Places a received webhook lead, from the leads table's stream: a lead of its own or a repeat of
 * the person's open lead. A delivery
 * whose lead was stored before received items existed is logged as the duplicate it is. The
 * received item is marked last: a failure before that has the stream try the whole again (each
 * step is idempotent), and a record handled again finds it marked and does nothing.
 */
export async function placeReceivedLead(received: Pick<ReceivedLead, 'id' | 'receivedAt'>): Promise<void> {
  const result = await placeReceived(received.id);
  if (!result) return;
  const { placed, lead } = result;
  // Its source and service are remembered when the lead itself is inserted (followLeadRecord).
  if (placed === 'stored' && lead.endpointId) {
    await recordDelivery(
      {
        endpointId: lead.endpointId,
        deliveryId: lead.deliveryId,
        status: 202,
        result: 'duplicate',
        leadId: lead.id,
      },
      new Date(received.receivedAt),
      createHash('sha256').update(`duplicate:${lead.id}`).digest('hex').slice(0, 8),
    );
  }
  await markReceived(received.id, placed, lead.raw);
}

/**
 * What follows a new webhook lead, from the leads table's stream: a notification in the firm's
 * inbox and the 'accepted' entry of its endpoint's delivery log. A repeat (the same person again,
 * attached to their open lead) is told as such. Both keys are made from the lead, so a record
 * handled twice notifies and logs once. Claims and website leads are passed over.
 */
export async function leadFollowUp(record: Lead | RepeatRecord): Promise<void> {
  const repeatOf = 'repeatOf' in record ? record.repeatOf : undefined;
  const lead = 'repeatOf' in record ? record.submission : record;
  if (!lead?.endpointId) return;
  const at = new Date(lead.createdAt);
  // A test lead tells nobody: "Send a test lead" answers on the spot, and a platform's own test
  // must not read as a new prospect. Its delivery is still logged below.
  const who = lead.name || lead.email || lead.phone || 'unnamed';
  if (!lead.test) {
    await notify(
      FIRM_INBOX,
      repeatOf
        ? {
            kind: 'lead',
            title: `Repeat lead: ${who}`,
            body: `From ${lead.source}, added to their open lead`,
            link: pagePaths.admin.leads,
          }
        : {
            kind: 'lead',
            title: `New lead: ${who}`,
            body: `From ${lead.source}`,
            link: pagePaths.admin.leads,
          },
      at,
      `${lead.createdAt}#lead-${lead.id}`,
    );
  }
  await recordDelivery(
    {
      endpointId: lead.endpointId,
      deliveryId: lead.deliveryId,
      status: 202,
      result: 'accepted',
      leadId: repeatOf ?? lead.id,
    },
    at,
    createHash('sha256').update(lead.id).digest('hex').slice(0, 8),
  );
}

/** An item of the leads table as its stream shows it (a lead, a repeat's record, a received lead). */
type LeadsItem = Lead | RepeatRecord | ReceivedLead;

/**
 * One record of the leads table's stream. A lead received from a webhook (one write by the
 * receiver) is placed: a lead of its own or a repeat of the person's open lead. Each new lead gets
 * its search entries (so the lead list's search reads only what matches); each new webhook lead,
 * the firm's inbox notification and the endpoint's delivery-log entry, so the receiver answers the
 * sender after one write (website leads have their own mails and are passed over; a repeat of an
 * open lead is told as a repeat). Then each lead, new or changed, is counted on its day under its
 * status (the admin overview's figures). A failure makes the stream retry the record (every write
 * is idempotent), then the dead-letter queue; only a count DynamoDB refuses outright is logged and
 * passed over, so it cannot hold back the leads behind it (the backfill script counts it again).
 */
export async function followLeadRecord(record: {
  /** The item the record inserted; undefined for updates and removals. */
  inserted?: LeadsItem;
  /** The item as the record leaves it; undefined for a removal. */
  current?: LeadsItem;
}): Promise<void> {
  const { inserted, current } = record;
  if (!current) return;
  if (inserted && isReceivedLead(inserted)) return placeReceivedLead(inserted);
  if (inserted) {
    if (isLead(inserted)) {
      await indexLead(inserted);
      // Every lead's source and service, a website inquiry's included (its service may be a price
      // plan or a service page's title, not one of the form's choices), for the list's filters.
      await Promise.all([
        rememberSource(inserted.source),
        inserted.service && rememberService(inserted.service),
      ]);
    } else if (isRepeat(inserted)) await indexRepeat(inserted);
    await leadFollowUp(inserted as Lead | RepeatRecord);
  }
  if (isLead(current)) await countOrReport(current);
}

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

const isRepeat = (item: LeadsItem): item is RepeatRecord =>
  typeof (item as RepeatRecord).repeatOf === 'string' &&
  typeof (item as RepeatRecord).submission === 'object';

/** A lead (not a repeat's record, a received lead or a contact claim). */
const isLead = (item: LeadsItem): item is Lead =>
  (item as Lead).entity === 'lead' && typeof (item as Lead).createdAt === 'string';
