import { ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documents } from '../lambdas/data/dynamodb';
import { tableName } from '../lambdas/runtime/env';
import { normalisePhone } from '../shared/text-checks';

/**
 * Rewrites the phone of every stored lead that a lead source sent in a local form ("098111 99900",
 * "+91-98111-99900") to E.164, as intake now stores it. Repeats' summaries are left as they were
 * received: they are history. A number that cannot be read is left as it is. Each write is
 * conditional on the phone it read, so a lead changed meanwhile is left for the next run; running
 * it again changes nothing. An offline job, so a Scan is right here; with the deployed name:
 *
 *   TABLE_LEADS=<Leads> npx tsx scripts/normalise-lead-phones.ts
 */
export async function normaliseLeadPhones(): Promise<{ seen: number; rewritten: number }> {
  let seen = 0;
  let rewritten = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName('leads'),
        FilterExpression: 'entity = :lead AND attribute_exists(phone)',
        ExpressionAttributeValues: { ':lead': 'lead' },
        ProjectionExpression: 'id, phone',
        ExclusiveStartKey: start,
      }),
    );
    for (const { id, phone } of (page.Items ?? []) as { id: string; phone: string }[]) {
      seen++;
      const normal = normalisePhone(phone);
      if (!normal || normal === phone) continue;
      try {
        await documents.send(
          new UpdateCommand({
            TableName: tableName('leads'),
            Key: { id },
            UpdateExpression: 'SET phone = :normal',
            ConditionExpression: 'phone = :read',
            ExpressionAttributeValues: { ':normal': normal, ':read': phone },
          }),
        );
        rewritten++;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { seen, rewritten };
}

if (process.argv[1]?.endsWith('normalise-lead-phones.ts')) {
  normaliseLeadPhones()
    .then(({ seen, rewritten }) => console.log(`${seen} leads with a phone, ${rewritten} rewritten to E.164`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
