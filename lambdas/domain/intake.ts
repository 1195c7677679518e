import { createHash, randomUUID } from 'node:crypto';
import type { Lead } from '../../shared/domain';
import { rememberService, rememberSource } from '../data/lead-sources';
import { placeReceived, receiveLead, type ReceivedLead } from '../data/lead-placement';
import { FIRM_INBOX, notify } from '../data/notifications';
import { recordDelivery, type WebhookItem } from '../data/webhooks';
import type { MappedLead } from './lead-mapping';

/**
 * Receives a lead that came through an endpoint, once per delivery id: its id is derived from the
 * endpoint and the delivery id, so a replay finds it already received. A new lead is one write
 * (`receiveLead`); its placement, the firm's inbox and the delivery log follow from the leads
 * table's stream (`placeReceivedLead`, `leadFollowUp`). A replay is logged here, as a duplicate.
 */
export async function acceptLead(
  endpoint: WebhookItem,
  mapped: MappedLead,
  raw: string,
  deliveryId: string | undefined,
): Promise<{ leadId: string; created: boolean }> {
  const leadId = deliveryId
    ? `wh_${createHash('sha256').update(`${endpoint.id}:${deliveryId}`).digest('base64url').slice(0, 32)}`
    : `wh_${randomUUID()}`;
  const lead: Lead = {
    id: leadId,
    entity: 'lead',
    name: mapped.name,
    email: mapped.email ?? '',
    phone: mapped.phone,
    source: mapped.source ?? endpoint.name,
    status: 'new',
    message: mapped.message,
    conversation_id: mapped.conversation_id,
    ...(mapped.company ? { company: mapped.company } : {}),
    ...(mapped.service ? { service: mapped.service } : {}),
    ...(mapped.campaign ? { campaign: mapped.campaign } : {}),
    ...(mapped.formId ? { formId: mapped.formId } : {}),
    ...(mapped.test ? { test: true } : {}),
    endpointId: endpoint.id,
    raw,
    ...(deliveryId ? { deliveryId } : {}),
    createdAt: new Date().toISOString(),
  };
  const created = await receiveLead(lead);
  if (!created) {
    await recordDelivery({ endpointId: endpoint.id, deliveryId, status: 202, result: 'duplicate', leadId });
  }
  return { leadId, created };
}

/**
 * Places a received webhook lead, from the leads table's stream: a lead of its own or a repeat of
 * the person's open lead, its source and service remembered for the list's filters. A delivery
 * whose lead was stored before received items existed is logged as the duplicate it is. A record
 * handled again finds its received item placed and does nothing.
 */
export async function placeReceivedLead(received: ReceivedLead): Promise<void> {
  const lead = received.lead;
  if (!lead) return;
  const placed = await placeReceived(received.id);
  if (!placed) return;
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
