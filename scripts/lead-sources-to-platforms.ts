import { ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Lead, LeadStatus } from '../shared/domain';
import { leadSourceOf } from '../shared/lead-platforms';
import { documents, transact } from '../lambdas/data/dynamodb';
import { countTargets } from '../lambdas/data/lead-count-items';
import { getWebhook } from '../lambdas/data/webhooks';
import { tableName } from '../lambdas/runtime/env';

type StoredLead = Pick<Lead, 'id' | 'source' | 'campaign' | 'createdAt' | 'test' | 'endpointId'> & {
  countedStatus?: LeadStatus;
};

export interface SourceBackfill {
  /** Webhook leads read. */
  seen: number;
  /** Leads whose source became their platform, with the endpoint kept beside it. */
  rewritten: number;
  /** Test leads (a dashboard sample) taken out of the overview's figures they had been counted in. */
  uncounted: number;
  /** Leads whose endpoint is gone, so their platform cannot be told: left as they are. */
  orphaned: number;
}

/**
 * Gives every stored webhook lead the source intake now gives it: its platform ("Google Ads"),
 * never the endpoint's name ("Google Ads - GST campaign") or what the sender called itself, with
 * the endpoint's name in a field of its own and the sender's label kept as `sentSource`. The
 * overview's day numbers move with each lead, in the same transaction, so the figures by source
 * stay the sum of the leads. A dashboard test lead (source "<endpoint> (test)") is flagged as the
 * sample it is and taken out of every figure.
 *
 * Each write is conditional on what it read (the source, the status counted, no endpoint field
 * yet), so a lead changed meanwhile is left for the next run, and running it again changes
 * nothing. An offline job, so a Scan is right here; with the deployed names:
 *
 *   TABLE_LEADS=<Leads> TABLE_COUNTS=<Counts> TABLE_WEBHOOKS=<Webhooks> \
 *     npx tsx scripts/lead-sources-to-platforms.ts
 */
export async function leadSourcesToPlatforms(): Promise<SourceBackfill> {
  const totals: SourceBackfill = { seen: 0, rewritten: 0, uncounted: 0, orphaned: 0 };
  const endpoints = new Map<string, Awaited<ReturnType<typeof getWebhook>>>();
  const rewrittenAway = new Set<string>();
  const stillUsed = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName('leads'),
        FilterExpression: 'entity = :lead AND attribute_exists(endpointId)',
        ExpressionAttributeValues: { ':lead': 'lead' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (page.Items ?? []) as (StoredLead & { endpoint?: string })[]) {
      totals.seen++;
      if (item.endpoint !== undefined) {
        stillUsed.add(item.source);
        continue;
      }
      if (!endpoints.has(item.endpointId!))
        endpoints.set(item.endpointId!, await getWebhook(item.endpointId!));
      const endpoint = endpoints.get(item.endpointId!);
      if (!endpoint) {
        totals.orphaned++;
        stillUsed.add(item.source);
        continue;
      }
      const source = leadSourceOf(endpoint);
      const sample = item.test === true || item.source === `${endpoint.name} (test)`;
      const sentSource = !sample && item.source !== endpoint.name ? item.source : undefined;
      const outcome = await rewrite(item, { source, endpoint: endpoint.name, sentSource, sample });
      if (outcome === 'stale') {
        stillUsed.add(item.source);
        continue;
      }
      totals.rewritten++;
      if (outcome === 'uncounted') totals.uncounted++;
      stillUsed.add(source);
      if (item.source !== source) rewrittenAway.add(item.source);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  // The Source filter's list: the platforms added, then the names no lead carries any more
  // dropped (DynamoDB takes no ADD and DELETE of one attribute in a single update).
  const sourceList = (expression: string, values: Set<string>) =>
    documents.send(
      new UpdateCommand({
        TableName: tableName('webhooks'),
        Key: { id: '#lead-sources' },
        UpdateExpression: `${expression} #v :s`,
        ExpressionAttributeNames: { '#v': 'values' },
        ExpressionAttributeValues: { ':s': values },
      }),
    );
  if (stillUsed.size > 0) await sourceList('ADD', stillUsed);
  const gone = [...rewrittenAway].filter((s) => !stillUsed.has(s));
  if (gone.length > 0) await sourceList('DELETE', new Set(gone));
  return totals;
}

async function rewrite(
  lead: StoredLead,
  to: { source: string; endpoint: string; sentSource?: string; sample: boolean },
): Promise<'rewritten' | 'uncounted' | 'stale'> {
  const was = lead.countedStatus;
  const before = { source: lead.source, campaign: lead.campaign, createdAt: lead.createdAt };
  // What the lead's day numbers lose and gain: a sample leaves every figure; a prospect's
  // number moves from its old source's name to its platform's.
  const counts: { key: string; add: Record<string, number> }[] = [];
  if (was && to.sample) {
    for (const target of countTargets({ status: was, ...before }))
      counts.push({ key: target.key, add: Object.fromEntries(target.attributes.map((a) => [a, -1])) });
  } else if (was && to.source !== lead.source) {
    const [day] = countTargets({ status: was, ...before });
    counts.push({
      key: day!.key,
      add: { [`src#${was}#${lead.source}`]: -1, [`src#${was}#${to.source}`]: 1 },
    });
  }
  const sets = ['#source = :source', '#endpoint = :endpoint'];
  const values: Record<string, unknown> = {
    ':source': to.source,
    ':endpoint': to.endpoint,
    ':read': lead.source,
  };
  if (to.sentSource) {
    sets.push('sentSource = :sent');
    values[':sent'] = to.sentSource;
  }
  if (to.sample) {
    sets.push('test = :true');
    values[':true'] = true;
  }
  if (was) values[':was'] = was;
  try {
    await transact({
      TransactItems: [
        {
          Update: {
            TableName: tableName('leads'),
            Key: { id: lead.id },
            UpdateExpression: `SET ${sets.join(', ')}${was && to.sample ? ' REMOVE countedStatus' : ''}`,
            ConditionExpression: `#source = :read AND attribute_not_exists(#endpoint) AND ${
              was ? 'countedStatus = :was' : 'attribute_not_exists(countedStatus)'
            }`,
            ExpressionAttributeNames: { '#source': 'source', '#endpoint': 'endpoint' },
            ExpressionAttributeValues: values,
          },
        },
        ...counts.map(({ key, add }) => {
          const names = Object.keys(add);
          return {
            Update: {
              TableName: tableName('counts'),
              Key: { counter: 'leads', key },
              UpdateExpression: `ADD ${names.map((_, i) => `#a${i} :n${i}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
              ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:n${i}`, add[n]])),
            },
          };
        }),
      ],
    });
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return 'stale';
    throw error;
  }
  return was && to.sample ? 'uncounted' : 'rewritten';
}

if (process.argv[1]?.endsWith('lead-sources-to-platforms.ts')) {
  leadSourcesToPlatforms()
    .then((t) =>
      console.log(
        `${t.seen} webhook leads: ${t.rewritten} given their platform as source, ${t.uncounted} test leads taken out of the figures, ${t.orphaned} left (endpoint deleted)`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
