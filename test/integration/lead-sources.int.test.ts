import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import type { AdminOverview } from '../../shared/api-types';
import type { SourceType, WebhookEndpointView } from '../../shared/lead-platforms';
import type { leadSourcesToPlatforms as Backfill } from '../../scripts/lead-sources-to-platforms';
import { api, drained, eventually, localAws, localStack, pointCodeAtStack } from './local-stack';
import { pastDayOfItsOwn } from './records';
import { createSignedInUser } from './users';

/**
 * A lead's source is its platform: two Google Ads endpoints, one per campaign, are one source in
 * the list's filter and the overview's chart, each lead keeping the endpoint it came through.
 * Leads stored before that are rewritten by a backfill that moves their day numbers with them.
 */
const aws = localAws();
afterAll(() => aws.destroy());
const tables = localStack().tableNames;
const json = { 'content-type': 'application/json' };
const tag = `src${Date.now().toString(36)}`;
// A day of its own, long past, that no other suite writes leads on.
const day = pastDayOfItsOwn(1998);
let admin = '';
let leadSourcesToPlatforms: typeof Backfill;

beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
  pointCodeAtStack(['leads', 'counts', 'webhooks']);
  ({ leadSourcesToPlatforms } = await import('../../scripts/lead-sources-to-platforms'));
});

const leadById = async (id: string) =>
  (await aws.documents.send(new GetCommand({ TableName: tables.leads, Key: { id }, ConsistentRead: true })))
    .Item as (Lead & { countedStatus?: string }) | undefined;

async function createEndpoint(name: string, sourceType: SourceType): Promise<WebhookEndpointView> {
  const res = await api('/api/webhooks', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, sourceType }),
    token: admin,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { webhook: WebhookEndpointView }).webhook;
}

const googleLead = (endpoint: WebhookEndpointView, name: string) =>
  JSON.stringify({
    lead_id: randomUUID(),
    google_key: endpoint.platformKey,
    campaign_id: 777,
    is_test: false,
    user_column_data: [
      { column_id: 'FULL_NAME', string_value: name },
      { column_id: 'EMAIL', string_value: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com` },
    ],
  });

const sources = async () =>
  (await (await api('/api/leads/sources', { token: admin })).json()) as { sources: string[] };

it('counts leads from two Google Ads endpoints as one source, each keeping its endpoint', async () => {
  const gst = await createEndpoint(`Google Ads - GST campaign ${tag}`, 'google-ads');
  const itr = await createEndpoint(`Google Ads - ITR campaign ${tag}`, 'google-ads');
  const ids: string[] = [];
  for (const [endpoint, name] of [
    [gst, `Meera ${tag}`],
    [itr, `Farhan ${tag}`],
  ] as const) {
    const res = await api(`/api/webhook/${endpoint.id}`, {
      method: 'POST',
      headers: json,
      body: googleLead(endpoint, name),
    });
    expect(res.status).toBe(202);
    ids.push(((await res.json()) as { id: string }).id);
  }
  await drained();
  expect(await leadById(ids[0]!)).toMatchObject({ source: 'Google Ads', endpoint: gst.name });
  expect(await leadById(ids[1]!)).toMatchObject({ source: 'Google Ads', endpoint: itr.name });
  const listed = (await (
    await api(`/api/leads?source=${encodeURIComponent('Google Ads')}&q=${tag}&limit=100`, { token: admin })
  ).json()) as { leads: Lead[] };
  expect(listed.leads.map((l) => l.id).sort()).toEqual([...ids].sort());
  const { sources: known } = await sources();
  expect(known).toContain('Google Ads');
  expect(known).not.toContain(gst.name);
  expect(known).not.toContain(itr.name);
});

it('a backfill gives stored leads their platform, moves their day numbers and drops old test leads', async () => {
  const endpoint = await createEndpoint(`Google Ads - Diwali ${tag}`, 'google-ads');
  const stored = (id: string, source: string): Lead =>
    ({
      id,
      entity: 'lead',
      name: `Stored ${tag}`,
      email: `${id.slice(0, 8)}.${tag}@example.com`,
      source,
      status: 'new',
      endpointId: endpoint.id,
      createdAt: `${day}T06:00:00.000Z`,
    }) as Lead;
  // As intake stored them before: under the endpoint's name, and a dashboard sample unflagged.
  const prospect = randomUUID();
  const sample = randomUUID();
  await aws.documents.send(
    new PutCommand({ TableName: tables.leads, Item: stored(prospect, endpoint.name) }),
  );
  await aws.documents.send(
    new PutCommand({ TableName: tables.leads, Item: stored(sample, `${endpoint.name} (test)`) }),
  );
  const overview = async () =>
    (await (
      await api(`/api/admin/overview?from=${day}&to=${day}`, { token: admin })
    ).json()) as AdminOverview;
  await eventually(async () => ((await overview()).byStatus.new === 2 ? true : undefined));
  expect((await overview()).perDay[0]!.sources).toEqual({
    [endpoint.name]: 1,
    [`${endpoint.name} (test)`]: 1,
  });

  const first = await leadSourcesToPlatforms();
  expect(first.rewritten).toBeGreaterThanOrEqual(2);
  expect(first.uncounted).toBeGreaterThanOrEqual(1);
  expect(await leadById(prospect)).toMatchObject({
    source: 'Google Ads',
    endpoint: endpoint.name,
    countedStatus: 'new',
  });
  expect(await leadById(prospect)).not.toHaveProperty('sentSource');
  const test = await leadById(sample);
  expect(test).toMatchObject({ source: 'Google Ads', endpoint: endpoint.name, test: true });
  expect(test).not.toHaveProperty('countedStatus');
  await drained();
  // The overview: one lead, under its platform; the sample is in no figure.
  expect((await overview()).byStatus.new).toBe(1);
  expect((await overview()).perDay[0]!.sources).toEqual({ 'Google Ads': 1 });
  expect((await sources()).sources).not.toContain(endpoint.name);

  // Idempotent: a second run rewrites neither, and the figures stay.
  await leadSourcesToPlatforms();
  await drained();
  expect((await overview()).byStatus.new).toBe(1);
  expect((await overview()).perDay[0]!.sources).toEqual({ 'Google Ads': 1 });
  expect(await leadById(prospect)).toMatchObject({ source: 'Google Ads', countedStatus: 'new' });
});
