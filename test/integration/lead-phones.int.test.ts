import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Lead } from '../../shared/domain';
import type { SourceType, WebhookEndpointView } from '../../shared/lead-platforms';
import type { normaliseLeadPhones as NormaliseLeadPhones } from '../../scripts/normalise-lead-phones';
import { e164, uniquePhone } from './contacts';
import { api, drained, eventually, localAws, localStack, pointCodeAtStack } from './local-stack';
import { createSignedInUser } from './users';

/**
 * A person who wrote through the website and then again through a lead source, with the number
 * written the source's way, is one lead: every source's phone is read to E.164 at intake, so the
 * duplicate check sees one number. Leads stored before that are fixed by a backfill.
 */
const aws = localAws();
afterAll(() => aws.destroy());
const tables = localStack().tableNames;
const json = { 'content-type': 'application/json' };
const tag = `ph${Date.now().toString(36)}`;
let admin = '';
let normaliseLeadPhones: typeof NormaliseLeadPhones;

beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
  pointCodeAtStack(['leads']);
  ({ normaliseLeadPhones } = await import('../../scripts/normalise-lead-phones'));
});

const leadById = async (id: string) =>
  (await aws.documents.send(new GetCommand({ TableName: tables.leads, Key: { id }, ConsistentRead: true })))
    .Item as Lead | undefined;

async function createEndpoint(sourceType: SourceType, extra: object = {}): Promise<WebhookEndpointView> {
  const res = await api('/api/webhooks', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: `Phones ${sourceType} ${tag}`, sourceType, ...extra }),
    token: admin,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { webhook: WebhookEndpointView }).webhook;
}

/** A website inquiry, placed as the first lead of its person. */
async function inquiry(name: string, phone: string): Promise<string> {
  const id = randomUUID();
  const res = await api('/api/inquiries', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      id,
      fullName: name,
      email: `${id.slice(0, 8)}-${tag}@example.com`,
      phone,
      company: 'Phones Traders',
      service: 'GST Registration',
      message: 'First contact through the website.',
    }),
  });
  expect(res.status).toBe(201);
  return eventually(async () => ((await leadById(id)) ? id : undefined));
}

/** Each source's own shape, carrying `phone` written the way that source writes it. */
const deliveries: Record<
  'generic' | 'wordpress' | 'indiamart' | 'custom',
  { written: (digits: string) => string; body: (name: string, phone: string) => string }
> = {
  generic: {
    written: (d) => `0${d.slice(0, 5)} ${d.slice(5)}`,
    body: (name, phone) => JSON.stringify({ name, phone }),
  },
  wordpress: {
    written: (d) => `+91-${d}`,
    body: (name, phone) =>
      JSON.stringify({ 'your-name': name, 'your-phone': phone, form_name: 'Contact form 1' }),
  },
  indiamart: {
    written: (d) => `+91-${d}`,
    body: (name, phone) =>
      JSON.stringify({
        CODE: 200,
        STATUS: 'SUCCESS',
        RESPONSE: { UNIQUE_QUERY_ID: randomUUID(), SENDER_NAME: name, SENDER_MOBILE: phone },
      }),
  },
  custom: {
    written: (d) => `(+91) ${d.slice(0, 5)}-${d.slice(5)}`,
    body: (name, phone) => JSON.stringify({ person: { label: name }, contact: { mobile: phone } }),
  },
};

describe.each(Object.keys(deliveries) as (keyof typeof deliveries)[])(
  'a returning prospect through %s',
  (source) => {
    it('joins the open website lead as a repeat, its phone in E.164', async () => {
      const endpoint = await createEndpoint(source);
      if (source === 'custom') {
        const saved = await api(`/api/webhooks/${endpoint.id}`, {
          method: 'PATCH',
          headers: json,
          token: admin,
          body: JSON.stringify({ fieldMap: { name: 'person.label', phone: 'contact.mobile' } }),
        });
        expect(saved.status).toBe(200);
      }
      const phone = uniquePhone();
      const digits = phone.replace(/\s/g, '');
      const name = `Asha ${source} ${tag}`;
      const firstId = await inquiry(name, `+91 ${phone}`);

      const key = endpoint.platformKey ? `?key=${endpoint.platformKey}` : '';
      const res = await api(`/api/webhook/${endpoint.id}${key}`, {
        method: 'POST',
        headers: json,
        body: deliveries[source].body(name, deliveries[source].written(digits)),
      });
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };
      await drained();

      // Not a second new lead: a repeat on the website's, with the number in E.164.
      expect(await leadById(id)).toBeUndefined();
      const first = await leadById(firstId);
      expect(first).toMatchObject({ repeatCount: 1, phone: e164(phone) });
      expect(first!.repeats![0]).toMatchObject({ id, phone: e164(phone) });
    });
  },
);

describe('the backfill of stored phones', () => {
  it('rewrites a stored local-form phone to E.164 once, and leaves an unreadable one alone', async () => {
    const digits = uniquePhone().replace(/\s/g, '');
    const stored = (id: string, phone: string): Lead =>
      ({
        id,
        entity: 'lead',
        name: `Stored ${tag}`,
        phone,
        source: 'IndiaMART',
        status: 'new',
        createdAt: new Date().toISOString(),
      }) as Lead;
    const local = `lead-${randomUUID()}`;
    const odd = `lead-${randomUUID()}`;
    await aws.documents.send(
      new PutCommand({
        TableName: tables.leads,
        Item: stored(local, `0${digits.slice(0, 5)} ${digits.slice(5)}`),
      }),
    );
    await aws.documents.send(new PutCommand({ TableName: tables.leads, Item: stored(odd, 'call after 6') }));

    const run = await normaliseLeadPhones();
    expect(run.rewritten).toBeGreaterThanOrEqual(1);
    expect((await leadById(local))!.phone).toBe(`+91${digits}`);
    expect((await leadById(odd))!.phone).toBe('call after 6');
    // Idempotent: a second run leaves both as they are.
    await normaliseLeadPhones();
    expect((await leadById(local))!.phone).toBe(`+91${digits}`);
    expect((await leadById(odd))!.phone).toBe('call after 6');
  });
});
