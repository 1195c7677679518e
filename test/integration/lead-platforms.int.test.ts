import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import { leadSourceOf, type SourceType, type WebhookEndpointView } from '../../shared/lead-platforms';
import { api, drained, exportedCsv, localAws, localStack } from './local-stack';
import { createSignedInUser } from './users';

/**
 * Each source type end to end on the local stack: a delivery shaped as the platform documents it
 * (test/fixtures/lead-platforms) becomes a lead with the right fields; a missing or wrong proof is
 * refused with 401 or 403 and stores nothing; the platform's own id makes a repeat a duplicate.
 */
const aws = localAws();
afterAll(() => aws.destroy());
let admin = '';
beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
});

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/lead-platforms', name), 'utf8');
const APP_SECRET = 'integration-app-secret-0123456789';
const json = { 'content-type': 'application/json' };

async function createEndpoint(name: string, sourceType: SourceType, extra: object = {}) {
  const res = await api('/api/webhooks', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name, sourceType, ...extra }),
    token: admin,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { webhook: WebhookEndpointView }).webhook;
}

async function leadsOf(endpointId: string): Promise<Lead[]> {
  const page = await aws.documents.send(
    new ScanCommand({
      TableName: localStack().tableNames.leads,
      FilterExpression: 'endpointId = :e',
      ExpressionAttributeValues: { ':e': endpointId },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []) as Lead[];
}

const post = (path: string, body: string, headers: Record<string, string> = json) =>
  api(path, { method: 'POST', headers, body });
const accepted = async (res: Response) => {
  expect(res.status).toBe(202);
  return (await res.json()) as { id: string; duplicate: boolean };
};

describe('creating typed endpoints', () => {
  it('keeps generic as the default, makes a key for the others, and never shows the app secret', async () => {
    const generic = await createEndpoint('Plain', 'generic');
    expect(generic).toMatchObject({ sourceType: 'generic' });
    expect(generic.platformKey).toBeUndefined();
    const google = await createEndpoint('Google', 'google-ads');
    expect(google.platformKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const meta = await createEndpoint('Meta', 'meta', { appSecret: APP_SECRET });
    expect(meta).toMatchObject({ sourceType: 'meta', appSecretSet: true });
    const list = await (await api('/api/webhooks', { token: admin })).text();
    expect(list).not.toContain(APP_SECRET);
  });

  it('refuses an unknown type, a Meta endpoint without its app secret, and a secret elsewhere', async () => {
    const create = (body: object) =>
      api('/api/webhooks', { method: 'POST', headers: json, body: JSON.stringify(body), token: admin });
    const unknown = await create({ name: 'X', sourceType: 'myspace' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toContain('sourceType');
    const noSecret = await create({ name: 'X', sourceType: 'meta' });
    expect(noSecret.status).toBe(400);
    expect(((await noSecret.json()) as { message: string }).message).toBe(
      'appSecret: Please enter the app secret of your Meta app',
    );
    expect((await create({ name: 'X', sourceType: 'typeform', appSecret: APP_SECRET })).status).toBe(400);
  });
});

describe('Google Ads', () => {
  let endpoint: WebhookEndpointView;
  let body = '';
  beforeAll(async () => {
    endpoint = await createEndpoint('Google Ads GST', 'google-ads');
    body = fixture('google-ads-lead.json').replace('REPLACED_BY_THE_TEST', endpoint.platformKey!);
  });

  it('refuses a missing or wrong google_key and stores nothing', async () => {
    const missing = JSON.stringify({ ...JSON.parse(body), google_key: undefined });
    expect((await post(`/api/webhook/${endpoint.id}`, missing)).status).toBe(401);
    const wrong = body.replace(endpoint.platformKey!, 'not-the-key');
    expect((await post(`/api/webhook/${endpoint.id}`, wrong)).status).toBe(403);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps the lead, marks a test lead, and stores a repeated lead_id once', async () => {
    const first = await accepted(await post(`/api/webhook/${endpoint.id}`, body));
    expect(first.duplicate).toBe(false);
    const again = await accepted(await post(`/api/webhook/${endpoint.id}`, body));
    expect(again).toEqual({ id: first.id, duplicate: true });
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+919876543210',
      company: 'Raman Exports',
      service: 'GST registration',
      campaign: '12345678901',
      formId: '40000000001',
      test: true,
      // The platform is the source; the endpoint's own name is kept beside it.
      source: 'Google Ads',
      endpoint: 'Google Ads GST',
      deliveryId: 'MTE1NTQ0MjQ5MzQ0OjAxMDY0MjQ3MjM4',
    });
  });
});

describe('Meta lead ads', () => {
  let endpoint: WebhookEndpointView;
  const sign = (body: string, key = APP_SECRET) =>
    `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
  const handshake = (id: string, token: string) =>
    api(`/api/webhook/${id}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
  beforeAll(async () => {
    endpoint = await createEndpoint('Facebook Lead Ads', 'meta', { appSecret: APP_SECRET });
  });

  it('answers the subscription challenge as text only with the right verify token', async () => {
    const ok = await handshake(endpoint.id, endpoint.platformKey!);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    expect((await handshake(endpoint.id, 'wrong-token')).status).toBe(403);
    expect((await api(`/api/webhook/${endpoint.id}?hub.mode=subscribe`)).status).toBe(403);
    expect((await api(`/api/webhook/${endpoint.id}`)).status).toBe(400); // no handshake at all
    const generic = await createEndpoint('Not Meta', 'generic');
    expect((await handshake(generic.id, endpoint.platformKey!)).status).toBe(404);
  });

  it('refuses a missing or bad X-Hub-Signature-256 and stores nothing', async () => {
    const body = fixture('meta-leadgen-with-answers.json');
    expect((await post(`/api/webhook/${endpoint.id}`, body)).status).toBe(401);
    const bad = { ...json, 'x-hub-signature-256': sign(body, 'another-app-secret') };
    expect((await post(`/api/webhook/${endpoint.id}`, body, bad)).status).toBe(403);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps the answers a notification carries, once per leadgen_id', async () => {
    const body = fixture('meta-leadgen-with-answers.json');
    const headers = { ...json, 'x-hub-signature-256': sign(body) };
    const first = await accepted(await post(`/api/webhook/${endpoint.id}`, body, headers));
    expect(await accepted(await post(`/api/webhook/${endpoint.id}`, body, headers))).toEqual({
      id: first.id,
      duplicate: true,
    });
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.com',
      phone: '+919811122233',
      company: 'Mehta Builders',
      service: 'Company registration',
      formId: '555555555555555',
      deliveryId: '444444444444445',
    });
  });

  it('answers 503 to an ids-only notification while no Page access token is configured', async () => {
    const body = fixture('meta-leadgen-notification.json');
    const res = await post(`/api/webhook/${endpoint.id}`, body, {
      ...json,
      'x-hub-signature-256': sign(body),
    });
    expect(res.status).toBe(503);
    expect((await leadsOf(endpoint.id)).map((l) => l.deliveryId)).not.toContain('444444444444444');
  });
});

describe('IndiaMART', () => {
  let endpoint: WebhookEndpointView;
  const body = fixture('indiamart-push.json');
  beforeAll(async () => {
    endpoint = await createEndpoint('IndiaMART', 'indiamart');
  });

  it('refuses a missing or wrong ?key= and stores nothing', async () => {
    expect((await post(`/api/webhook/${endpoint.id}`, body)).status).toBe(401);
    expect((await post(`/api/webhook/${endpoint.id}?key=wrong`, body)).status).toBe(403);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps the enquiry and stores a repeated UNIQUE_QUERY_ID once', async () => {
    const url = `/api/webhook/${endpoint.id}?key=${endpoint.platformKey}`;
    const first = await accepted(await post(url, body));
    expect((await accepted(await post(url, body))).duplicate).toBe(true);
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: first.id,
      name: 'Ramesh Gupta',
      email: 'ramesh.gupta@example.com',
      phone: '+919812345678',
      company: 'Gupta Steel Traders',
      service: 'GST Return Filing Service',
      deliveryId: '2658472315',
    });
  });
});

describe('Typeform', () => {
  let endpoint: WebhookEndpointView;
  const body = fixture('typeform-form-response.json');
  const sign = (key: string) => `sha256=${createHmac('sha256', key).update(body).digest('base64')}`;
  beforeAll(async () => {
    endpoint = await createEndpoint('Typeform', 'typeform');
  });

  it('refuses a missing or bad Typeform-Signature and stores nothing', async () => {
    expect((await post(`/api/webhook/${endpoint.id}`, body)).status).toBe(401);
    const bad = { ...json, 'typeform-signature': sign('not-the-secret') };
    expect((await post(`/api/webhook/${endpoint.id}`, body, bad)).status).toBe(403);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps the answers and stores a repeated token once', async () => {
    const headers = { ...json, 'typeform-signature': sign(endpoint.platformKey!) };
    await accepted(await post(`/api/webhook/${endpoint.id}`, body, headers));
    expect((await accepted(await post(`/api/webhook/${endpoint.id}`, body, headers))).duplicate).toBe(true);
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Sneha Kulkarni',
      company: 'Kulkarni Foods LLP',
      email: 'sneha@example.com',
      phone: '+919822233344',
      service: 'LLP annual filing',
      formId: 'lT4Z3j',
      deliveryId: 'a3a12ec67a1ace1b5b8ff7c5dd3c4a12',
    });
  });
});

describe('WordPress forms', () => {
  let endpoint: WebhookEndpointView;
  beforeAll(async () => {
    endpoint = await createEndpoint('Website forms', 'wordpress');
  });

  it('refuses a missing or wrong ?key= and stores nothing', async () => {
    const body = fixture('wordpress-cf7.json');
    expect((await post(`/api/webhook/${endpoint.id}`, body)).status).toBe(401);
    expect((await post(`/api/webhook/${endpoint.id}?key=${'x'.repeat(43)}`, body)).status).toBe(403);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps Contact Form 7 JSON and an Elementor form post', async () => {
    const url = `/api/webhook/${endpoint.id}?key=${endpoint.platformKey}`;
    const cf7 = await accepted(await post(url, fixture('wordpress-cf7.json')));
    const fields = JSON.parse(fixture('wordpress-elementor-form.json')) as Record<string, string>;
    const elementor = await accepted(
      await post(url, new URLSearchParams(fields).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    const leads = await leadsOf(endpoint.id);
    expect(leads.find((l) => l.id === cf7.id)).toMatchObject({
      name: 'Imran Shaikh',
      email: 'imran.shaikh@example.com',
      phone: '+919833344455',
      service: 'Income tax notice',
      formId: 'Contact form 1',
    });
    expect(leads.find((l) => l.id === elementor.id)).toMatchObject({
      name: 'Meera Nair',
      email: 'meera.nair@example.com',
      phone: '+919844455566',
      message: 'Need help with TDS returns.',
      formId: '3f2a1b9',
    });
  });
});

describe('Custom field maps', () => {
  let endpoint: WebhookEndpointView;
  const nested = JSON.stringify({
    lead: { ref: 'CRM-7781', person: { label: 'Farhan Ali' } },
    contact: { details: { mobile: '+919877766655' } },
  });
  const patch = (body: object) =>
    api(`/api/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify(body),
      token: admin,
    });
  beforeAll(async () => {
    endpoint = await createEndpoint('Partner CRM', 'custom');
  });

  it('refuses a missing key and keeps nothing; keeps a keyed payload the map cannot read yet', async () => {
    expect((await post(`/api/webhook/${endpoint.id}`, nested)).status).toBe(401);
    const deliveries = () =>
      api(`/api/webhooks/${endpoint.id}/deliveries`, { token: admin }).then(
        (r) => r.json() as Promise<{ lastPayload?: { body: string } }>,
      );
    expect((await deliveries()).lastPayload).toBeUndefined();
    const url = `/api/webhook/${endpoint.id}?key=${endpoint.platformKey}`;
    expect((await post(url, nested)).status).toBe(422); // no e-mail or phone under a common name
    expect((await deliveries()).lastPayload?.body).toBe(nested);
    expect(await leadsOf(endpoint.id)).toEqual([]);
  });

  it('maps by dotted path once the admin saves a map, once per mapped lead id', async () => {
    const bad = await patch({ fieldMap: { phone: 'contact..mobile' } });
    expect(bad.status).toBe(400);
    const saved = await patch({
      fieldMap: { name: 'lead.person.label', phone: 'contact.details.mobile', deliveryId: 'lead.ref' },
    });
    expect(saved.status).toBe(200);
    const url = `/api/webhook/${endpoint.id}?key=${endpoint.platformKey}`;
    await accepted(await post(url, nested));
    expect((await accepted(await post(url, nested))).duplicate).toBe(true);
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Farhan Ali', phone: '+919877766655', deliveryId: 'CRM-7781' });
  });

  it('refuses a field map on an endpoint that is not custom', async () => {
    const other = await createEndpoint('Not custom', 'wordpress');
    const res = await api(`/api/webhooks/${other.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ fieldMap: { name: 'a' } }),
      token: admin,
    });
    expect(res.status).toBe(400);
  });
});

describe('Send test, per type', () => {
  // Meta's needs a working Page access token, as a real lead does (meta-connection.int.test.ts).
  it.each(['google-ads', 'indiamart', 'typeform', 'wordpress', 'custom'] as const)(
    '%s: a realistic delivery through the same checks becomes a test lead',
    async (type) => {
      const endpoint = await createEndpoint(`Test ${type}`, type);
      const res = await api(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: admin });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await leadsOf(endpoint.id)).find((l) => l.id === id)).toMatchObject({
        name: 'Test Lead',
        source: leadSourceOf(endpoint),
        endpoint: `Test ${type}`,
        test: true,
      });
    },
  );
});

describe('a test lead is a sample, not a prospect', () => {
  it('is left out of the list, the export, the figures and the inbox, and listed when asked for alone', async () => {
    const endpoint = await createEndpoint(`Sample source ${Date.now().toString(36)}`, 'indiamart');
    const since = new Date().toISOString();
    const res = await api(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: admin });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await drained();
    const source = encodeURIComponent('IndiaMART');
    const listed = async (query: string) =>
      (
        (await (await api(`/api/leads?${query}&limit=100`, { token: admin })).json()) as { leads: Lead[] }
      ).leads.map((l) => l.id);
    expect(await listed(`source=${source}`)).not.toContain(id);
    expect(await listed(`source=${source}&tests=only`)).toContain(id);
    expect(await listed('tests=only')).toContain(id);
    const csv = await (await exportedCsv(`source=${source}`, admin)).text();
    expect(csv).not.toContain('Test Lead');
    // Counted nowhere: the overview's day numbers never took it in.
    const [stored] = (await leadsOf(endpoint.id)).filter((l) => l.id === id);
    expect(stored).toMatchObject({ test: true, source: 'IndiaMART' });
    expect(stored).not.toHaveProperty('countedStatus');
    const inbox = (await (await api('/api/notifications', { token: admin })).json()) as {
      notifications: { title: string; body: string; at: string }[];
    };
    expect(inbox.notifications.filter((n) => n.at >= since && n.body.includes(endpoint.name))).toEqual([]);
    expect((await api('/api/leads?tests=all', { token: admin })).status).toBe(400);
  });
});

describe('a Facebook lead forwarded by an integration tool to a generic endpoint', () => {
  it('reads the Graph API shape as a Meta endpoint does, and stores a forwarded repeat once', async () => {
    const endpoint = await createEndpoint(`Zapier ${Date.now().toString(36)}`, 'generic');
    // Zapier's "New Lead" from Facebook Lead Ads forwards the lead as the Graph API gives it.
    const body = JSON.stringify({ data: JSON.parse(fixture('meta-graph-lead.json')) as object });
    const first = await accepted(await post(`/api/webhook/${endpoint.id}`, body));
    expect(await accepted(await post(`/api/webhook/${endpoint.id}`, body))).toEqual({
      id: first.id,
      duplicate: true,
    });
    await drained();
    const leads = await leadsOf(endpoint.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Kavya Iyer',
      email: 'kavya.iyer@example.com',
      phone: '+919900011122',
      formId: '555555555555555',
      campaign: '777777777777777',
      deliveryId: '444444444444444',
      message: 'when should we call?: Weekday mornings',
    });
  }, 30_000);
});
