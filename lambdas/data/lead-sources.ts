import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inquiryServiceChoices } from '../../shared/inquiry-choices';
import { tableName } from '../runtime/env';
import { documents } from './dynamodb';

/**
 * Items of the webhooks table that list every lead source and every service leads have named,
 * for the lead list's filters. They are kept as leads arrive, so the filters never read the leads.
 */
const KEYS = { source: { id: '#lead-sources' }, service: { id: '#lead-services' } } as const;
type Kind = keyof typeof KEYS;

/** Values this container has already recorded: most leads repeat a known source and service. */
const remembered: Record<Kind, Set<string>> = { source: new Set(), service: new Set() };

async function remember(kind: Kind, value: string): Promise<void> {
  if (remembered[kind].has(value)) return;
  await documents.send(
    new UpdateCommand({
      TableName: tableName('webhooks'),
      Key: KEYS[kind],
      UpdateExpression: 'ADD #v :s',
      ExpressionAttributeNames: { '#v': 'values' },
      ExpressionAttributeValues: { ':s': new Set([value]) },
    }),
  );
  remembered[kind].add(value);
}

export const rememberSource = (source: string) => remember('source', source);
export const rememberService = (service: string) => remember('service', service);

async function known(kind: Kind, always: readonly string[]): Promise<string[]> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('webhooks'), Key: KEYS[kind] }),
  );
  const values = (Item?.values as Set<string> | undefined) ?? new Set<string>();
  return [...new Set([...always, ...values])].sort((a, b) => a.localeCompare(b));
}

/** Every source a lead has come from, website inquiries included, by name. */
export const knownSources = () => known('source', ['Website']);

/** Every service a lead has named: the inquiry form's choices and what lead platforms sent. */
export const knownServices = () => known('service', inquiryServiceChoices);
