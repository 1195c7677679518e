import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documents } from '../lambdas/data/dynamodb';
import { indexLead } from '../lambdas/data/lead-search';
import type { Lead } from '../shared/domain';

/**
 * Writes the search entries of every lead already stored, for a deployment whose leads predate
 * the search table (new leads are indexed from the leads stream). An offline job, so the one
 * place a Scan is right: run it once after deploying the search table, with the deployed names:
 *
 *   TABLE_LEADS=<Leads table> TABLE_LEAD_SEARCH=<LeadSearch table> npx tsx scripts/backfill-lead-search.ts
 *
 * (locally, add AWS_ENDPOINT_URL_DYNAMODB=http://127.0.0.1:<port> and the local credentials).
 * Entries are written whole and keyed by the lead, so running it again changes nothing.
 */
async function main() {
  const table = process.env.TABLE_LEADS;
  if (!table || !process.env.TABLE_LEAD_SEARCH) {
    throw new Error('Set TABLE_LEADS and TABLE_LEAD_SEARCH to the deployed table names.');
  }
  let start: Record<string, unknown> | undefined;
  let indexed = 0;
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
      indexed++;
    }
    start = page.LastEvaluatedKey;
    console.log(`${indexed} leads indexed`);
  } while (start);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
