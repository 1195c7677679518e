import { ScanCommand, TransactWriteCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lambdas/runtime/env';
import { documents } from '../lambdas/data/dynamodb';
import { receivedLeadId } from '../lambdas/data/received-leads';

/**
 * Moves the payload as received off every webhook lead stored before it was kept apart, onto the
 * lead's received item (made when the lead has none): the lead's indexes copy every attribute of
 * the lead, so a payload of up to 64 KB on it was copied into each of them, and only the lead's
 * detail view reads it. The detail view reads either place, so this can run at any time after
 * the deployment; an offline job, so a Scan is right here. With the deployed name:
 *
 *   TABLE_LEADS=<Leads> npx tsx scripts/move-lead-payloads.ts
 *
 * Each lead moves in one transaction, on condition that it still holds that payload: running it
 * again, or beside the functions, changes nothing. A repeat recorded before the change keeps its
 * payload in its record; split off later, it becomes a lead with the payload on it, which another
 * run moves.
 */
export async function moveLeadPayloads(): Promise<number> {
  let moved = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documents.send(
      new ScanCommand({
        TableName: tableName('leads'),
        // RAW is one of DynamoDB's reserved words: named through a placeholder throughout.
        FilterExpression: 'entity = :lead AND attribute_exists(#raw)',
        ProjectionExpression: 'id, #raw, createdAt',
        ExpressionAttributeNames: { '#raw': 'raw' },
        ExpressionAttributeValues: { ':lead': 'lead' },
        ExclusiveStartKey: start,
      }),
    );
    for (const lead of (page.Items ?? []) as { id: string; raw: string; createdAt: string }[]) {
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName('leads'),
                  Key: { id: receivedLeadId(lead.id) },
                  UpdateExpression:
                    'SET #raw = :raw, placedAs = if_not_exists(placedAs, :new), ' +
                    'receivedAt = if_not_exists(receivedAt, :at)',
                  ExpressionAttributeNames: { '#raw': 'raw' },
                  ExpressionAttributeValues: { ':raw': lead.raw, ':new': 'new', ':at': lead.createdAt },
                },
              },
              {
                Update: {
                  TableName: tableName('leads'),
                  Key: { id: lead.id },
                  UpdateExpression: 'REMOVE #raw',
                  ConditionExpression: '#raw = :raw',
                  ExpressionAttributeNames: { '#raw': 'raw' },
                  ExpressionAttributeValues: { ':raw': lead.raw },
                },
              },
            ],
          }),
        );
        moved++;
      } catch (error) {
        // The lead no longer holds that payload (moved meanwhile by another run): nothing left to
        // do. Any other refusal (a conflicting write, throttling) stops the run, to be run again.
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        if (reasons?.[1]?.Code !== 'ConditionalCheckFailed') throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return moved;
}

if (process.argv[1]?.endsWith('move-lead-payloads.ts')) {
  moveLeadPayloads()
    .then((moved) => console.log(`${moved} lead payloads moved to their received items`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
