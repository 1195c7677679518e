import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
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
