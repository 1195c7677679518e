import { createHash } from 'node:crypto';
import type { Lead } from '../../shared/domain';
import { markReceived, placeReceived } from '../data/lead-placement';
import { rememberService, rememberSource } from '../data/lead-sources';
import { FIRM_INBOX, notify } from '../data/notifications';
import type { ReceivedLead } from '../data/received-leads';
import { recordDelivery } from '../data/webhooks';

/**
 * Places a received webhook lead, from the leads table's stream: a lead of its own or a repeat of
 * the person's open lead, its source and service remembered for the list's filters. A delivery
 * whose lead was stored before received items existed is logged as the duplicate it is. The
 * received item is marked last: a failure before that has the stream try the whole again (each
 * step is idempotent), and a record handled again finds it marked and does nothing.
 */
export async function placeReceivedLead(received: Pick<ReceivedLead, 'id' | 'receivedAt'>): Promise<void> {
  const result = await placeReceived(received.id);
  if (!result) return;
  const { placed, lead } = result;
  if (placed !== 'stored') {
    await Promise.all([rememberSource(lead.source), lead.service && rememberService(lead.service)]);
  } else if (lead.endpointId) {
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

/** A repeat's record as the stream carries it (see lead-placement). */
export interface RepeatRecord {
  id: string;
  repeatOf: string;
  submission: Lead;
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
  const who = lead.name || lead.email || lead.phone || 'unnamed';
  await notify(
    FIRM_INBOX,
    repeatOf
      ? {
          kind: 'lead',
          title: `Repeat lead: ${who}`,
          body: `From ${lead.source}, added to their open lead`,
          link: '/admin-dashboard/leads',
        }
      : {
          kind: 'lead',
          title: `New lead: ${who}`,
          body: `From ${lead.source}`,
          link: '/admin-dashboard/leads',
        },
    at,
    `${lead.createdAt}#lead-${lead.id}`,
  );
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
