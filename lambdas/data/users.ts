import type { StaffContact } from '../../shared/portal-model';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardUser } from '../../shared/domain';
import { tableName } from '../runtime/env';
import { documents, transact } from './dynamodb';
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

/**
 * The item that holds how many client profiles there are: no role and no e-mail, so it is in no
 * index and no list. Each client profile is written in one transaction with 1 added to it.
 */
export const CLIENT_COUNT_KEY = { sub: '#count#client' } as const;

/** 1 (or `n`) added to the client count, as an item of the transaction that writes the profile(s). */
export const clientCountAdd = (table: string, n = 1) => ({
  Update: {
    TableName: table,
    Key: CLIENT_COUNT_KEY,
    UpdateExpression: 'ADD #n :n',
    // Only once the count exists (a deployment counts its profiles once when it starts keeping
    // it): never a count that starts at 1 with profiles already stored.
    ConditionExpression: 'attribute_exists(#s)',
    ExpressionAttributeNames: { '#n': 'count', '#s': 'sub' },
    ExpressionAttributeValues: { ':n': n },
  },
});

/**
 * How many client profiles exist: one read of the count item; where the count is not kept yet,
 * the byRole index's clients counted (slower as they grow, always right).
 */
export async function countClients(): Promise<number> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('dashboardUsers'), Key: CLIENT_COUNT_KEY }),
  );
  if (typeof Item?.count === 'number') return Item.count;
  return countIndexedClients();
}

/** The client profiles in the byRole index, counted (its keys, not the profiles, are read). */
export const countIndexedClients = () => countAll(byRole('client', { Select: 'COUNT' }));

/**
 * Starts keeping the client count: counts the profiles and stores the number, unless a count is
 * kept already. Run once per deployment (the backfill script; the local stack when it seeds), while
 * nobody is being invited: a profile written between the counting and the storing is missed.
 */
export async function startClientCount(): Promise<number> {
  const count = await countIndexedClients();
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('dashboardUsers'),
        Item: { ...CLIENT_COUNT_KEY, count },
        ConditionExpression: 'attribute_not_exists(#s)',
        ExpressionAttributeNames: { '#s': 'sub' },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  return countClients();
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

/**
 * Creates a profile unless one with this sub exists (an invitation retried); a client's adds 1
 * to the client count in the same transaction (or, where no count is kept yet, is written alone).
 */
export async function createProfile(profile: DashboardUser & { invitedAt: string }): Promise<void> {
  const table = tableName('dashboardUsers');
  const put = {
    TableName: table,
    Item: profile,
    ConditionExpression: 'attribute_not_exists(#s)',
    ExpressionAttributeNames: { '#s': 'sub' },
  };
  if (profile.role === 'client') {
    try {
      // Invitations made together meet on the count: more patience than the default.
      await transact({ TransactItems: [{ Put: put }, clientCountAdd(table)] }, 6);
      return;
    } catch (error) {
      const reasons = error instanceof TransactionCanceledException ? error.CancellationReasons : undefined;
      if (reasons?.[0]?.Code === 'ConditionalCheckFailed') throw conditionFailed();
      // No count kept yet: the profile alone, as before the count existed.
      if (reasons?.[1]?.Code !== 'ConditionalCheckFailed') throw error;
    }
  }
  await documents.send(new PutCommand(put));
}

/** What a conditional put of an existing profile throws, whichever way it was written. */
const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

/** Changes fields of an existing profile; undefined when there is none. */
export async function updateProfile(
  sub: string,
  changes: Partial<
    Pick<
      DashboardUser,
      'full_name' | 'phone' | 'company' | 'is_active' | 'compliance' | 'sessions_valid_after' | 'staffRole'
    >
  > & {
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
