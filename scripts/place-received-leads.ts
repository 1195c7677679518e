import { GetCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lambdas/runtime/env';
import { documents } from '../lambdas/data/dynamodb';
import { placeInquiryLead } from '../lambdas/data/inquiries';
import { repeatRecordId } from '../lambdas/data/leads';
import { placeReceivedLead } from '../lambdas/use-cases/lead-intake';
import type { InquiryRecord } from '../shared/domain';

/**
 * Places every lead that was received but never placed: webhook deliveries whose received item
 * still holds its lead, and website inquiries with neither a lead nor a repeat of one. The
 * streams place them as they come; this catches what a stream did not: records handled by the
 * previous version of the functions while a deployment that brought received items was under
 * way, or records that went to the dead-letter queue and aged out of the stream (24 hours). An
 * offline job, so a Scan is right here; with the deployed names:
 *
 *   TABLE_LEADS=<Leads> TABLE_INQUIRIES=<Inquiries> TABLE_WEBHOOKS=<Webhooks> \
 *   TABLE_WEBHOOK_DELIVERIES=<WebhookDeliveries> npx tsx scripts/place-received-leads.ts
 *
 * Placement is idempotent (a lead stored is found and left alone), so running it again, or beside
 * the streams, changes nothing.
 */
export async function placeUnplaced(): Promise<{ deliveries: number; inquiries: number }> {
  let deliveries = 0;
  let inquiries = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName('leads'),
        FilterExpression: 'begins_with(id, :received) AND attribute_exists(#lead)',
        ExpressionAttributeNames: { '#lead': 'lead' },
        ExpressionAttributeValues: { ':received': 'received#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      await placeReceivedLead({ id: String(item.id), receivedAt: String(item.receivedAt) });
      deliveries++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const stored = async (key: string) =>
    Boolean(
      (
        await documents.send(
          new GetCommand({ TableName: tableName('leads'), Key: { id: key }, ConsistentRead: true }),
        )
      ).Item,
    );
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({ TableName: tableName('inquiries'), ExclusiveStartKey: start }),
    );
    for (const inquiry of (page.Items ?? []) as InquiryRecord[]) {
      if ((await stored(inquiry.id)) || (await stored(repeatRecordId(inquiry.id)))) continue;
      await placeInquiryLead(inquiry);
      inquiries++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { deliveries, inquiries };
}

if (process.argv[1]?.endsWith('place-received-leads.ts')) {
  placeUnplaced()
    .then(({ deliveries, inquiries }) =>
      console.log(`${deliveries} received deliveries and ${inquiries} inquiries placed`),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
