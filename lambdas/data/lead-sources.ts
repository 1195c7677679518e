import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../core/env';
import { documents } from './dynamodb';

/**
 * The one item of the webhooks table that lists every lead source seen, for the lead list's
 * source filter. It is kept as leads arrive, so the filter never has to read the leads.
 */
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

/** Every source a lead has come from, website inquiries included, by name. */
export async function knownSources(): Promise<string[]> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('webhooks'), Key: SOURCES_KEY }),
  );
  const values = (Item?.values as Set<string> | undefined) ?? new Set<string>();
  return [...new Set(['Website', ...values])].sort((a, b) => a.localeCompare(b));
}
