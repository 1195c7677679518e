import { createHmac, randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { indiaDate } from '../../shared/compliance/calendar';
import type { Lead } from '../../shared/domain';
import type { WebhookEndpointView } from '../../shared/lead-platforms';
import { e164, uniquePhone } from './contacts';
import { api, drained, localAws, localStack, type StoredMail } from './local-stack';
import { createSignedInUser } from './users';

/**
 * A Meta lead ads notification names the lead only by id: the lead is read from the Graph API
 * with the endpoint's Page access token, which a partner saves in the endpoint's settings (kept in
 * its secret, never answered). The local Graph API refuses what Facebook refuses: a token it does
 * not know, an expired one, one without the leads permission, and a lead id that is no lead's.
 */
const aws = localAws();
afterAll(() => aws.destroy());
const APP_SECRET = 'meta-connection-app-secret-0123456789';
const json = { 'content-type': 'application/json' };
const run = Date.now().toString(36);
const page = { pageId: `10${Date.now()}`, pageName: `Sahaj Tax Page ${run}` };
let partner = '';
let endpoint: WebhookEndpointView;
/** The token that works, once saved. */
let good = '';

/** What Meta would have: a token of the Page, with its permissions (and whether it expired). */
const metaHas = async (kind: 'tokens' | 'leads', body: object) => {
  const res = await fetch(`${localStack().graphUrl}/_local/${kind}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(204);
};
const token = (name: string) => `EAA${name}${randomUUID().replace(/-/g, '')}`;
const READS_LEADS = ['leads_retrieval', 'pages_manage_ads', 'pages_show_list'];

const saveToken = async (pageToken: string | null) => {
  const res = await api(`/api/webhooks/${endpoint.id}/page-token`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ pageToken }),
    token: partner,
  });
  return {
    status: res.status,
    body: (await res.json()) as { webhook: WebhookEndpointView; message?: string },
  };
};

/** A signed leadgen notification naming the lead by id only, as Meta sends it. */
const notify = (leadgenId: string) => {
  const body = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: page.pageId,
        time: 1763904000,
        changes: [
          { field: 'leadgen', value: { leadgen_id: leadgenId, page_id: page.pageId, form_id: '555' } },
        ],
      },
    ],
  });
  return api(`/api/webhook/${endpoint.id}`, {
    method: 'POST',
    headers: {
      ...json,
      'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
    },
    body,
  });
};

const leadsOf = async (): Promise<Lead[]> =>
  ((
    await aws.documents.send(
      new ScanCommand({
        TableName: localStack().tableNames.leads,
        FilterExpression: 'endpointId = :e AND entity = :lead',
        ExpressionAttributeValues: { ':e': endpoint.id, ':lead': 'lead' },
        ConsistentRead: true,
      }),
    )
  ).Items ?? []) as Lead[];

beforeAll(async () => {
  partner = await createSignedInUser({ group: 'admin', active: true });
  const res = await api('/api/webhooks', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: `Facebook ${run}`, sourceType: 'meta', appSecret: APP_SECRET }),
    token: partner,
  });
  endpoint = ((await res.json()) as { webhook: WebhookEndpointView }).webhook;
});

it('without a token: the check says so, the test lead is refused, and a notification answers 503', async () => {
  const check = await api(`/api/webhooks/${endpoint.id}/connection-check`, {
    method: 'POST',
    token: partner,
  });
  expect(((await check.json()) as { webhook: WebhookEndpointView }).webhook.connection).toMatchObject({
    ok: false,
    problem: 'No Page access token is saved for this endpoint.',
  });
  const test = await api(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: partner });
  expect(test.status).toBe(409);
  expect(((await test.json()) as { message: string }).message).toMatch(/^Save the Page access token first/);
  expect((await notify('1000000001')).status).toBe(503);
});

it('with a working token: the check names the Page, and a lead named by id arrives with its answers', async () => {
  good = token('Good');
  await metaHas('tokens', { token: good, ...page, permissions: READS_LEADS });
  const leadId = `77${Date.now()}`;
  // A number of this run alone: another suite's lead with it would take this one as a repeat.
  const phone = e164(uniquePhone());
  await metaHas('leads', {
    id: leadId,
    pageId: page.pageId,
    form_id: '555',
    field_data: [
      { name: 'full_name', values: [`Kavya ${run}`] },
      { name: 'email', values: [`kavya.${run}@example.com`] },
      { name: 'phone_number', values: [phone] },
    ],
  });
  const saved = await saveToken(good);
  expect(saved.status).toBe(200);
  expect(saved.body.webhook.pageTokenSetAt).toBeTruthy();
  expect(saved.body.webhook.connection).toMatchObject({
    ok: true,
    page: { id: page.pageId, name: page.pageName },
  });
  // The token is never answered, in the endpoint or the list.
  expect(JSON.stringify(saved.body)).not.toContain(good);
  expect(await (await api('/api/webhooks', { token: partner })).text()).not.toContain(good);

  expect((await notify(leadId)).status).toBe(202);
  await drained();
  expect((await leadsOf()).find((l) => l.deliveryId === leadId)).toMatchObject({
    name: `Kavya ${run}`,
    email: `kavya.${run}@example.com`,
    source: 'Facebook / Instagram',
  });
  // The test lead now goes through, as a test: the token works.
  const test = await api(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: partner });
  expect(test.status).toBe(201);
  const { id: testId } = (await test.json()) as { id: string };
  await drained();
  expect((await leadsOf()).find((l) => l.id === testId)).toMatchObject({ name: 'Test Lead', test: true });

  // A lead id Facebook does not have: refused with Facebook's words (502: Meta sends it again).
  const unknown = await notify('1234567890123');
  expect(unknown.status).toBe(502);
  expect(((await unknown.json()) as { message: string }).message).toMatch(
    /^Facebook refused: Unsupported get request/,
  );
});

it('the morning check tells the firm once when the token stops working', async () => {
  const runCheck = async () =>
    expect(
      (await fetch(`${localStack().controlUrl}/schedule/checkMetaConnections`, { method: 'POST' })).status,
    ).toBe(200);
  const subject = `Facebook lead ads cannot be read: ${endpoint.name}`;
  /**
   * The alert mails, once every stream has been worked through: found by their subject (this
   * run's endpoint), whatever new-lead address another suite has set meanwhile.
   */
  const alerts = async () => {
    await drained();
    const res = await fetch(`${localStack().mailboxUrl}/store`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    return emails.filter((m) => m.subject === subject);
  };
  // Working: checked, nothing to tell.
  await runCheck();
  expect(await alerts()).toEqual([]);
  // Facebook expires the token (a password change, a removed admin): told once, with the reason.
  await metaHas('tokens', { token: good, ...page, permissions: READS_LEADS, expired: true });
  await runCheck();
  const [mail, ...more] = await alerts();
  expect(more).toEqual([]);
  expect(mail!.body.text).toContain('The Page access token has expired');
  expect(mail!.body.text).toContain('Make a new Page access token');
  // The firm's inbox has it too (read by its key: a busy inbox's first page may not reach it).
  const { Item } = await aws.documents.send(
    new GetCommand({
      TableName: localStack().tableNames.notifications,
      Key: { userSub: '#firm', id: `${indiaDate(new Date())}T03:00:00.000Z#meta#${endpoint.id}` },
      ConsistentRead: true,
    }),
  );
  expect(Item).toMatchObject({ title: `Facebook leads stopped: ${endpoint.name}`, kind: 'lead' });
  // Checked again while still broken: not told again.
  await runCheck();
  expect(await alerts()).toHaveLength(1);
});

it.each([
  ['an expired token', { expired: true, permissions: READS_LEADS }, /^The Page access token has expired/],
  ['a token without the leads permission', { permissions: ['pages_show_list'] }, /lacks a permission/],
  ['a token Facebook does not know', undefined, /^Facebook does not accept the Page access token/],
])('%s: the check says what is wrong, and a lead cannot be read', async (_what, grant, problem) => {
  const given = token('Bad');
  if (grant) await metaHas('tokens', { token: given, ...page, ...grant });
  const saved = await saveToken(given);
  expect(saved.status).toBe(200);
  expect(saved.body.webhook.connection).toMatchObject({ ok: false });
  expect(saved.body.webhook.connection!.problem).toMatch(problem);
  expect((await api(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: partner })).status).toBe(
    502,
  );
  expect((await notify(`55${Date.now()}`)).status).toBe(502);
});

it('refuses a malformed token and a token for another type of endpoint, and removes a token', async () => {
  expect((await saveToken('has spaces in it, not a token')).status).toBe(400);
  const other = await api('/api/webhooks', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: `Not Meta ${run}`, sourceType: 'typeform' }),
    token: partner,
  });
  const typeform = ((await other.json()) as { webhook: WebhookEndpointView }).webhook;
  const wrong = await api(`/api/webhooks/${typeform.id}/page-token`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ pageToken: token('Typeform') }),
    token: partner,
  });
  expect(wrong.status).toBe(400);
  const removed = await saveToken(null);
  expect(removed.status).toBe(200);
  expect(removed.body.webhook.pageTokenSetAt).toBeUndefined();
  expect(removed.body.webhook.connection).toBeUndefined();
  expect((await notify('1000000002')).status).toBe(503);
});
