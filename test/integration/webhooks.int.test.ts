import { randomBytes, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { MAX_LISTED_REPEATS, type Lead, type WebhookEndpoint } from '../../shared/domain';
import { api, drained, eventually, exportedCsv, localAws, localStack } from './local-stack';
import { createSignedInUser } from './users';
import { e164, uniquePhone } from './contacts';

const aws = localAws();
afterAll(() => aws.destroy());
let admin = '';

const asAdmin = (path: string, init: RequestInit = {}) => api(path, { ...init, token: admin });
const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function createEndpoint(name: string, active = true): Promise<WebhookEndpoint> {
  const res = await asAdmin('/api/webhooks', jsonInit('POST', { name, active }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { webhook: WebhookEndpoint }).webhook;
}

async function leadsOf(endpointId: string): Promise<Lead[]> {
  const out: Lead[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await aws.documents.send(
      new ScanCommand({
        TableName: localStack().tableNames.leads,
        FilterExpression: 'endpointId = :e',
        ExpressionAttributeValues: { ':e': endpointId },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    out.push(...((page.Items ?? []) as Lead[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

const deliver = (
  id: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => api(`/api/webhook/${id}`, { method: 'POST', headers, body });

beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
});

describe('webhook endpoints (admin)', () => {
  it('creates with an unguessable id, lists, renames, deactivates and deletes', async () => {
    const created = await createEndpoint('Facebook Lead Ads');
    expect(created).toMatchObject({ name: 'Facebook Lead Ads', active: true, signed: false });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const list = (await (await asAdmin('/api/webhooks')).json()) as { webhooks: WebhookEndpoint[] };
    expect(list.webhooks.map((w) => w.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain('whsec_');

    const renamed = await asAdmin(
      `/api/webhooks/${created.id}`,
      jsonInit('PATCH', { name: 'FB Leads', active: false }),
    );
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { webhook: WebhookEndpoint }).webhook).toMatchObject({
      name: 'FB Leads',
      active: false,
    });

    expect((await asAdmin(`/api/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await asAdmin(`/api/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(`/api/webhooks/${created.id}`, jsonInit('PATCH', { active: true }))).status).toBe(
      404,
    );
  });

  it('ids do not repeat', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => createEndpoint(`Bulk ${i}`)));
    expect(new Set(ids.map((e) => e.id)).size).toBe(10);
  });

  it('refuses a missing or blank name with “Please enter a webhook name”, and a wrong active flag', async () => {
    for (const body of [{}, { name: '   ' }, { name: 42 }]) {
      const res = await asAdmin('/api/webhooks', jsonInit('POST', body));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('name: Please enter a webhook name');
    }
    const res = await asAdmin('/api/webhooks', jsonInit('POST', { name: 'X', active: 'yes' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('active');
    const nothing = await asAdmin(
      `/api/webhooks/${(await createEndpoint('Nothing')).id}`,
      jsonInit('PATCH', {}),
    );
    expect(nothing.status).toBe(400);
  });
});

describe('only webhook endpoints are endpoints', () => {
  // The webhooks table holds other items too: the list of lead sources ('#lead-sources'), and
  // here one with an id shaped like an endpoint's but no endpoint attributes.
  const lookalike = randomBytes(32).toString('base64url');
  const table = () => localStack().tableNames.webhooks;
  const item = async (id: string) =>
    (await aws.documents.send(new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true })))
      .Item;

  beforeAll(async () => {
    await aws.documents.send(
      new PutCommand({ TableName: table(), Item: { id: lookalike, name: 'Not an endpoint', active: true } }),
    );
  });
  afterAll(async () => {
    await aws.documents.send(new DeleteCommand({ TableName: table(), Key: { id: lookalike } }));
  });

  const routes: [string, (id: string) => Promise<Response>][] = [
    [
      'PATCH /api/webhooks/{id}',
      (id) => asAdmin(`/api/webhooks/${id}`, jsonInit('PATCH', { name: 'Hijacked' })),
    ],
    ['POST /api/webhooks/{id}/secret', (id) => asAdmin(`/api/webhooks/${id}/secret`, { method: 'POST' })],
    ['POST /api/webhooks/{id}/test', (id) => asAdmin(`/api/webhooks/${id}/test`, { method: 'POST' })],
    ['GET /api/webhooks/{id}/deliveries', (id) => asAdmin(`/api/webhooks/${id}/deliveries`)],
    ['POST /api/webhook/{id}', (id) => deliver(id, JSON.stringify({ name: 'X', email: 'x@example.com' }))],
    ['DELETE /api/webhooks/{id}', (id) => asAdmin(`/api/webhooks/${id}`, { method: 'DELETE' })],
  ];

  it.each(routes)('%s answers 404 for the lead-sources item and leaves it alone', async (_route, call) => {
    const before = await item('#lead-sources');
    expect(before).toBeDefined();
    expect((await call(encodeURIComponent('#lead-sources'))).status).toBe(404);
    // Its list of sources may grow meanwhile (other suites' leads are placed from the stream);
    // nothing else about it changes, and nothing is taken from it.
    const { values: valuesBefore, ...restBefore } = before!;
    const { values: valuesAfter, ...restAfter } = (await item('#lead-sources'))!;
    expect(restAfter).toEqual(restBefore);
    expect(valuesAfter).toEqual(new Set([...(valuesBefore as Set<string>), ...(valuesAfter as Set<string>)]));
  });

  it.each(routes)(
    '%s answers 404 for an item with an endpoint-shaped id that is no endpoint',
    async (_route, call) => {
      const before = await item(lookalike);
      expect((await call(lookalike)).status).toBe(404);
      expect(await item(lookalike)).toEqual(before);
    },
  );

  it('the lead sources still work', async () => {
    const res = await asAdmin('/api/leads/sources');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sources: string[] }).sources).toContain('Website');
  });
});

describe('POST /api/webhook/{id} (the receiver)', () => {
  let open: WebhookEndpoint;
  let signed: WebhookEndpoint;
  let secret = '';
  let inactive: WebhookEndpoint;

  beforeAll(async () => {
    [open, signed, inactive] = await Promise.all([
      createEndpoint('Website Chat'),
      createEndpoint('Signed Source'),
      createEndpoint('Paused Source', false),
    ]);
    const res = await asAdmin(`/api/webhooks/${signed.id}/secret`, { method: 'POST' });
    secret = ((await res.json()) as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_/);
  });

  it('maps JSON fields to a lead, keeps the raw payload, answers 202 with its id', async () => {
    // A person of this test alone: the same phone or e-mail again would be a repeat of their lead.
    const [email, mobile] = [`anil.${Date.now().toString(36)}@example.com`, uniquePhone()];
    const body = JSON.stringify({
      full_name: 'Anil Mehta',
      email,
      mobile,
      message: 'GST help',
      conversation_id: 'c-1',
    });
    const res = await deliver(open.id, body);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const lead = (await leadsOf(open.id)).find((l) => l.id === id)!;
    expect(lead).toMatchObject({
      name: 'Anil Mehta',
      email,
      phone: e164(mobile), // "98xxx xxxxx" as sent, read to E.164
      message: 'GST help',
      conversation_id: 'c-1',
      status: 'new',
      // A generic endpoint's own name stands for its platform.
      source: 'Website Chat',
      endpoint: 'Website Chat',
    });
    expect(lead).not.toHaveProperty('sentSource');
    // The payload (up to 64 KB) is stored once, on the received item, not on the lead: the lead's
    // indexes copy every attribute of the lead, and no list shows it.
    expect(lead).not.toHaveProperty('raw');
    const received = await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.leads, Key: { id: `received#${id}` } }),
    );
    expect(received.Item).toMatchObject({ placedAs: 'new', raw: body });
    // Lists leave it out; the lead's detail (its activity) has it.
    const search = async () =>
      ((await (await asAdmin(`/api/leads?q=${encodeURIComponent(email)}`)).json()) as { leads: Lead[] })
        .leads;
    const listedLead = await eventually(async () => (await search()).find((l) => l.id === id));
    expect(listedLead).not.toHaveProperty('raw');
    const activity = (await (await asAdmin(`/api/leads/${id}/activity`)).json()) as { lead: Lead };
    expect(activity.lead.raw).toBe(body);
  });

  it('accepts a form post with first and last name, and keeps the source the payload names apart', async () => {
    const res = await deliver(
      open.id,
      'first_name=Riya&last_name=Das&phone_number=%2B919800011122&source=Google+Ads',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    // Placed from the leads stream a moment after the answer, as a real delivery is.
    expect(await eventually(async () => (await leadsOf(open.id)).find((l) => l.id === id))).toMatchObject({
      name: 'Riya Das',
      phone: '+919800011122',
      // The sender's own label is kept, but the lead counts under the endpoint it came through:
      // a payload cannot make up a source of its own in the figures.
      source: 'Website Chat',
      sentSource: 'Google Ads',
    });
  });

  const sign = (key: string, msgId: string, at: Date, body: string) => new Webhook(key).sign(msgId, at, body);
  const signedHeaders = (key: string, body: string, overrides: Record<string, string> = {}) => {
    const msgId = `msg_${randomUUID()}`;
    const at = new Date();
    return {
      'content-type': 'application/json',
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': sign(key, msgId, at, body),
      ...overrides,
    };
  };

  it('accepts a signed delivery, also when one of several signatures is valid', async () => {
    const body = JSON.stringify({ name: 'Signed Lead', email: 'signed@example.com' });
    expect((await deliver(signed.id, body, signedHeaders(secret, body))).status).toBe(202);
    const headers = signedHeaders(secret, body);
    const wrong = sign(
      `whsec_${randomBytes(24).toString('base64')}`,
      headers['webhook-id'],
      new Date(),
      body,
    );
    headers['webhook-signature'] = `${wrong} ${headers['webhook-signature']}`;
    expect((await deliver(signed.id, body, headers)).status).toBe(202);
  });

  it('after a rotation accepts both the new and the previous secret', async () => {
    const res = await asAdmin(`/api/webhooks/${signed.id}/secret`, { method: 'POST' });
    const next = ((await res.json()) as { secret: string }).secret;
    expect(next).not.toBe(secret);
    const body = JSON.stringify({ name: 'Rotation', phone: '+919800000001' });
    expect((await deliver(signed.id, body, signedHeaders(next, body))).status).toBe(202);
    expect((await deliver(signed.id, body, signedHeaders(secret, body))).status).toBe(202);
  });

  it('honours a secret at once when it is rotated right after a delivery, logging no refusal', async () => {
    const endpoint = { webhook: await createEndpoint('Burst Source') };
    const first = await asAdmin(`/api/webhooks/${endpoint.webhook.id}/secret`, { method: 'POST' });
    const old = ((await first.json()) as { secret: string }).secret;
    const body = JSON.stringify({ name: 'Burst', email: `burst.${randomUUID()}@example.com` });
    // Read by the receiver (and kept for a second)...
    expect((await deliver(endpoint.webhook.id, body, signedHeaders(old, body))).status).toBe(202);
    // ...then rotated: the new secret works at once, and nothing was refused on the way.
    const rotated = await asAdmin(`/api/webhooks/${endpoint.webhook.id}/secret`, { method: 'POST' });
    const next = ((await rotated.json()) as { secret: string }).secret;
    const again = JSON.stringify({ name: 'Burst Again', email: `burst.${randomUUID()}@example.com` });
    expect((await deliver(endpoint.webhook.id, again, signedHeaders(next, again))).status).toBe(202);
    const log = (await (await asAdmin(`/api/webhooks/${endpoint.webhook.id}/deliveries`)).json()) as {
      deliveries: { result: string }[];
    };
    expect(log.deliveries.map((d) => d.result)).not.toContain('refused');
  });

  it('refuses deliveries to a deactivated endpoint within a second of the change', async () => {
    const endpoint = await createEndpoint('Soon Off');
    const body = JSON.stringify({ name: 'Before', email: `before.${randomUUID()}@example.com` });
    expect((await deliver(endpoint.id, body)).status).toBe(202);
    const off = await asAdmin(
      `/api/webhooks/${endpoint.id}`,
      jsonInit('PATCH', { name: 'Soon Off', active: false }),
    );
    expect(off.status).toBe(200);
    // A warm receiver reuses the endpoint it read for at most a second (RECENT_ENDPOINT_MS).
    await new Promise((r) => setTimeout(r, 1100));
    expect((await deliver(endpoint.id, body)).status).toBe(404);
  });

  // 200 deliveries in concurrent bursts of the route's burst limit (the local API throttles as API
  // Gateway does, so more would only measure the throttle's wait).
  it('stores one lead for 200 deliveries with one delivery id, and one per Idempotency-Key', async () => {
    const endpoint = await createEndpoint('Replay Source');
    const body = JSON.stringify({ name: 'Replay', email: 'replay@example.com' });
    const headers = { 'content-type': 'application/json', 'webhook-id': 'msg_replayed_once' };
    const ids = new Set<string>();
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => deliver(endpoint.id, body, headers)),
      );
      for (const a of answers) {
        expect(a.status).toBe(202);
        ids.add(((await a.json()) as { id: string }).id);
      }
    }
    expect(ids.size).toBe(1);
    const keyed = { 'content-type': 'application/json', 'idempotency-key': 'order-77' };
    await deliver(endpoint.id, body, keyed);
    await deliver(endpoint.id, body, keyed);
    expect(await leadsOf(endpoint.id)).toHaveLength(2);
  }, 60_000);

  const lead = JSON.stringify({ name: 'N', email: 'n@example.com' });
  const huge = JSON.stringify({ name: 'N', email: 'n@example.com', message: 'x'.repeat(65 * 1024) });
  const twoMinutes = 2 * 60;
  // [case, endpoint, body, headers, expected status]
  const negative: [string, () => string, () => string, () => Record<string, string>, number][] = [
    [
      'unknown id',
      () => randomBytes(32).toString('base64url'),
      () => lead,
      () => ({ 'content-type': 'application/json' }),
      404,
    ],
    ['malformed id', () => 'x', () => lead, () => ({ 'content-type': 'application/json' }), 404],
    [
      'id with odd characters',
      () => '..%2F..%2Fetc',
      () => lead,
      () => ({ 'content-type': 'application/json' }),
      404,
    ],
    ['inactive endpoint', () => inactive.id, () => lead, () => ({ 'content-type': 'application/json' }), 404],
    ['oversize JSON', () => open.id, () => huge, () => ({ 'content-type': 'application/json' }), 413],
    [
      'oversize form',
      () => open.id,
      () => `name=${'x'.repeat(65 * 1024)}`,
      () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
      413,
    ],
    ...[
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'text/html',
      'application/octet-stream',
    ].map((type): [string, () => string, () => string, () => Record<string, string>, number] => [
      `content type ${type}`,
      () => open.id,
      () => lead,
      () => ({ 'content-type': type }),
      415,
    ]),
    ['no content type', () => open.id, () => lead, () => ({}), 415],
    ...['{', 'not json', '[]', '"a string"', 'null', '123', '', '   '].map(
      (body): [string, () => string, () => string, () => Record<string, string>, number] => [
        `malformed body ${JSON.stringify(body)}`,
        () => open.id,
        () => body,
        () => ({ 'content-type': 'application/json' }),
        400,
      ],
    ),
    ...[
      {},
      { name: 'No Contact' },
      { message: 'hi' },
      { email: '' },
      { phone: '   ' },
      { email: null, phone: [] },
    ].map((payload): [string, () => string, () => string, () => Record<string, string>, number] => [
      `no e-mail and no phone ${JSON.stringify(payload)}`,
      () => open.id,
      () => JSON.stringify(payload),
      () => ({ 'content-type': 'application/json' }),
      422,
    ]),
    [
      'form without contact',
      () => open.id,
      () => 'name=Only+Name',
      () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
      422,
    ],
    [
      'name too long',
      () => open.id,
      () => JSON.stringify({ name: 'n'.repeat(201), email: 'a@b.co' }),
      () => ({ 'content-type': 'application/json' }),
      422,
    ],
    [
      'message too long',
      () => open.id,
      () => JSON.stringify({ message: 'm'.repeat(5001), email: 'a@b.co' }),
      () => ({ 'content-type': 'application/json' }),
      422,
    ],
    [
      'e-mail that is not one',
      () => open.id,
      () => JSON.stringify({ email: 'not-an-email' }),
      () => ({ 'content-type': 'application/json' }),
      422,
    ],
    [
      'signed endpoint, no signature headers',
      () => signed.id,
      () => lead,
      () => ({ 'content-type': 'application/json' }),
      401,
    ],
    ...(['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const).map(
      (missing): [string, () => string, () => string, () => Record<string, string>, number] => [
        `signed endpoint, ${missing} missing`,
        () => signed.id,
        () => lead,
        () => {
          const h: Record<string, string> = signedHeaders(secret, lead);
          delete h[missing];
          return h;
        },
        401,
      ],
    ),
    [
      'wrong secret',
      () => signed.id,
      () => lead,
      () => signedHeaders(`whsec_${randomBytes(24).toString('base64')}`, lead),
      401,
    ],
    [
      'tampered body',
      () => signed.id,
      () => lead.replace('"N"', '"M"'),
      () => signedHeaders(secret, lead),
      401,
    ],
    [
      'signature for another delivery id',
      () => signed.id,
      () => lead,
      () => ({ ...signedHeaders(secret, lead), 'webhook-id': 'msg_other' }),
      401,
    ],
    [
      'garbage signature',
      () => signed.id,
      () => lead,
      () => ({ ...signedHeaders(secret, lead), 'webhook-signature': 'v1,AAAA' }),
      401,
    ],
    [
      'unversioned signature',
      () => signed.id,
      () => lead,
      () => {
        const h = signedHeaders(secret, lead);
        return { ...h, 'webhook-signature': h['webhook-signature'].replace(/^v1,/, '') };
      },
      401,
    ],
    ...[-6 * 60, 6 * 60, -60 * 60].map(
      (offset): [string, () => string, () => string, () => Record<string, string>, number] => [
        `timestamp off by ${offset} s`,
        () => signed.id,
        () => lead,
        () => {
          const msgId = `msg_${randomUUID()}`;
          const at = new Date(Date.now() + offset * 1000);
          return {
            'content-type': 'application/json',
            'webhook-id': msgId,
            'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
            'webhook-signature': sign(secret, msgId, at, lead),
          };
        },
        401,
      ],
    ),
    [
      'timestamp not a number',
      () => signed.id,
      () => lead,
      () => ({ ...signedHeaders(secret, lead), 'webhook-timestamp': 'soon' }),
      401,
    ],
  ];
  void twoMinutes;

  it('has at least 40 negative cases', () => {
    expect(negative.length).toBeGreaterThanOrEqual(40);
  });

  it.each(negative)('refuses %s and stores nothing', async (_name, id, body, headers, status) => {
    const before = [(await leadsOf(open.id)).length, (await leadsOf(signed.id)).length];
    const res = await deliver(id(), body(), headers());
    expect(res.status).toBe(status);
    if (status === 404) expect(await res.json()).toEqual({ message: 'Not Found' });
    expect([(await leadsOf(open.id)).length, (await leadsOf(signed.id)).length]).toEqual(before);
  });

  it('logs deliveries, newest first, with their result and error', async () => {
    type Logged = { at: string; status: number; result: string; error?: string };
    // An accepted delivery is logged from the leads table's stream, moments after the answer.
    const deliveries = await eventually(async () => {
      const res = await asAdmin(`/api/webhooks/${signed.id}/deliveries`);
      const { deliveries: found } = (await res.json()) as { deliveries: Logged[] };
      return found.some((d) => d.result === 'accepted') ? found : undefined;
    });
    expect(deliveries.length).toBeGreaterThan(5);
    expect(deliveries.length).toBeLessThanOrEqual(50);
    expect([...deliveries].sort((a, b) => b.at.localeCompare(a.at))).toEqual(deliveries);
    expect(deliveries.some((d) => d.result === 'refused' && d.status === 401 && d.error)).toBe(true);
    expect(deliveries.some((d) => d.result === 'accepted' && d.status === 202)).toBe(true);
  });

  it('the test button stores a sample lead through the same path', async () => {
    const res = await asAdmin(`/api/webhooks/${open.id}/test`, { method: 'POST' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // Placed from the leads stream a moment after the answer, as a real delivery is.
    expect(await eventually(async () => (await leadsOf(open.id)).find((l) => l.id === id))).toMatchObject({
      name: 'Test Lead',
      source: 'Website Chat',
      test: true,
    });
  });
});

describe('leads (admin)', () => {
  let endpoint: WebhookEndpoint;
  const tag = `t${Date.now().toString(36)}`;
  const phones = Array.from({ length: 12 }, () => uniquePhone());
  beforeAll(async () => {
    endpoint = await createEndpoint(`Source ${tag}`);
    for (let i = 0; i < 12; i++) {
      await deliver(
        endpoint.id,
        JSON.stringify({
          name: i === 3 ? `Kavya ${tag.toUpperCase()}` : `Person ${i} ${tag}`,
          email: `p${i}.${tag}@example.com`,
          phone: phones[i],
        }),
      );
    }
  });

  type Page = { leads: Lead[]; cursor?: string };
  const list = async (query: string) => (await (await asAdmin(`/api/leads?${query}`)).json()) as Page;

  it('lists newest first, pages with a cursor without repeats, filters by source', async () => {
    const first = await list(`source=${encodeURIComponent(endpoint.name)}&limit=5`);
    expect(first.leads).toHaveLength(5);
    expect(first.cursor).toBeTruthy();
    const second = await list(`source=${encodeURIComponent(endpoint.name)}&limit=5&cursor=${first.cursor}`);
    const third = await list(`source=${encodeURIComponent(endpoint.name)}&limit=5&cursor=${second.cursor}`);
    const all = [...first.leads, ...second.leads, ...third.leads];
    expect(all).toHaveLength(12);
    expect(new Set(all.map((l) => l.id)).size).toBe(12);
    expect(third.cursor).toBeUndefined();
    const times = all.map((l) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches name, e-mail and phone, case-insensitively', async () => {
    // Every lead is found once the stream has written its search entries.
    await eventually(async () => ((await list(`q=${tag}&limit=50`)).leads.length === 12 ? true : undefined));
    expect((await list(`q=kavya%20${tag}`)).leads.map((l) => l.name)).toEqual([`Kavya ${tag.toUpperCase()}`]);
    expect((await list(`q=P7.${tag.toUpperCase()}`)).leads).toHaveLength(1);
    const eleventh = e164(phones[11]!).slice(1);
    expect((await list(`q=${eleventh}`)).leads.map((l) => l.email)).toContain(`p11.${tag}@example.com`);
  }, 30_000);

  it('finds a lead by its whole e-mail, its phone written another way, or the start of a word', async () => {
    await eventually(async () => ((await list(`q=${tag}&limit=50`)).leads.length === 12 ? true : undefined));
    const byMail = await list(`q=${encodeURIComponent(`P4.${tag.toUpperCase()}@Example.com`)}`);
    expect(byMail.leads.map((l) => l.email)).toEqual([`p4.${tag}@example.com`]);
    // The phone as a person types it: national form, spaced.
    const national = `0${e164(phones[5]!).slice(3, 8)} ${e164(phones[5]!).slice(8)}`;
    expect((await list(`q=${encodeURIComponent(national)}`)).leads.map((l) => l.email)).toEqual([
      `p5.${tag}@example.com`,
    ]);
    // The start of the name's words, in any case, all of them on the same lead.
    expect((await list(`q=KAV%20${tag.slice(0, 4)}`)).leads.map((l) => l.name)).toEqual([
      `Kavya ${tag.toUpperCase()}`,
    ]);
    // Pages of a search: newest first, each lead once.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`q=${tag}&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.leads.map((l) => l.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    // Nothing to look for, or a cursor of another list: a clear refusal.
    const single = await asAdmin('/api/leads?q=a');
    expect(single.status).toBe(400);
    expect(JSON.stringify(await single.json())).toContain('at least two letters or digits');
    const first = await list(`source=${encodeURIComponent(endpoint.name)}&limit=5`);
    expect((await asAdmin(`/api/leads?q=${tag}&cursor=${first.cursor}`)).status).toBe(400);
  }, 30_000);

  it('changes a status on the server, filters by it and by date, and refuses bad input', async () => {
    const { leads } = await list(`source=${encodeURIComponent(endpoint.name)}&limit=1`);
    const id = leads[0]!.id;
    const res = await asAdmin(`/api/leads/${id}`, jsonInit('PATCH', { status: 'converted' }));
    expect(res.status).toBe(200);
    const converted = await list(`status=converted&source=${encodeURIComponent(endpoint.name)}`);
    expect(converted.leads.map((l) => l.id)).toEqual([id]);
    expect((await list(`status=converted&range=today&q=${tag}`)).leads.map((l) => l.id)).toEqual([id]);
    expect((await list(`range=custom&from=2001-01-01&to=2001-01-31&q=${tag}`)).leads).toEqual([]);
    expect((await asAdmin(`/api/leads/${id}`, jsonInit('PATCH', { status: 'won' }))).status).toBe(400);
    expect((await asAdmin('/api/leads/nope', jsonInit('PATCH', { status: 'closed' }))).status).toBe(404);
    expect((await asAdmin('/api/leads?status=won')).status).toBe(400);
    expect((await asAdmin('/api/leads?range=custom')).status).toBe(400);
  });

  it('pages a list filtered on two fields, every match once, newest first', async () => {
    const source = encodeURIComponent(endpoint.name);
    const all = (await list(`source=${source}&limit=100`)).leads;
    // Make the matches sparse: every third of the endpoint's leads closed.
    const closed = all.filter((_, i) => i % 3 === 1);
    for (const lead of closed)
      expect((await asAdmin(`/api/leads/${lead.id}`, jsonInit('PATCH', { status: 'closed' }))).status).toBe(
        200,
      );
    const expected = all.filter((l) => closed.includes(l)).map((l) => l.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`status=closed&source=${source}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((l) => l.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('exports the filtered list as CSV, formulas neutralised', async () => {
    await deliver(
      endpoint.id,
      JSON.stringify({ name: `=HYPERLINK("x") ${tag}`, email: `csv.${tag}@example.com` }),
    );
    const res = await exportedCsv(`source=${encodeURIComponent(endpoint.name)}`, admin);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = await res.text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Created (India time)","Name","Email","Phone","Company","Source","Endpoint","Campaign","Status","Owner","Service","Message"',
    );
    expect(lines).toHaveLength(14);
    expect(csv).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
  });

  it('knows the sources for the filter', async () => {
    const { sources } = (await (await asAdmin('/api/leads/sources')).json()) as { sources: string[] };
    expect(sources).toEqual(expect.arrayContaining(['Website', endpoint.name]));
  });

  it('the overview counts from the data, as leads arrive and change status', async () => {
    type Overview = {
      byStatus: Record<string, number>;
      activeEndpoints: number;
      perDay: { date: string; sources: Record<string, number> }[];
    };
    const overview = async (query = '') =>
      (await (await asAdmin(`/api/admin/overview${query}`)).json()) as Overview;
    const todayOf = (o: Overview, source: string) => o.perDay[o.perDay.length - 1]!.sources[source] ?? 0;
    const source = encodeURIComponent(endpoint.name);
    await deliver(endpoint.id, JSON.stringify({ name: 'One More', email: `more.${tag}@example.com` }));
    await createEndpoint(`Another ${tag}`);
    const listed = (await list(`source=${source}&limit=100`)).leads;
    const fresh = (await list(`source=${source}&status=new&limit=100`)).leads;
    // The leads stream counts each lead once, on its day: the overview comes to agree with the list.
    const after = await eventually(async () => {
      const o = await overview();
      return todayOf(o, endpoint.name) === listed.length ? o : undefined;
    });
    expect(listed.length).toBeGreaterThanOrEqual(13);
    // Other suites add endpoints to the same stack while this runs, so the count is checked
    // against the endpoint list read alongside it rather than against an earlier count.
    const counted = await eventually(async () => {
      const o = await overview();
      const { webhooks } = (await (await asAdmin('/api/webhooks')).json()) as { webhooks: WebhookEndpoint[] };
      const again = await overview();
      const active = webhooks.filter((w) => w.active);
      const stable = o.activeEndpoints === again.activeEndpoints;
      return stable && active.some((w) => w.name === `Another ${tag}`)
        ? { shown: o.activeEndpoints, listed: active.length }
        : undefined;
    });
    expect(counted.shown).toBe(counted.listed);
    expect(after.perDay).toHaveLength(30);
    expect(todayOf(await overview('?status=new'), endpoint.name)).toBe(fresh.length);

    // A status change moves the lead from one number to the other, once, however often the
    // stream shows the lead again.
    const moved = fresh[0]!;
    const res = await asAdmin(`/api/leads/${moved.id}`, jsonInit('PATCH', { status: 'closed' }));
    expect(res.status).toBe(200);
    await eventually(async () =>
      todayOf(await overview('?status=new'), endpoint.name) === fresh.length - 1 ? true : undefined,
    );
    const closedBefore = (await list(`source=${source}&status=closed&limit=100`)).leads.length;
    expect(todayOf(await overview('?status=closed'), endpoint.name)).toBe(closedBefore);
    expect(todayOf(await overview(), endpoint.name)).toBe(listed.length);
  });

  it('shows the company, service and campaign a source sent, and filters by service', async () => {
    const product = `Trademark filing ${tag}`;
    const res = await deliver(
      endpoint.id,
      JSON.stringify({
        name: `Zoya ${tag}`,
        email: `zoya.${tag}@example.com`,
        company_name: 'Zoya Exports Pvt Ltd',
        product,
        campaign_id: 'cmp-2026-11',
      }),
    );
    expect(res.status).toBe(202);
    const { leads } = await list(`service=${encodeURIComponent(product)}`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: `Zoya ${tag}`,
      company: 'Zoya Exports Pvt Ltd',
      service: product,
      campaign: 'cmp-2026-11',
    });
    // With another filter too; and a service no lead named matches nothing.
    expect((await list(`service=${encodeURIComponent(product)}&status=new`)).leads).toHaveLength(1);
    expect((await list(`service=Nothing%20${tag}`)).leads).toEqual([]);
    // The service is offered in the filter, beside the inquiry form's own choices: the leads
    // stream remembers it as it indexes the new lead.
    await drained();
    const { services } = (await (await asAdmin('/api/leads/sources')).json()) as { services: string[] };
    expect(services).toEqual(expect.arrayContaining(['GST', 'ITR', product]));
    const csv = await (await exportedCsv(`service=${encodeURIComponent(product)}`, admin)).text();
    expect(csv).toContain(
      // Its source and the endpoint it came through (a generic endpoint's name is both).
      `"Zoya Exports Pvt Ltd","${endpoint.name}","${endpoint.name}","cmp-2026-11","New","Unassigned","${product}"`,
    );
    expect((await asAdmin(`/api/leads?service=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('the same person again', () => {
  const tag = `d${Date.now().toString(36)}`;
  let endpoint: WebhookEndpoint;
  beforeAll(async () => {
    endpoint = await createEndpoint(`Dedupe ${tag}`);
  });
  const leadsOfSource = async () =>
    (
      (await (await asAdmin(`/api/leads?source=${encodeURIComponent(endpoint.name)}`)).json()) as {
        leads: Lead[];
      }
    ).leads;

  it('attaches a repeat by phone in another format to the open lead, and can split it off', async () => {
    // One number, written two ways: a national '0' prefix and spaces, then +91 with spaces.
    const digits = uniquePhone().replace(/\s/g, '');
    const national = `0${digits.slice(0, 5)} ${digits.slice(5)}`;
    const international = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    const first = await deliver(endpoint.id, JSON.stringify({ name: `Meena ${tag}`, phone: national }));
    expect(first.status).toBe(202);
    const firstId = ((await first.json()) as { id: string }).id;
    const again = await deliver(
      endpoint.id,
      JSON.stringify({ name: `Meena R ${tag}`, phone: international, message: 'Following up on GST.' }),
    );
    expect(again.status).toBe(202);
    const againId = ((await again.json()) as { id: string }).id;

    // One row, with the repeat counted, dated and summarised; the first submission's fields kept.
    const leads = await leadsOfSource();
    expect(leads.map((l) => l.id)).toEqual([firstId]);
    expect(leads[0]).toMatchObject({
      name: `Meena ${tag}`,
      repeatCount: 1,
      repeats: [{ id: againId, name: `Meena R ${tag}`, message: 'Following up on GST.' }],
    });
    expect(leads[0]!.lastSeenAt).toBe(leads[0]!.repeats![0]!.at);
    // The same delivery sent again is neither a new lead nor another repeat.
    const inbox = async () =>
      (
        (await (await asAdmin('/api/notifications')).json()) as { notifications: { title: string }[] }
      ).notifications.filter((n) => n.title === `Repeat lead: Meena R ${tag}`);
    await eventually(async () => ((await inbox()).length ? true : undefined));

    // By e-mail too, case aside; a closed lead takes no repeats: the next one is a lead of its own.
    const email = `meena.${tag}@example.com`;
    await asAdmin(`/api/leads/${firstId}`, jsonInit('PATCH', { status: 'closed' }));
    const third = await deliver(
      endpoint.id,
      JSON.stringify({ name: `Meena ${tag}`, phone: international, email }),
    );
    const thirdId = ((await third.json()) as { id: string }).id;
    const fourth = await deliver(
      endpoint.id,
      JSON.stringify({ name: `M ${tag}`, email: email.toUpperCase() }),
    );
    const fourthId = ((await fourth.json()) as { id: string }).id;
    const now = await leadsOfSource();
    expect(now.map((l) => l.id).sort()).toEqual([firstId, thirdId].sort());
    expect(now.find((l) => l.id === thirdId)!.repeats!.map((r) => r.id)).toEqual([fourthId]);

    // A wrong match is split off: it becomes a lead of its own, with everything it sent.
    const split = await asAdmin(`/api/leads/${thirdId}/split`, jsonInit('POST', { repeatId: fourthId }));
    expect(split.status).toBe(200);
    const answer = (await split.json()) as { lead: Lead; split: Lead };
    expect(answer.lead.repeatCount).toBeUndefined();
    expect(answer.split).toMatchObject({ id: fourthId, name: `M ${tag}`, status: 'new' });
    const after = await leadsOfSource();
    expect(after.map((l) => l.id).sort()).toEqual([firstId, thirdId, fourthId].sort());
    expect(after.find((l) => l.id === thirdId)!.repeats).toBeUndefined();
    // Not a repeat of that lead (any more): 404, and bad input names the field.
    expect(
      (await asAdmin(`/api/leads/${thirdId}/split`, jsonInit('POST', { repeatId: fourthId }))).status,
    ).toBe(404);
    const bad = await asAdmin(`/api/leads/${thirdId}/split`, jsonInit('POST', { repeatId: 'a b' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('repeatId');
  });

  it('never hides a person under a stranger who gave their number first, and finds every submission', async () => {
    const phone = uniquePhone();
    const stranger = await deliver(endpoint.id, JSON.stringify({ name: `Stranger ${tag}`, phone }));
    const strangerId = ((await stranger.json()) as { id: string }).id;
    await eventually(async () =>
      (await leadsOfSource()).some((l) => l.id === strangerId) ? true : undefined,
    );
    // The real person, with their own name and the same number: a lead of their own, flagged.
    const real = await deliver(
      endpoint.id,
      JSON.stringify({ name: `Ravindra ${tag}`, phone, email: `ravindra.${tag}@example.com` }),
    );
    const realId = ((await real.json()) as { id: string }).id;
    const realLead = await eventually(async () => (await leadsOfSource()).find((l) => l.id === realId));
    expect(realLead).toMatchObject({
      name: `Ravindra ${tag}`,
      sameContactAs: { id: strangerId, name: `Stranger ${tag}`, via: ['phone'] },
    });
    expect(realLead.repeatCount).toBeUndefined();
    const search = async (q: string) =>
      (
        (await (await asAdmin(`/api/leads?q=${encodeURIComponent(q)}`)).json()) as { leads: Lead[] }
      ).leads.map((l) => l.id);
    // Search entries are written from the stream: waited for, then compared.
    const found = (q: string, count: number) =>
      eventually(async () => {
        const ids = await search(q);
        return ids.length >= count ? ids.sort() : undefined;
      });
    expect(await found(`Ravindra ${tag}`, 1)).toEqual([realId]);
    // The shared number finds both, side by side.
    expect(await found(phone, 2)).toEqual([strangerId, realId].sort());

    // The same person again, from another address: a repeat of their lead, found by what it sent.
    const again = await deliver(
      endpoint.id,
      JSON.stringify({ name: `Ravindra K ${tag}`, phone, email: `rk.${tag}@example.org` }),
    );
    expect(again.status).toBe(202);
    await eventually(async () =>
      (await leadsOfSource()).find((l) => l.id === realId)?.repeatCount === 1 ? true : undefined,
    );
    expect(await found(`rk.${tag}@example.org`, 1)).toEqual([realId]);
  });

  it('summarises the latest repeats on the lead and keeps every one, however many come', async () => {
    const email = `often.${tag}@example.com`;
    const send = async (n: number) => {
      const res = await deliver(endpoint.id, JSON.stringify({ name: `Often ${n} ${tag}`, email }));
      expect(res.status).toBe(202);
      return ((await res.json()) as { id: string }).id;
    };
    const firstId = await send(0);
    const repeatIds: string[] = [];
    for (let n = 1; n <= MAX_LISTED_REPEATS + 2; n++) repeatIds.push(await send(n));
    const lead = (await leadsOfSource()).find((l) => l.id === firstId)!;
    // Counted in full; the list holds the latest ones, newest last, the two oldest dropped.
    expect(lead.repeatCount).toBe(MAX_LISTED_REPEATS + 2);
    expect(lead.repeats!.map((r) => r.id)).toEqual(repeatIds.slice(2));
    // Each repeat is still kept whole as its own record.
    const aws = localAws();
    try {
      const oldest = await aws.documents.send(
        new GetCommand({ TableName: localStack().tableNames.leads, Key: { id: `repeat#${repeatIds[0]}` } }),
      );
      expect(oldest.Item).toMatchObject({ repeatOf: firstId, submission: { name: `Often 1 ${tag}` } });
    } finally {
      aws.destroy();
    }
    // A split counts one fewer, the older ones included.
    const split = await asAdmin(
      `/api/leads/${firstId}/split`,
      jsonInit('POST', { repeatId: repeatIds[repeatIds.length - 1] }),
    );
    expect(split.status).toBe(200);
    const kept = ((await split.json()) as { lead: Lead }).lead;
    expect(kept.repeatCount).toBe(MAX_LISTED_REPEATS + 1);
    expect(kept.repeats).toHaveLength(MAX_LISTED_REPEATS - 1);
    // 53 deliveries one after another, each placed from the stream before the next is sent.
  }, 60_000);
});
