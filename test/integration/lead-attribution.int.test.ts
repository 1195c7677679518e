import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOverview } from '../../shared/api-types';
import type { Lead, WebhookEndpoint } from '../../shared/domain';
import { uniquePhone } from './contacts';
import { api, eventually, exportedCsv, localAws, localStack } from './local-stack';
import { createSignedInUser } from './users';

const aws = localAws();
afterAll(() => aws.destroy());
let admin = '';
beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
});

const tag = `at${Date.now().toString(36)}`;
const asAdmin = (path: string, init: RequestInit = {}) => api(path, { ...init, token: admin });
const postJson = (path: string, body: unknown, token?: string) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    token,
  });

let n = 0;
/** A valid inquiry of a person of its own, with the attribution given. */
function inquiry(attribution?: unknown) {
  n += 1;
  return {
    id: randomUUID(),
    fullName: `Asha ${tag} ${n}`,
    email: `asha-${n}-${tag}@example.com`,
    phone: uniquePhone(),
    company: 'Asha Foods',
    service: 'GST',
    ...(attribution === undefined ? {} : { attribution }),
  };
}

const storedLead = async (id: string) =>
  (
    await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.leads, Key: { id }, ConsistentRead: true }),
    )
  ).Item as Lead | undefined;
const storedInquiry = async (id: string) =>
  (
    await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.inquiries, Key: { id }, ConsistentRead: true }),
    )
  ).Item;

const listLeads = async (query: string) => {
  const res = await asAdmin(`/api/leads?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { leads: Lead[] }).leads;
};

const first = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: `gst-${tag}`,
  gclid: 'Cj0KCQiA',
  referrer: 'https://www.google.com/',
  landing: '/',
};
const last = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: `itr-${tag}`,
  landing: '/pricing',
};

describe('an inquiry with where the visit came from', () => {
  it('keeps the attribution on the lead, whose campaign is the last touch’s', async () => {
    const body = inquiry({ first, last });
    expect((await postJson('/api/inquiries', body)).status).toBe(201);
    const lead = await storedLead(body.id);
    expect(lead).toMatchObject({ source: 'Website', attribution: { first, last }, campaign: `itr-${tag}` });
    // The admin's list carries it too.
    // Found by its e-mail once the stream has written the lead's search entries.
    const [listed] = await eventually(async () => {
      const found = await listLeads(`q=${encodeURIComponent(body.email)}`);
      return found.length > 0 ? found : undefined;
    });
    expect(listed).toMatchObject({ id: body.id, attribution: { first, last }, campaign: `itr-${tag}` });
  }, 30_000);

  it('is fine without attribution, or with only a first touch', async () => {
    const none = inquiry();
    expect((await postJson('/api/inquiries', none)).status).toBe(201);
    const plain = await storedLead(none.id);
    expect(plain).toBeDefined();
    expect(plain!.attribution).toBeUndefined();
    expect(plain!.campaign).toBeUndefined();

    const onlyFirst = inquiry({ first: { landing: '/gst' } });
    expect((await postJson('/api/inquiries', onlyFirst)).status).toBe(201);
    expect(await storedLead(onlyFirst.id)).toMatchObject({ attribution: { first: { landing: '/gst' } } });
    expect((await storedLead(onlyFirst.id))!.campaign).toBeUndefined();
  });

  it.each([
    [
      'a value over 300 characters',
      { last: { utm_campaign: 'x'.repeat(301) } },
      'attribution.last.utm_campaign',
      'too long',
    ],
    ['a number', { first: { utm_source: 42 } }, 'attribution.first.utm_source', 'must be text'],
    [
      'a control character',
      { first: { utm_source: 'a\u0000b' } },
      'attribution.first.utm_source',
      'invalid characters',
    ],
    [
      'a landing page elsewhere',
      { last: { landing: 'https://evil.example/' } },
      'attribution.last.landing',
      'path of this site',
    ],
    [
      'a referrer that is no web address',
      { last: { referrer: 'javascript:alert(1)' } },
      'attribution.last.referrer',
      'http(s) address',
    ],
    ['an unknown key in a touch', { last: { utm_id: '7' } }, 'attribution.last', 'utm_id'],
    ['an unknown touch', { middle: { landing: '/' } }, 'attribution', 'middle'],
    ['text instead of touches', 'google', 'attribution', ''],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_, attribution, field, words) => {
    const body = inquiry(attribution);
    const res = await postJson('/api/inquiries', body);
    expect(res.status).toBe(400);
    const { message } = (await res.json()) as { message: string };
    expect(message.startsWith(`${field}: `)).toBe(true);
    expect(message).toContain(words);
    expect(await storedInquiry(body.id)).toBeUndefined();
    expect(await storedLead(body.id)).toBeUndefined();
  });
});

describe('the lead list filtered by campaign', () => {
  it('returns only the leads of that campaign, website and platform alike', async () => {
    const campaign = `diwali-${tag}`;
    const matching = inquiry({ last: { utm_source: 'facebook', utm_campaign: campaign, landing: '/' } });
    const other = inquiry({ last: { utm_source: 'facebook', utm_campaign: `holi-${tag}`, landing: '/' } });
    for (const body of [matching, other]) expect((await postJson('/api/inquiries', body)).status).toBe(201);
    const created = await postJson('/api/webhooks', { name: `Campaign source ${tag}`, active: true }, admin);
    expect(created.status).toBe(201);
    const { webhook } = (await created.json()) as { webhook: WebhookEndpoint };
    const delivered = await postJson(`/api/webhook/${webhook.id}`, {
      name: `Platform ${tag}`,
      email: `platform-${tag}@example.com`,
      campaign_id: campaign,
    });
    expect(delivered.status).toBe(202);

    const leads = await listLeads(`campaign=${encodeURIComponent(campaign)}`);
    expect(leads.map((l) => l.email).sort()).toEqual([matching.email, `platform-${tag}@example.com`].sort());
    expect(leads.every((l) => l.campaign === campaign)).toBe(true);
    // With another filter, and a campaign no lead has.
    expect(
      (await listLeads(`campaign=${encodeURIComponent(campaign)}&source=Website`)).map((l) => l.id),
    ).toEqual([matching.id]);
    expect(await listLeads(`campaign=none-${tag}`)).toEqual([]);
    expect((await asAdmin(`/api/leads?campaign=${'x'.repeat(301)}`)).status).toBe(400);
    const csv = await (await exportedCsv(`campaign=${encodeURIComponent(campaign)}`, admin)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(3);

    // The overview counts today's leads by campaign as well as by source.
    // (once the leads stream has counted them).
    const today = await eventually(async () => {
      const overview = (await (await asAdmin('/api/admin/overview')).json()) as AdminOverview;
      const day = overview.perDay[overview.perDay.length - 1]!;
      return day.campaigns[campaign] === 2 ? day : undefined;
    });
    expect(today.campaigns[campaign]).toBe(2);
    expect(today.campaigns[`holi-${tag}`]).toBe(1);
    expect(today.campaigns['']).toBeGreaterThanOrEqual(1);
  });
});
