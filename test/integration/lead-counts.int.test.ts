import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { countLead as CountLead } from '../../lambdas/data/lead-counts';
import type { AdminOverview } from '../../shared/api-types';
import { api, eventually, localAws, localStack, pointCodeAtStack } from './local-stack';
import { pastDayOfItsOwn } from './records';
import { createSignedInUser } from './users';

/**
 * The overview's lead figures are numbers the leads stream keeps per day. Each lead is counted
 * once under its status, however often the stream shows it again (Lambda retries a batch; a
 * record can be older than the lead), and a status change moves it from one number to the other.
 */
const aws = localAws();
const tables = localStack().tableNames;
// A day of its own, long past, that no other suite writes leads on.
const day = pastDayOfItsOwn(1999);
let admin = '';
let countLead: typeof CountLead;

beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
  // The handlers' own code, pointed at the local stack's tables.
  pointCodeAtStack(['leads', 'counts']);
  ({ countLead } = await import('../../lambdas/data/lead-counts'));
});
afterAll(() => aws.destroy());

const itemOf = async (key: string) =>
  ((
    await aws.documents.send(
      new GetCommand({ TableName: tables.counts, Key: { counter: 'leads', key }, ConsistentRead: true }),
    )
  ).Item ?? {}) as Record<string, number>;
const dayCounts = () => itemOf(day);
const campaignCounts = () => itemOf(`${day}#cmp#diwali-1999`);

const overview = async () =>
  (await (await api(`/api/admin/overview?from=${day}&to=${day}`, { token: admin })).json()) as AdminOverview;

it('counts a lead once under its status, and moves it when the status changes', async () => {
  const lead = {
    id: randomUUID(),
    entity: 'lead',
    name: 'Counted Once',
    source: 'Counted Source',
    campaign: 'diwali-1999',
    status: 'new' as const,
    createdAt: `${day}T06:00:00.000Z`,
  };
  await aws.documents.send(new PutCommand({ TableName: tables.leads, Item: lead }));
  await eventually(async () => ((await dayCounts())['s#new'] === 1 ? true : undefined));
  expect(await dayCounts()).toMatchObject({ 's#new': 1, 'src#new#Counted Source': 1 });
  expect(await campaignCounts()).toMatchObject({ 'c#new': 1 });

  // The insert's record handled again: the lead is already counted, nothing changes.
  expect(await countLead(lead)).toBe('stale');
  expect((await dayCounts())['s#new']).toBe(1);

  // The firm closes it: the stream moves it from 'new' to 'closed'.
  await aws.documents.send(
    new UpdateCommand({
      TableName: tables.leads,
      Key: { id: lead.id },
      UpdateExpression: 'SET #s = :closed',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':closed': 'closed' },
    }),
  );
  await eventually(async () => ((await dayCounts())['s#closed'] === 1 ? true : undefined));
  expect(await dayCounts()).toMatchObject({ 's#new': 0, 's#closed': 1, 'src#closed#Counted Source': 1 });
  expect(await campaignCounts()).toMatchObject({ 'c#new': 0, 'c#closed': 1 });

  // That change's record handled again, and the record of the lead as it was counted: unchanged.
  expect(await countLead({ ...lead, status: 'closed', countedStatus: 'new' })).toBe('stale');
  expect(await countLead({ ...lead, status: 'closed', countedStatus: 'closed' })).toBe('unchanged');
  expect(await dayCounts()).toMatchObject({ 's#new': 0, 's#closed': 1 });

  // The overview reads the same numbers.
  const figures = await overview();
  expect(figures.byStatus).toEqual({ new: 0, in_progress: 0, converted: 0, closed: 1 });
  expect(figures.perDay).toEqual([
    { date: day, sources: { 'Counted Source': 1 }, campaigns: { 'diwali-1999': 1 } },
  ]);
  // The bookkeeping stays on the server.
  expect(figures.latest.map((l) => l.id)).toEqual([lead.id]);
  expect(figures.latest[0]).not.toHaveProperty('countedStatus');
});
