import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';

/**
 * A lead as received, before it is placed: one item of the leads table, written by the request
 * that brought it and placed from the table's stream (`placeReceived`). It carries no attribute
 * an index of the table is keyed on, so no lead list reads it. Once placed, it keeps its key, what
 * became of the submission and the payload as received: it stays as the mark that this delivery
 * was received, and as the one copy of the payload, which the lead's detail view reads.
 */
export interface ReceivedLead {
  id: string;
  lead?: Lead;
  receivedAt: string;
  placedAs?: 'new' | 'repeat' | 'stored';
  /** Once placed: the payload as received (the lead itself does not carry it). */
  raw?: string;
}

const RECEIVED = 'received#';
export const receivedLeadId = (leadId: string) => `${RECEIVED}${leadId}`;
export const isReceivedLead = (item: { id?: unknown }): item is ReceivedLead =>
  typeof item.id === 'string' && item.id.startsWith(RECEIVED);

/**
 * A lead's payload as received: on its received item (kept there once placed, or still in the
 * item's copy of the lead while what follows the placement is unfinished), or, for a lead stored
 * before payloads were kept apart, on the lead.
 */
export async function receivedPayload(lead: Lead): Promise<string | undefined> {
  if (lead.raw !== undefined || !lead.endpointId) return lead.raw;
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName('leads'),
      Key: { id: receivedLeadId(lead.id) },
      // RAW is one of DynamoDB's reserved words.
      ProjectionExpression: '#raw, #lead.#raw',
      ExpressionAttributeNames: { '#raw': 'raw', '#lead': 'lead' },
    }),
  );
  const received = Item as Pick<ReceivedLead, 'raw' | 'lead'> | undefined;
  return received?.raw ?? received?.lead?.raw;
}

/**
 * Records a lead as received, in one conditional write: false when this delivery (the same lead
 * id) was received before, so a replay stores nothing. Where the lead goes (a lead of its own or
 * a repeat of the person's open lead) is decided from the stream, off the sender's time.
 */
export async function receiveLead(lead: Lead): Promise<boolean> {
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('leads'),
        Item: { id: receivedLeadId(lead.id), lead, receivedAt: lead.createdAt } satisfies ReceivedLead,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
