import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardUser } from '../../shared/domain';
import { tableName } from '../core/env';
import { documents } from './dynamodb';
import { countAll, readAll, scanPages } from './paging';

/** The dashboard-users table's client profiles (the table is small: a filtered scan). */
const clientProfiles = (select?: 'COUNT') =>
  scanPages({
    TableName: tableName('dashboardUsers'),
    FilterExpression: '#r = :client',
    ExpressionAttributeNames: { '#r': 'role' },
    ExpressionAttributeValues: { ':client': 'client' },
    ...(select ? { Select: select } : {}),
  });

export async function getDashboardUser(sub: string): Promise<DashboardUser | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('dashboardUsers'), Key: { sub } }),
  );
  return Item as DashboardUser | undefined;
}

/** How many client profiles exist. */
export async function countClients(): Promise<number> {
  return countAll(clientProfiles('COUNT'));
}

/** Every client profile, by name. */
export async function listClients(): Promise<DashboardUser[]> {
  const out = await readAll<DashboardUser>(clientProfiles());
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

/** Every admin profile, by name (the staff list; the table is small: a filtered scan). */
export async function listAdmins(): Promise<DashboardUser[]> {
  const out = await readAll<DashboardUser>(
    scanPages({
      TableName: tableName('dashboardUsers'),
      FilterExpression: '#r = :admin',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
  return out.sort((a, b) => a.full_name.localeCompare(b.full_name));
}

/**
 * Records the account's security state: its second factor confirmed at `enrolledAt` (or, with
 * null, turned off), and its sessions that began before `sessionsValidAfter` (epoch seconds)
 * ended. Undefined when there is no such profile.
 */
export async function recordSecurity(
  sub: string,
  change: { enrolledAt?: string | null; sessionsValidAfter?: number },
): Promise<DashboardUser | undefined> {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  if (change.enrolledAt === null) remove.push('mfa_enrolled_at');
  else if (change.enrolledAt !== undefined) {
    set.push('mfa_enrolled_at = :enrolled');
    values[':enrolled'] = change.enrolledAt;
  }
  if (change.sessionsValidAfter !== undefined) {
    set.push('sessions_valid_after = :after');
    values[':after'] = change.sessionsValidAfter;
  }
  const expression = [
    set.length ? `SET ${set.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('dashboardUsers'),
        Key: { sub },
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(#s)',
        ExpressionAttributeNames: { '#s': 'sub' },
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as DashboardUser;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
