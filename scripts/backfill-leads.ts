import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documents } from '../lambdas/data/dynamodb';
import { countLead } from '../lambdas/data/lead-counts';
import { indexLead } from '../lambdas/data/lead-search';
import type { Lead } from '../shared/domain';

/**
 * Brings every lead already stored into what the leads stream keeps for new ones: its search
 * entries (the LeadSearch table) and its place in the overview's day counts (the Counts table),
 * for a deployment whose leads predate those tables. An offline job, so the one place a Scan is
 * right: run it once after deploying them, with the deployed names:
 *
 *   TABLE_LEADS=<Leads> TABLE_LEAD_SEARCH=<LeadSearch> TABLE_COUNTS=<Counts> npx tsx scripts/backfill-leads.ts
 *
 * (locally, add AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> and the local credentials).
 * Entries are written whole and keyed by the lead, and a lead already counted is not counted
 * again, so running it again (or beside the stream) changes nothing.
 */
async function main() {
  const table = process.env.TABLE_LEADS;
  if (!table || !process.env.TABLE_LEAD_SEARCH || !process.env.TABLE_COUNTS) {
    throw new Error('Set TABLE_LEADS, TABLE_LEAD_SEARCH and TABLE_COUNTS to the deployed table names.');
  }
  let start: Record<string, unknown> | undefined;
  let done = 0;
  let counted = 0;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'entity = :lead',
        ExpressionAttributeValues: { ':lead': 'lead' },
        ExclusiveStartKey: start,
      }),
    );
    for (const lead of (page.Items ?? []) as Lead[]) {
      await indexLead(lead);
      if ((await countLead(lead)) === 'counted') counted++;
      done++;
    }
    start = page.LastEvaluatedKey;
    console.log(`${done} leads indexed, ${counted} counted`);
  } while (start);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
