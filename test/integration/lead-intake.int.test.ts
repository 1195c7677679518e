import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { placeReceivedLead as PlaceReceivedLead } from '../../lambdas/use-cases/lead-intake';
import type { moveLeadPayloads as MoveLeadPayloads } from '../../scripts/move-lead-payloads';
import type { placeUnplaced as PlaceUnplaced } from '../../scripts/place-received-leads';
import type { Lead, WebhookEndpoint } from '../../shared/domain';
import { api, drained, eventually, localAws, localStack, pointCodeAtStack } from './local-stack';
import { uniquePhone } from './contacts';
import { createSignedInUser } from './users';

/**
 * A webhook delivery and a website inquiry are each saved by their request in one write; the
 * lead is placed from the table's stream. What the firm sees must not change: one lead per
 * delivery, a replay stores nothing, and a stream record handled twice places once.
 */
const aws = localAws();
const tables = localStack().tableNames;
let admin = '';
let endpoint: WebhookEndpoint;
let placeReceivedLead: typeof PlaceReceivedLead;
let placeUnplaced: typeof PlaceUnplaced;
let moveLeadPayloads: typeof MoveLeadPayloads;

beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
  const res = await api('/api/webhooks', {
    method: 'POST',
    token: admin,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Intake ${randomUUID().slice(0, 8)}`, active: true }),
  });
  endpoint = ((await res.json()) as { webhook: WebhookEndpoint }).webhook;
  // The stream handler's own code, pointed at the local stack's tables.
  pointCodeAtStack(['leads', 'inquiries', 'webhooks', 'webhookDeliveries', 'notifications']);
  ({ placeReceivedLead } = await import('../../lambdas/use-cases/lead-intake'));
  ({ placeUnplaced } = await import('../../scripts/place-received-leads'));
  ({ moveLeadPayloads } = await import('../../scripts/move-lead-payloads'));
});
afterAll(() => aws.destroy());

const item = async (id: string) =>
  (await aws.documents.send(new GetCommand({ TableName: tables.leads, Key: { id }, ConsistentRead: true })))
    .Item;

const deliveries = async () =>
  (
    await aws.documents.send(
      new QueryCommand({
        TableName: tables.webhookDeliveries,
        KeyConditionExpression: 'endpointId = :e',
        ExpressionAttributeValues: { ':e': endpoint.id },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** A webhook lead of this suite's endpoint, with an id of its own, as the receiver makes them. */
const webhookLead = (name: string, extra: Partial<Lead> = {}): Lead => ({
  id: `wh_${randomUUID().replace(/-/g, '')}`,
  entity: 'lead',
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID()}@example.com`,
  source: endpoint.name,
  status: 'new',
  endpointId: endpoint.id,
  createdAt: new Date().toISOString(),
  ...extra,
});

const deliver = (body: unknown, deliveryId: string) =>
  api(`/api/webhook/${endpoint.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': deliveryId },
    body: JSON.stringify(body),
  });

it('receives a delivery as one item, places its lead from the stream, and keeps the mark', async () => {
  const email = `intake.${randomUUID()}@example.com`;
  const res = await deliver({ name: 'Intake Person', email, phone: uniquePhone() }, randomUUID());
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  // Placed: the lead is stored whole; the received item keeps only what became of it.
  const lead = (await item(id)) as Lead;
  expect(lead).toMatchObject({ name: 'Intake Person', email, status: 'new', endpointId: endpoint.id });
  const received = await item(`received#${id}`);
  expect(received).toMatchObject({ placedAs: 'new' });
  expect(received).not.toHaveProperty('lead');
  // Never in a lead list: it carries none of the indexes' keys.
  expect(received).not.toHaveProperty('entity');
  expect(received).not.toHaveProperty('createdAt');
  const accepted = await eventually(async () => {
    const log = (await deliveries()).filter((d) => d.leadId === id);
    return log.length ? log : undefined;
  });
  expect(accepted.map((d) => d.result)).toEqual(['accepted']);
});

it('handles a stream record again without a second lead or a second log entry', async () => {
  const deliveryId = randomUUID();
  const body = { name: 'Twice Handled', email: `twice.${randomUUID()}@example.com` };
  const res = await deliver(body, deliveryId);
  const { id } = (await res.json()) as { id: string };
  const original = {
    id: `received#${id}`,
    lead: (await item(id)) as Lead,
    receivedAt: new Date().toISOString(),
  };
  await eventually(async () => ((await deliveries()).some((d) => d.leadId === id) ? true : undefined));
  // What Lambda does after a timeout: the same record, with the image it was written with.
  await placeReceivedLead(original);
  await drained();
  expect((await deliveries()).filter((d) => d.leadId === id)).toHaveLength(1);
  expect(await item(`received#${id}`)).toMatchObject({ placedAs: 'new' });
  // A replay of the delivery itself: answered as a duplicate, logged as one, nothing stored.
  const again = await deliver(body, deliveryId);
  expect(await again.json()).toEqual({ id, duplicate: true });
  expect(
    (await deliveries())
      .filter((d) => d.leadId === id)
      .map((d) => d.result)
      .sort(),
  ).toEqual(['accepted', 'duplicate']);
});

it('logs a delivery whose lead was stored before received items existed as a duplicate', async () => {
  const lead = webhookLead('Stored Before', { deliveryId: 'older-delivery' });
  const id = lead.id;
  await aws.documents.send(new PutCommand({ TableName: tables.leads, Item: lead }));
  // The same delivery sent again a minute later: the same lead id, a later time.
  const name = 'Stored Before, sent again';
  const later = new Date(Date.parse(lead.createdAt) + 60_000).toISOString();
  await aws.documents.send(
    new PutCommand({
      TableName: tables.leads,
      Item: { id: `received#${id}`, lead: { ...lead, name, createdAt: later }, receivedAt: later },
    }),
  );
  const received = await eventually(async () => {
    const placed = await item(`received#${id}`);
    return placed?.placedAs ? placed : undefined;
  });
  expect(received.placedAs).toBe('stored');
  expect(await item(id)).toMatchObject({ name: 'Stored Before' });
  expect((await deliveries()).filter((d) => d.leadId === id).map((d) => d.result)).toContain('duplicate');
});

it('does not call a delivery a duplicate when its own placement was interrupted', async () => {
  // The lead was placed, but the mark on its received item was not written before the function
  // stopped: the stream hands the record over again, and the lead is found stored.
  const lead = webhookLead('Interrupted Placement', { deliveryId: 'interrupted-delivery' });
  const id = lead.id;
  await aws.documents.send(new PutCommand({ TableName: tables.leads, Item: lead }));
  await aws.documents.send(
    new PutCommand({
      TableName: tables.leads,
      Item: { id: `received#${id}`, lead, receivedAt: lead.createdAt },
    }),
  );
  const received = await eventually(async () => {
    const placed = await item(`received#${id}`);
    return placed?.placedAs ? placed : undefined;
  });
  expect(received.placedAs).toBe('new');
  await drained();
  expect((await deliveries()).filter((d) => d.leadId === id).map((d) => d.result)).not.toContain('duplicate');
});

it('the placing script places a delivery the stream passed over, and changes nothing again', async () => {
  // What a previous version of the stream function would have done during a deployment: taken
  // the record without placing it. Here: the item is written without its lead (the stream finds
  // nothing to place), then given it by an update (which the stream does not place).
  const lead = webhookLead('Passed Over');
  const id = lead.id;
  await aws.documents.send(
    new PutCommand({ TableName: tables.leads, Item: { id: `received#${id}`, receivedAt: lead.createdAt } }),
  );
  await drained();
  await aws.documents.send(
    new UpdateCommand({
      TableName: tables.leads,
      Key: { id: `received#${id}` },
      UpdateExpression: 'SET #lead = :lead',
      ExpressionAttributeNames: { '#lead': 'lead' },
      ExpressionAttributeValues: { ':lead': lead },
    }),
  );
  await drained();
  expect(await item(id)).toBeUndefined();
  expect((await placeUnplaced()).deliveries).toBeGreaterThanOrEqual(1);
  expect(await item(id)).toMatchObject({ name: 'Passed Over', status: 'new' });
  expect(await item(`received#${id}`)).toMatchObject({ placedAs: 'new' });
  await placeUnplaced();
  expect(await item(`received#${id}`)).toMatchObject({ placedAs: 'new' });
}, 30_000);

it('saves an inquiry in one write; its lead follows from the stream with the visit it came from', async () => {
  const id = randomUUID();
  const res = await api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      fullName: 'Streamed Visitor',
      email: `streamed.${randomUUID()}@example.com`,
      phone: uniquePhone(),
      company: 'Streamed Traders',
      service: 'GST Registration',
      message: 'Placed from the stream',
      attribution: { last: { utm_source: 'google', utm_campaign: 'streamed-1', landing: '/pricing' } },
    }),
  });
  expect(res.status).toBe(201);
  const inquiry = (
    await aws.documents.send(
      new GetCommand({ TableName: tables.inquiries, Key: { id }, ConsistentRead: true }),
    )
  ).Item;
  expect(inquiry).toMatchObject({
    full_name: 'Streamed Visitor',
    attribution: { last: { utm_campaign: 'streamed-1' } },
  });
  expect(await item(id)).toMatchObject({
    name: 'Streamed Visitor',
    source: 'Website',
    inquiryId: id,
    campaign: 'streamed-1',
    createdAt: inquiry!.createdAt,
  });
});

it('keeps the payload once, on the received item, and moves a payload stored on an older lead there', async () => {
  const body = {
    name: 'Payload Person',
    email: `payload.${randomUUID()}@example.com`,
    note: 'x'.repeat(2000),
  };
  const res = await deliver(body, randomUUID());
  const { id } = (await res.json()) as { id: string };
  const lead = (await item(id)) as Lead;
  expect(lead).not.toHaveProperty('raw');
  expect(await item(`received#${id}`)).toMatchObject({ placedAs: 'new', raw: JSON.stringify(body) });
  const shown = async (leadId: string) =>
    ((await (await api(`/api/leads/${leadId}/activity`, { token: admin })).json()) as { lead: Lead }).lead;
  expect((await shown(id)).raw).toBe(JSON.stringify(body));

  // A lead stored whole, payload included, before payloads were kept apart (no received item).
  const older = webhookLead('Older Payload', { raw: '{"older":true}' });
  await aws.documents.send(new PutCommand({ TableName: tables.leads, Item: older }));
  expect((await shown(older.id)).raw).toBe('{"older":true}');
  expect(await moveLeadPayloads()).toBeGreaterThanOrEqual(1);
  expect(await item(older.id)).not.toHaveProperty('raw');
  expect(await item(`received#${older.id}`)).toMatchObject({ raw: '{"older":true}', placedAs: 'new' });
  expect((await shown(older.id)).raw).toBe('{"older":true}');
  // Again: nothing left to move, nothing changed.
  expect(await moveLeadPayloads()).toBe(0);
  expect((await shown(older.id)).raw).toBe('{"older":true}');
});
