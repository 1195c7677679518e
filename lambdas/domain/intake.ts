import { createHash, randomUUID } from 'node:crypto';
import type { Lead } from '../../shared/domain';
import { receiveLead } from '../data/received-leads';
import { recordDelivery, type WebhookItem } from '../data/webhooks';
import type { MappedLead } from './lead-mapping';

/**
 * Receives a lead that came through an endpoint, once per delivery id: its id is derived from the
 * endpoint and the delivery id, so a replay finds it already received. A new lead is one write
 * (`receiveLead`); its placement, the firm's inbox and the delivery log follow from the leads
 * table's stream (lead-follow-up.ts). This module loads none of that: the receiver stays small. A replay is logged here, as a duplicate.
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
