import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import type { MappedLead } from '../core/lead-mapping';
import { FIRM_INBOX, notify } from './notifications';
import { tableName } from '../core/env';
import { documents } from './dynamodb';
import { putLeadOnce } from './leads';
import { recordDelivery, type WebhookItem } from './webhooks';

/** The one item that lists every lead source seen (the lead list's source filter). */
const SOURCES_KEY = { id: '#lead-sources' };

/** Sources this container has already recorded: most leads repeat a known source. */
const remembered = new Set<string>();

export async function rememberSource(source: string): Promise<void> {
  if (remembered.has(source)) return;
  await documents.send(
    new UpdateCommand({
      TableName: tableName('webhooks'),
      Key: SOURCES_KEY,
      UpdateExpression: 'ADD #v :s',
      ExpressionAttributeNames: { '#v': 'values' },
      ExpressionAttributeValues: { ':s': new Set([source]) },
    }),
  );
  remembered.add(source);
}

export async function knownSources(): Promise<string[]> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('webhooks'), Key: SOURCES_KEY }),
  );
  const values = (Item?.values as Set<string> | undefined) ?? new Set<string>();
  return [...new Set(['Website', ...values])].sort((a, b) => a.localeCompare(b));
}

/**
 * Stores a lead that came through an endpoint, once per delivery id: its id is derived from the
 * endpoint and the delivery id, so a replay finds it already there. Logs the delivery.
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
    endpointId: endpoint.id,
    raw,
    createdAt: new Date().toISOString(),
  };
  const created = await putLeadOnce(lead);
  if (created) {
    await rememberSource(lead.source);
    await notify(
      FIRM_INBOX,
      {
        kind: 'lead',
        title: `New lead: ${lead.name || lead.email || lead.phone || 'unnamed'}`,
        body: `From ${lead.source}`,
        link: '/admin-dashboard/leads',
      },
      new Date(lead.createdAt),
      `${lead.createdAt}#lead-${lead.id}`,
    );
  }
  await recordDelivery({
    endpointId: endpoint.id,
    deliveryId,
    status: 202,
    result: created ? 'accepted' : 'duplicate',
    leadId,
  });
  return { leadId, created };
}
