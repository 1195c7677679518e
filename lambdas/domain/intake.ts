import { createHash, randomUUID } from 'node:crypto';
import type { Lead } from '../../shared/domain';
import { leadSourceOf, type SourceType } from '../../shared/lead-platforms';
import type { MappedLead } from './lead-mapping';

/**
 * The lead a delivery to an endpoint makes. Its id is derived from the endpoint and the delivery
 * id, so a replay of the delivery makes the same lead (and the use case finds it received).
 */
export function deliveredLead(
  endpoint: { id: string; name: string; sourceType?: SourceType },
  mapped: MappedLead,
  raw: string,
  deliveryId: string | undefined,
): Lead {
  const leadId = deliveryId
    ? `wh_${createHash('sha256').update(`${endpoint.id}:${deliveryId}`).digest('base64url').slice(0, 32)}`
    : `wh_${randomUUID()}`;
  return {
    id: leadId,
    entity: 'lead',
    name: mapped.name,
    email: mapped.email ?? '',
    phone: mapped.phone,
    source: leadSourceOf(endpoint),
    status: 'new',
    message: mapped.message,
    conversation_id: mapped.conversation_id,
    ...(mapped.company ? { company: mapped.company } : {}),
    ...(mapped.service ? { service: mapped.service } : {}),
    ...(mapped.campaign ? { campaign: mapped.campaign } : {}),
    ...(mapped.formId ? { formId: mapped.formId } : {}),
    ...(mapped.test ? { test: true } : {}),
    endpointId: endpoint.id,
    endpoint: endpoint.name,
    ...(mapped.source ? { sentSource: mapped.source } : {}),
    raw,
    ...(deliveryId ? { deliveryId } : {}),
    createdAt: new Date().toISOString(),
  };
}
