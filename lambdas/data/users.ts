import type { StaffContact } from '../../shared/portal-model';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardUser } from '../../shared/domain';
import { tableName } from '../core/env';
import { documents } from './dynamodb';
import { countAll, decodeCursor, encodeCursor, queryPages, readAll } from './paging';

/** The profiles of one role, by name (the byRole index). */
const byRole = (role: DashboardUser['role'], extra: { Limit?: number; Select?: 'COUNT' } = {}) =>
  queryPages({
    TableName: tableName('dashboardUsers'),
    IndexName: 'byRole',
    KeyConditionExpression: '#r = :role',
    ExpressionAttributeNames: { '#r': 'role' },
    ExpressionAttributeValues: { ':role': role },
    ...extra,
  });

export async function getDashboardUser(sub: string): Promise<DashboardUser | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('dashboardUsers'), Key: { sub } }),
  );
  return Item as DashboardUser | undefined;
}

/** How many client profiles exist (the index's keys counted, not the profiles read). */
export async function countClients(): Promise<number> {
  return countAll(byRole('client', { Select: 'COUNT' }));
}

/** A cursor that is not one a client list page gave out. */
export class InvalidClientCursorError extends Error {}

/** One page of client profiles by name, and the cursor of the next page. */
export async function listClients(page: { limit: number; cursor?: string }): Promise<{
  clients: DashboardUser[];
  nextCursor?: string;
}> {
  let start: Record<string, unknown> | undefined;
  if (page.cursor) {
    start = decodeCursor(page.cursor);
    // The start key of this index: the profile's sub, and its role and name.
    const keys = start ? Object.keys(start).sort().join(',') : '';
    if (!start || keys !== 'full_name,role,sub' || start.role !== 'client') {
      throw new InvalidClientCursorError('this cursor was not given out by the client list');
    }
  }
  const answer = await byRole('client', { Limit: page.limit })(start);
  return {
    clients: (answer.Items ?? []) as DashboardUser[],
    ...(answer.LastEvaluatedKey ? { nextCursor: encodeCursor(answer.LastEvaluatedKey) } : {}),
  };
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
  changes: Partial<Pick<DashboardUser, 'full_name' | 'phone' | 'company' | 'is_active' | 'compliance'>> & {
    /** null removes the advisor. */
    advisorSub?: string | null;
  },
): Promise<DashboardUser | undefined> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const set = entries.flatMap(([, v], i) => (v === null ? [] : [`#f${i} = :v${i}`]));
  const remove = entries.flatMap(([, v], i) => (v === null ? [`#f${i}`] : []));
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName('dashboardUsers'),
        Key: { sub },
        UpdateExpression: [
          set.length ? `SET ${set.join(', ')}` : '',
          remove.length ? `REMOVE ${remove.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' '),
        ConditionExpression: 'attribute_exists(#s)',
        ExpressionAttributeNames: {
          '#s': 'sub',
          ...Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        },
        // DynamoDB refuses an empty map of values (a change that only removes).
        ...(set.length
          ? {
              ExpressionAttributeValues: Object.fromEntries(
                entries.flatMap(([, v], i) => (v === null ? [] : [[`:v${i}`, v]])),
              ),
            }
          : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as DashboardUser;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** An active staff member as clients see them, or undefined (no such account, not staff, off). */
export async function staffContact(sub: string): Promise<StaffContact | undefined> {
  const user = await getDashboardUser(sub);
  return user?.role === 'admin' && user.is_active
    ? { sub, name: user.full_name, email: user.email }
    : undefined;
}

/** Every admin profile, by name (a firm has a handful of staff). */
export async function listAdmins(): Promise<DashboardUser[]> {
  return readAll<DashboardUser>(byRole('admin'));
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

/**
 * Every client profile, a page of the byRole index at a time (the daily reminder run reads them
 * all once; a firm's few thousand clients are a few pages).
 */
export function listAllClients(): Promise<DashboardUser[]> {
  return readAll<DashboardUser>(byRole('client'));
}
