import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { allServices } from '../../shared/catalogue';
import type { DashboardUser } from '../../shared/domain';
import type { PortalNotification, PortalSummary, RequestMessage, ServiceRequest } from '../../shared/portal';
import {
  api,
  cognitoCall,
  drained,
  eventually,
  localAws,
  localStack,
  mailsTo,
  signIn,
  type StoredMail,
} from './local-stack';
import { jsonBody as json } from './records';
import { createUser } from './users';

/**
 * The client portal and its admin counterparts (docs/product.md#client-dashboard), through the
 * local API: what each role may read and change, what the other side is told, and that bad input
 * changes nothing.
 */
const service = allServices()[1]!.service;
const call = async <T>(path: string, token: string, init: RequestInit & { method?: string } = {}) => {
  const res = await api(path, { ...init, token });
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
};

/** The notification mailer works from the table's stream: mail arrives shortly after the change. */
const mailTo = (address: string, match: (m: StoredMail) => boolean): Promise<StoredMail> =>
  eventually(async () => (await mailsTo(address)).find(match));

let admin = '';
let alice = { token: '', sub: '', email: '' };
let bob = { token: '', sub: '', email: '' };

async function signedIn(group: 'admin' | 'client', fullName: string) {
  const user = await createUser({ group, active: true, fullName });
  return { token: (await signIn(user.email, user.password)).AccessToken, sub: user.sub, email: user.email };
}

async function fileRequest(token: string, description = 'Please register GST for our new shop.') {
  const res = await call<{ request: ServiceRequest }>('/api/requests', token, {
    method: 'POST',
    ...json({ id: crypto.randomUUID(), service: service.slug, description }),
  });
  expect(res.status).toBe(201);
  return res.body.request;
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedIn('client', 'Alice Iyer'), signedIn('client', 'Bob Rao')]);
  admin = (await signedIn('admin', 'Asha Staff')).token;
});

describe('service requests', () => {
  it('files a request once per id, pending, with the filing as the first timeline entry', async () => {
    const id = crypto.randomUUID();
    const body = json({ id, service: service.slug, description: 'Annual filing for FY 2025-26.' });
    const first = await call<{ request: ServiceRequest }>('/api/requests', alice.token, {
      method: 'POST',
      ...body,
    });
    const again = await call<{ request: ServiceRequest }>('/api/requests', alice.token, {
      method: 'POST',
      ...body,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.request).toEqual(first.body.request);
    expect(first.body.request).toMatchObject({
      status: 'pending',
      serviceTitle: service.name,
      clientName: 'Alice Iyer',
      history: [{ status: 'pending', by: 'Alice Iyer' }],
    });
    // Another client cannot take over the id.
    const stolen = await call('/api/requests', bob.token, { method: 'POST', ...body });
    expect(stolen.status).toBe(409);
  });

  it.each([
    [{ service: 'no-such-service', description: 'A long enough description.' }, 'Service: choose a service'],
    [{ service: 'SLUG', description: 'short' }, 'Description needs at least 10'],
    [{ service: 'SLUG', description: 'x'.repeat(4001) }, 'Description is too long'],
    [
      { service: 'SLUG', description: 'Bad \u0007 characters here' },
      'Description contains invalid characters',
    ],
  ])('refuses %j with a message naming the field, storing nothing', async (payload, message) => {
    const before = await call<{ requests: ServiceRequest[] }>('/api/requests', alice.token);
    const res = await call('/api/requests', alice.token, {
      method: 'POST',
      ...json({
        id: crypto.randomUUID(),
        ...payload,
        service: payload.service.replace('SLUG', service.slug),
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const after = await call<{ requests: ServiceRequest[] }>('/api/requests', alice.token);
    expect(after.body.requests).toHaveLength(before.body.requests.length);
  });

  it('refuses a non-JSON body (415) and an oversized one (413)', async () => {
    expect((await api('/api/requests', { method: 'POST', token: alice.token, body: 'x' })).status).toBe(415);
    const big = json({ id: crypto.randomUUID(), service: service.slug, description: 'x'.repeat(20_000) });
    expect((await api('/api/requests', { method: 'POST', token: alice.token, ...big })).status).toBe(413);
  });

  it("lists a client's own requests only, newest first; staff see everyone's and filter by client", async () => {
    const a1 = await fileRequest(alice.token);
    const b1 = await fileRequest(bob.token);
    const mine = await call<{ requests: ServiceRequest[] }>('/api/requests', alice.token);
    expect(mine.body.requests.map((r) => r.id)).toContain(a1.id);
    expect(mine.body.requests.every((r) => r.clientSub === alice.sub)).toBe(true);
    // A client's `client` filter cannot widen the view.
    const sneaky = await call<{ requests: ServiceRequest[] }>('/api/requests?client=Bob', alice.token);
    expect(sneaky.body.requests.some((r) => r.id === b1.id)).toBe(false);
    const all = await call<{ requests: ServiceRequest[] }>('/api/requests', admin);
    expect(all.body.requests.map((r) => r.id)).toEqual(expect.arrayContaining([a1.id, b1.id]));
    const times = all.body.requests.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const bobs = await call<{ requests: ServiceRequest[] }>('/api/requests?client=bob%20rao', admin);
    expect(bobs.body.requests.length).toBeGreaterThan(0);
    expect(bobs.body.requests.every((r) => r.clientName === 'Bob Rao')).toBe(true);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dated = await call<{ requests: ServiceRequest[] }>(
      `/api/requests?from=${today}&to=${today}`,
      admin,
    );
    expect(dated.body.requests.map((r) => r.id)).toContain(b1.id);
    const past = await call<{ requests: ServiceRequest[] }>('/api/requests?to=2020-01-01', admin);
    expect(past.body.requests.map((r) => r.id)).not.toContain(b1.id);
    expect((await call('/api/requests?status=done', admin)).status).toBe(400);
    expect((await call('/api/requests?from=2026-02-01&to=2026-01-01', admin)).status).toBe(400);
  });

  it("answers 404 for another client's request, its messages and a message to it", async () => {
    const b = await fileRequest(bob.token);
    expect((await call(`/api/requests/${b.id}`, alice.token)).status).toBe(404);
    expect((await call(`/api/requests/${b.id}/messages`, alice.token)).status).toBe(404);
    const post = await call(`/api/requests/${b.id}/messages`, alice.token, {
      method: 'POST',
      ...json({ body: 'hi' }),
    });
    expect(post.status).toBe(404);
    expect((await call(`/api/requests/${crypto.randomUUID()}`, alice.token)).status).toBe(404);
    expect((await call(`/api/requests/${b.id}`, bob.token)).status).toBe(200);
    const msgs = await call<{ messages: RequestMessage[] }>(`/api/requests/${b.id}/messages`, bob.token);
    expect(msgs.body.messages).toEqual([]);
  });

  it('alerts the firm of a new request: its inbox and the configured address', async () => {
    const r = await fileRequest(alice.token, 'Trademark search for our brand "Chai & Co".');
    const inbox = await call<{ notifications: PortalNotification[] }>('/api/notifications', admin);
    expect(inbox.body.notifications.find((n) => n.link.endsWith(r.id))).toMatchObject({
      kind: 'request',
      read: false,
    });
    const settings = await call<{ settings: { requestAlertTo: string } }>('/api/settings', admin);
    const mail = await mailTo(
      settings.body.settings.requestAlertTo,
      (m) => !!m.body.text?.includes('Chai & Co'),
    );
    expect(mail.subject).toContain('Alice Iyer');
    expect(mail.body.html).toContain('Chai &amp; Co');
  });
});

describe('the admin overview', () => {
  interface Overview {
    range: { from: string; to: string };
    requests: { byStatus: Record<string, number>; recent: ServiceRequest[] };
  }
  it('counts the requests filed in the window by status, narrowed by client, newest first', async () => {
    const carol = await signedIn('client', 'Carol Menon');
    const before = await call<Overview>(`/api/admin/overview?client=${carol.email}`, admin);
    expect(before.status).toBe(200);
    expect(before.body.requests.byStatus).toEqual({ pending: 0, in_progress: 0, completed: 0, cancelled: 0 });
    expect(before.body.requests.recent).toEqual([]);

    const older = await fileRequest(carol.token, 'First: GST registration for the shop.');
    const newer = await fileRequest(carol.token, 'Second: the annual return, please.');
    await fileRequest(alice.token, 'Alice files one too; the client filter leaves it out.');
    await call(`/api/requests/${older.id}`, admin, { method: 'PATCH', ...json({ status: 'completed' }) });

    const mine = await call<Overview>(
      `/api/admin/overview?client=${encodeURIComponent('carol MENON')}`,
      admin,
    );
    expect(mine.body.requests.byStatus).toEqual({ pending: 1, in_progress: 0, completed: 1, cancelled: 0 });
    expect(mine.body.requests.recent.map((r) => r.id)).toEqual([newer.id, older.id]);

    const everyone = await call<Overview>('/api/admin/overview', admin);
    const total = Object.values(everyone.body.requests.byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(everyone.body.requests.recent.length).toBeLessThanOrEqual(5);

    // A window that ended yesterday holds none of today's requests.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await call<Overview>(
      `/api/admin/overview?client=${carol.email}&from=2026-01-01&to=${yesterday}`,
      admin,
    );
    expect(past.body.requests.recent).toEqual([]);
  });

  it('refuses a bad client filter and a reversed window, naming the field', async () => {
    const long = await call('/api/admin/overview?client=' + 'x'.repeat(101), admin);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^client: /);
    const reversed = await call('/api/admin/overview?from=2026-11-02&to=2026-11-01', admin);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('from: from is after to');
  });

  it('is for staff only', async () => {
    expect((await call('/api/admin/overview', alice.token)).status).toBe(403);
  });
});

describe('status changes and the conversation', () => {
  it('a status change joins the timeline, notifies the client and e-mails it', async () => {
    const r = await fileRequest(alice.token);
    const changed = await call<{ request: ServiceRequest; emailed: boolean }>(
      `/api/requests/${r.id}`,
      admin,
      {
        method: 'PATCH',
        ...json({ status: 'in_progress' }),
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.request.history.map((h) => h.status)).toEqual(['pending', 'in_progress']);
    expect(changed.body.request.history[1]!.by).toBe('Asha Staff');
    const notes = await call<{ notifications: PortalNotification[] }>('/api/notifications', alice.token);
    expect(notes.body.notifications[0]).toMatchObject({
      kind: 'status',
      link: `/client-dashboard/requests/${r.id}`,
    });
    await mailTo(alice.email, (m) => m.subject.includes(`${r.serviceTitle} request is now in progress`));
    // Bad status and unknown id change nothing.
    const bad = await call(`/api/requests/${r.id}`, admin, { method: 'PATCH', ...json({ status: 'done' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Status');
    const missing = await call(`/api/requests/${crypto.randomUUID()}`, admin, {
      method: 'PATCH',
      ...json({ status: 'completed' }),
    });
    expect(missing.status).toBe(404);
    const now = await call<{ request: ServiceRequest }>(`/api/requests/${r.id}`, alice.token);
    expect(now.body.request.status).toBe('in_progress');
  });

  it('counts messages unread for the other side until it opens the conversation', async () => {
    const r = await fileRequest(alice.token);
    const sent = await call<{ message: RequestMessage }>(`/api/requests/${r.id}/messages`, alice.token, {
      method: 'POST',
      ...json({ body: 'Which documents do you need?' }),
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ from: 'client', authorName: 'Alice Iyer' });
    expect(
      (await call<{ request: ServiceRequest }>(`/api/requests/${r.id}`, admin)).body.request.unreadForFirm,
    ).toBe(1);
    await call(`/api/requests/${r.id}/messages`, admin);
    expect(
      (await call<{ request: ServiceRequest }>(`/api/requests/${r.id}`, admin)).body.request.unreadForFirm,
    ).toBe(0);

    const before = (await call<PortalSummary>('/api/portal/summary', alice.token)).body;
    await call(`/api/requests/${r.id}/messages`, admin, {
      method: 'POST',
      ...json({ body: 'PAN, Aadhaar and a rent agreement.\nThanks!' }),
    });
    const after = (await call<PortalSummary>('/api/portal/summary', alice.token)).body;
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    expect(after.unreadNotifications).toBe(before.unreadNotifications + 1);
    const convo = await call<{ messages: RequestMessage[] }>(`/api/requests/${r.id}/messages`, alice.token);
    expect(convo.body.messages.map((m) => [m.from, m.body])).toEqual([
      ['client', 'Which documents do you need?'],
      ['firm', 'PAN, Aadhaar and a rent agreement.\nThanks!'],
    ]);
    expect((await call<PortalSummary>('/api/portal/summary', alice.token)).body.unreadMessages).toBe(
      before.unreadMessages,
    );
    await mailTo(alice.email, (m) => !!m.body.text?.includes('rent agreement'));
    const empty = await call(`/api/requests/${r.id}/messages`, alice.token, {
      method: 'POST',
      ...json({ body: '  ' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Message is empty');
  });

  it('summarises a client’s own requests by status', async () => {
    const carol = await signedIn('client', 'Carol Das');
    const [one, two] = [await fileRequest(carol.token), await fileRequest(carol.token)];
    await fileRequest(carol.token);
    await call(`/api/requests/${one.id}`, admin, { method: 'PATCH', ...json({ status: 'completed' }) });
    await call(`/api/requests/${two.id}`, admin, { method: 'PATCH', ...json({ status: 'in_progress' }) });
    const summary = (await call<PortalSummary>('/api/portal/summary', carol.token)).body;
    expect(summary.requestsByStatus).toEqual({ pending: 1, in_progress: 1, completed: 1, cancelled: 0 });
    expect(summary.openRequests).toBe(2);
    expect(summary.unreadNotifications).toBe(2);
  });
});

describe('notifications', () => {
  it('marks one or all read, and never another user’s', async () => {
    const dave = await signedIn('client', 'Dave Nair');
    for (const status of ['in_progress', 'completed']) {
      const r = await fileRequest(dave.token);
      await call(`/api/requests/${r.id}`, admin, { method: 'PATCH', ...json({ status }) });
    }
    const list = await call<{ notifications: PortalNotification[]; unread: number }>(
      '/api/notifications',
      dave.token,
    );
    expect(list.body.unread).toBe(2);
    const foreign = await call<{ marked: number }>('/api/notifications/read', alice.token, {
      method: 'POST',
      ...json({ ids: [list.body.notifications[0]!.id] }),
    });
    expect(foreign.body.marked).toBe(0);
    const one = await call<{ marked: number }>('/api/notifications/read', dave.token, {
      method: 'POST',
      ...json({ ids: [list.body.notifications[0]!.id] }),
    });
    expect(one.body.marked).toBe(1);
    expect((await call<{ unread: number }>('/api/notifications', dave.token)).body.unread).toBe(1);
    await call('/api/notifications/read', dave.token, { method: 'POST', ...json({ all: true }) });
    expect((await call<{ unread: number }>('/api/notifications', dave.token)).body.unread).toBe(0);
    const bad = await call('/api/notifications/read', dave.token, {
      method: 'POST',
      ...json({ all: false }),
    });
    expect(bad.status).toBe(400);
  });

  it('puts new leads in the firm’s inbox, once per lead', async () => {
    const created = await call<{ webhook: { id: string } }>('/api/webhooks', admin, {
      method: 'POST',
      ...json({ name: 'Portal test source' }),
    });
    const hook = `/api/webhook/${created.body.webhook.id}`;
    const lead = { name: 'Inbox Lead', email: 'inbox.lead@example.com' };
    for (let i = 0; i < 2; i++) {
      await api(hook, {
        method: 'POST',
        ...json(lead),
        headers: { 'content-type': 'application/json', 'webhook-id': 'same-delivery' },
      });
    }
    // The notification follows from the leads table's stream, moments after the lead is stored.
    const inboxLeads = async () =>
      (
        await call<{ notifications: PortalNotification[] }>('/api/notifications', admin)
      ).body.notifications.filter((n) => n.title === 'New lead: Inbox Lead');
    await eventually(async () => ((await inboxLeads()).length > 0 ? true : undefined));
    // Once per lead: the replay, and the stream record handled again, notify no more.
    await drained();
    expect(await inboxLeads()).toHaveLength(1);
  });
});

describe('profile', () => {
  it('edits name, phone and company; refuses a bad phone; never changes role or e-mail', async () => {
    const erin = await signedIn('client', 'Erin Roy');
    const res = await call<{ profile: DashboardUser }>('/api/me', erin.token, {
      method: 'PATCH',
      ...json({
        full_name: 'Erin Roy-Sen',
        phone: '098765 43210',
        company: 'Roy Exports',
        role: 'admin',
        email: 'x@y.z',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      full_name: 'Erin Roy-Sen',
      phone: '+919876543210',
      company: 'Roy Exports',
      role: 'client',
      email: erin.email,
    });
    const bad = await call('/api/me', erin.token, {
      method: 'PATCH',
      ...json({ full_name: 'Erin', phone: '12', company: '' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Phone');
    const me = await call<{ profile: DashboardUser }>('/api/me', erin.token);
    expect(me.body.profile.full_name).toBe('Erin Roy-Sen');
  });
});

describe('client accounts', () => {
  it('invites a client: account in the client group, profile, and an e-mail with a one-time password', async () => {
    const email = `invitee-${crypto.randomUUID()}@example.in`;
    const res = await call<{ client: DashboardUser; emailed: boolean }>('/api/clients', admin, {
      method: 'POST',
      ...json({ email: email.toUpperCase(), full_name: 'Farah Khan', phone: '', company: 'Khan Textiles' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.client).toMatchObject({ email, role: 'client', is_active: true });
    const mail = await mailTo(email, (m) => !!m.body.text?.includes('temporary password'));
    const password = /temporary password: (\S+)/.exec(mail.body.text ?? '')?.[1];
    expect(password).toHaveLength(16);
    expect(mail.body.text).toContain('/dashboard-login');
    // Once sent, the one-time password is not kept in the notification.
    const aws = localAws();
    const { Items } = await aws.documents.send(
      new QueryCommand({
        TableName: localStack().tableNames.notifications,
        KeyConditionExpression: 'userSub = :u',
        ExpressionAttributeValues: { ':u': res.body.client.sub },
        ConsistentRead: true,
      }),
    );
    aws.destroy();
    expect(Items).toHaveLength(1);
    expect(Items![0]).toMatchObject({ kind: 'account', mailStatus: 'sent' });
    expect(JSON.stringify(Items![0])).not.toContain(password);
    // The first sign-in must choose a new password.
    const first = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: localStack().clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    expect(first.json.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const clients = await call<{ clients: DashboardUser[] }>('/api/clients', admin);
    expect(clients.body.clients.map((c) => c.email)).toContain(email);
    const again = await call('/api/clients', admin, {
      method: 'POST',
      ...json({ email, full_name: 'Farah Again', phone: '', company: '' }),
    });
    expect(again.status).toBe(409);
    const bad = await call('/api/clients', admin, {
      method: 'POST',
      ...json({ email: 'not-an-email', full_name: 'X', phone: '', company: '' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Email');
  });

  it('a deactivated client is refused by the API at once and at sign-in; reactivation restores both', async () => {
    const user = await createUser({ group: 'client', active: true, fullName: 'Gita Menon' });
    const token = (await signIn(user.email, user.password)).AccessToken;
    expect((await call('/api/portal/summary', token)).status).toBe(200);
    const off = await call<{ client: DashboardUser }>(`/api/clients/${user.sub}`, admin, {
      method: 'PATCH',
      ...json({ is_active: false }),
    });
    expect(off.body.client.is_active).toBe(false);
    expect((await call('/api/portal/summary', token)).status).toBe(403);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/sign-in failed/);
    await call(`/api/clients/${user.sub}`, admin, { method: 'PATCH', ...json({ is_active: true }) });
    const again = (await signIn(user.email, user.password)).AccessToken;
    expect((await call('/api/portal/summary', again)).status).toBe(200);
    // Only clients, and only a boolean.
    expect(
      (
        await call(`/api/clients/${crypto.randomUUID()}`, admin, {
          method: 'PATCH',
          ...json({ is_active: false }),
        })
      ).status,
    ).toBe(404);
    const bad = await call(`/api/clients/${user.sub}`, admin, {
      method: 'PATCH',
      ...json({ is_active: 'no' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('settings', () => {
  it('stores valid settings, refuses invalid ones unchanged, and routes lead alerts by them', async () => {
    const leadDesk = `leads-${crypto.randomUUID()}@sahajtax.in`;
    const valid = {
      leadAlertTo: leadDesk,
      requestAlertTo: 'enquiries@sahajtax.in',
      contactEmail: 'enquiries@sahajtax.in',
      contactPhone: '+91 98765 43210',
    };
    const bad = await call('/api/settings', admin, {
      method: 'PUT',
      ...json({ ...valid, leadAlertTo: 'nobody' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('New-lead alerts');
    const saved = await call<{ settings: typeof valid }>('/api/settings', admin, {
      method: 'PUT',
      ...json(valid),
    });
    expect(saved.status).toBe(200);
    expect((await call<{ settings: typeof valid }>('/api/settings', admin)).body.settings).toMatchObject(
      valid,
    );
    const inquiry = {
      id: crypto.randomUUID(),
      fullName: 'Settings Visitor',
      email: 'settings.visitor@example.com',
      phone: '9876543210',
      company: 'Routing Co',
      service: 'GST',
    };
    expect((await api('/api/inquiries', { method: 'POST', ...json(inquiry) })).status).toBe(201);
    // Another suite's inquiry may reach the desk meanwhile: this one's alert is looked for by name.
    const alert = await eventually(async () =>
      (await mailsTo(leadDesk)).find((m) => m.body.text?.includes('Settings Visitor')),
    );
    expect(alert.body.text).toContain(inquiry.id);
    // Put the default back for the other suites.
    await call('/api/settings', admin, {
      method: 'PUT',
      ...json({ ...valid, leadAlertTo: 'enquiries@sahajtax.in' }),
    });
  });
});
