import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import { tableName } from '../core/env';
import { documents } from './dynamodb';

/**
 * A lead as received, before it is placed: one item of the leads table, written by the request
 * that brought it and placed from the table's stream (`placeReceived`). It carries no attribute
 * an index of the table is keyed on, so no lead list reads it. Once placed, it keeps only its
 * key and what became of the submission: it stays as the mark that this delivery was received.
 */
export interface ReceivedLead {
  id: string;
  lead?: Lead;
  receivedAt: string;
  placedAs?: 'new' | 'repeat' | 'stored';
}

const RECEIVED = 'received#';
export const receivedLeadId = (leadId: string) => `${RECEIVED}${leadId}`;
export const isReceivedLead = (item: { id?: unknown }): item is ReceivedLead =>
  typeof item.id === 'string' && item.id.startsWith(RECEIVED);

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
