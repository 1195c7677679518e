import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardUser } from '../../shared/domain';
import { tableName } from '../core/env';
import { documents } from './dynamodb';

export async function getDashboardUser(sub: string): Promise<DashboardUser | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('dashboardUsers'), Key: { sub } }),
  );
  return Item as DashboardUser | undefined;
}

/** How many client profiles exist (the dashboard-users table is small: a scan with a count). */
export async function countClients(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName('dashboardUsers'),
        FilterExpression: '#r = :client',
        ExpressionAttributeNames: { '#r': 'role' },
        ExpressionAttributeValues: { ':client': 'client' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Every client profile, by name (the table is small: a filtered scan). */
export async function listClients(): Promise<DashboardUser[]> {
  const out: DashboardUser[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName('dashboardUsers'),
        FilterExpression: '#r = :client',
        ExpressionAttributeNames: { '#r': 'role' },
        ExpressionAttributeValues: { ':client': 'client' },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...((page.Items ?? []) as DashboardUser[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return out.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

/** Creates a profile unless one with this sub exists (an invitation retried). */
export async function createProfile(profile: DashboardUser & { invitedAt: string }): Promise<void> {
  await documents.send(
    new PutCommand({
      TableName: tableName('dashboardUsers'),
      Item: profile,
      ConditionExpression: 'attribute_not_exists(#s)',
      ExpressionAttributeNames: { '#s': 'sub' },
    }),
  );
}

/** Changes fields of an existing profile; undefined when there is none. */
export async function updateProfile(
  sub: string,
  changes: Partial<Pick<DashboardUser, 'full_name' | 'phone' | 'company' | 'is_active'>>,
): Promise<DashboardUser | undefined> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('dashboardUsers'),
        Key: { sub },
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(#s)',
        ExpressionAttributeNames: {
          '#s': 'sub',
          ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        },
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as DashboardUser;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
