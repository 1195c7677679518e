import { randomUUID } from 'node:crypto';
import { allServices } from '../../shared/catalogue';
import type { DashboardUser, Lead, LeadActivity } from '../../shared/domain';
import type { ServiceRequest } from '../../shared/portal-model';
import { api, eventually, mailsTo, signIn } from './local-stack';
import { createUser } from './users';
import { uniquePhone } from './contacts';

/**
 * The team's lead workspace: owners ('my leads'), notes, a timeline of what the staff did, and
 * the conversion of a lead to a portal client, who gets the invitation e-mail.
 */
const staff = { owner: { sub: '', token: '', name: '' }, other: { sub: '', token: '' }, client: '' };
let endpoint = '';

const json = (method: string, body: unknown, token: string): RequestInit & { token: string } => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  token,
});

async function newLead(name = 'Workspace Person', email = `ws-${randomUUID()}@example.in`): Promise<string> {
  const res = await api(`/api/webhook/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, phone: uniquePhone(), company: 'Workspace Traders' }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

const activityOf = async (id: string, token = staff.owner.token) => {
  const res = await api(`/api/leads/${id}/activity`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { lead: Lead; activity: LeadActivity[] };
};

beforeAll(async () => {
  const [owner, other, client] = await Promise.all([
    createUser({ group: 'admin', active: true }),
    createUser({ group: 'admin', active: true }),
    createUser({ group: 'client', active: true }),
  ]);
  staff.owner.sub = owner.sub;
  staff.owner.token = (await signIn(owner.email, owner.password)).AccessToken;
  staff.other.sub = other.sub;
  staff.other.token = (await signIn(other.email, other.password)).AccessToken;
  staff.client = (await signIn(client.email, client.password)).AccessToken;
  const me = (await (await api('/api/me', { token: staff.owner.token })).json()) as {
    profile: DashboardUser;
  };
  staff.owner.name = me.profile.full_name;
  const res = await api('/api/webhooks', json('POST', { name: 'Workspace source' }, staff.owner.token));
  endpoint = ((await res.json()) as { webhook: { id: string } }).webhook.id;
}, 60_000);

describe('owners', () => {
  it('assigns a lead to a staff member, lists it under their leads only, and unassigns it', async () => {
    const id = await newLead();
    const assigned = await api(
      `/api/leads/${id}/owner`,
      json('PUT', { ownerSub: staff.owner.sub }, staff.other.token),
    );
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { lead: Lead }).lead).toMatchObject({
      ownerSub: staff.owner.sub,
      ownerName: staff.owner.name,
    });
    const mine = async (token: string) =>
      ((await (await api('/api/leads?owner=me&limit=200', { token })).json()) as { leads: Lead[] }).leads.map(
        (l) => l.id,
      );
    expect(await mine(staff.owner.token)).toContain(id);
    expect(await mine(staff.other.token)).not.toContain(id);
    // The owner's leads with a status filter on top: the status is applied too.
    const closed = (await (
      await api('/api/leads?owner=me&status=closed', { token: staff.owner.token })
    ).json()) as { leads: Lead[] };
    expect(closed.leads.map((l) => l.id)).not.toContain(id);

    const unassigned = await api(
      `/api/leads/${id}/owner`,
      json('PUT', { ownerSub: null }, staff.owner.token),
    );
    expect(((await unassigned.json()) as { lead: Lead }).lead.ownerSub).toBeUndefined();
    expect(await mine(staff.owner.token)).not.toContain(id);
    const { activity } = await activityOf(id);
    expect(activity.map((a) => [a.action, a.owner?.sub])).toEqual([
      ['assigned', staff.owner.sub],
      ['assigned', undefined],
    ]);
  });

  it('refuses an owner who is not an active staff member, and changes nothing', async () => {
    const id = await newLead();
    const clientSub = (
      (await (await api('/api/me', { token: staff.client })).json()) as { profile: DashboardUser }
    ).profile.sub;
    for (const ownerSub of [clientSub, 'no-such-person']) {
      const res = await api(`/api/leads/${id}/owner`, json('PUT', { ownerSub }, staff.owner.token));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain('ownerSub');
    }
    const { lead, activity } = await activityOf(id);
    expect(lead.ownerSub).toBeUndefined();
    expect(activity).toEqual([]);
  });
});

describe('notes and the timeline', () => {
  it('keeps notes and status changes in order, and the first one ends the wait for a response', async () => {
    const id = await newLead();
    expect((await activityOf(id)).lead.firstRespondedAt).toBeUndefined();
    const note = await api(
      `/api/leads/${id}/notes`,
      json('POST', { note: '  Called; wants GST registration for two branches.  ' }, staff.owner.token),
    );
    expect(note.status).toBe(201);
    const noted = (await note.json()) as { lead: Lead; entry: LeadActivity };
    expect(noted.entry).toMatchObject({
      action: 'note',
      text: 'Called; wants GST registration for two branches.',
      actor: { sub: staff.owner.sub, name: staff.owner.name },
    });
    const respondedAt = noted.lead.firstRespondedAt;
    expect(respondedAt).toBeTruthy();
    await api(`/api/leads/${id}`, json('PATCH', { status: 'in_progress' }, staff.other.token));
    const { lead, activity } = await activityOf(id);
    expect(activity.map((a) => a.action)).toEqual(['note', 'status']);
    expect(activity[1]).toMatchObject({ status: 'in_progress', actor: { sub: staff.other.sub } });
    // A later act does not move the first response.
    expect(lead.firstRespondedAt).toBe(respondedAt);
  });

  it('refuses an empty or oversized note, and an unknown lead, storing nothing', async () => {
    const id = await newLead();
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const res = await api(`/api/leads/${id}/notes`, json('POST', { note: text }, staff.owner.token));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Note/);
    }
    expect((await activityOf(id)).activity).toEqual([]);
    const missing = await api(
      `/api/leads/${randomUUID()}/notes`,
      json('POST', { note: 'Hi' }, staff.owner.token),
    );
    expect(missing.status).toBe(404);
  });

  it('keeps each action on its own route: a status change carries no note or owner', async () => {
    const id = await newLead();
    for (const body of [{ note: 'Hi' }, { ownerSub: null }, { status: 'closed', note: 'Hi' }]) {
      const res = await api(`/api/leads/${id}`, json('PATCH', body, staff.owner.token));
      expect(res.status).toBe(400);
    }
    expect((await activityOf(id)).activity).toEqual([]);
  });

  it('is for staff only', async () => {
    const id = await newLead();
    expect((await api(`/api/leads/${id}/activity`, { token: staff.client })).status).toBe(403);
    expect((await api(`/api/leads/${id}/notes`, json('POST', { note: 'Hi' }, staff.client))).status).toBe(
      403,
    );
  });
});

describe('conversion to a client', () => {
  it('invites the person, links the client to the lead and its owner, and mails the invitation', async () => {
    const email = `convert-${randomUUID()}@example.in`;
    const id = await newLead('Kavya Menon', email);
    await api(`/api/leads/${id}/owner`, json('PUT', { ownerSub: staff.owner.sub }, staff.owner.token));
    const res = await api(
      `/api/leads/${id}/conversion`,
      json(
        'POST',
        { email, full_name: 'Kavya Menon', phone: '', company: 'Menon Exports' },
        staff.other.token,
      ),
    );
    expect(res.status).toBe(201);
    const { lead, client } = (await res.json()) as { lead: Lead; client: DashboardUser };
    expect(lead).toMatchObject({ status: 'converted', clientSub: client.sub });
    expect(client).toMatchObject({
      email,
      role: 'client',
      company: 'Menon Exports',
      fromLeadId: id,
      advisorSub: staff.owner.sub,
    });
    const invitation = await eventually(async () => (await mailsTo(email))[0]);
    expect(invitation.subject).toContain('client portal');
    expect(invitation.body.text).toContain('temporary password');
    const { activity } = await activityOf(id);
    expect(activity.at(-1)).toMatchObject({ action: 'converted', client: { sub: client.sub, email } });
    // Converting again is refused: the lead already has its client.
    const again = await api(
      `/api/leads/${id}/conversion`,
      json(
        'POST',
        { email: `x-${email}`, full_name: 'Kavya Menon', phone: '', company: '' },
        staff.owner.token,
      ),
    );
    expect(again.status).toBe(409);
    // And an unknown lead is named as such, with no account made.
    const unknown = await api(
      '/api/leads/no-such-lead/conversion',
      json('POST', { email: `y-${email}`, full_name: 'Nobody', phone: '', company: '' }, staff.owner.token),
    );
    expect(unknown.status).toBe(404);
    expect(await mailsTo(`y-${email}`)).toEqual([]);
    // An invitation names no lead: a lead sent to it is refused by name, and no account made.
    const stray = await api(
      '/api/clients',
      json(
        'POST',
        { email: `z-${email}`, full_name: 'Nobody', phone: '', company: '', fromLeadId: id },
        staff.owner.token,
      ),
    );
    expect(stray.status).toBe(400);
    expect(await mailsTo(`z-${email}`)).toEqual([]);
  });

  it('refuses an e-mail that already has an account, leaving the lead as it was', async () => {
    const existing = await createUser({ group: 'client', active: true });
    const id = await newLead('Existing Person', existing.email);
    const res = await api(
      `/api/leads/${id}/conversion`,
      json(
        'POST',
        { email: existing.email, full_name: 'Existing Person', phone: '', company: '' },
        staff.owner.token,
      ),
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(existing.email);
    const { lead, activity } = await activityOf(id);
    expect(lead.status).toBe('new');
    expect(lead.clientSub).toBeUndefined();
    expect(activity).toEqual([]);
  });
});

describe('advisors and who handles a request', () => {
  it('shows the client its advisor, who handles what it files until the firm reassigns it', async () => {
    const client = await createUser({ group: 'client', active: true });
    const token = (await signIn(client.email, client.password)).AccessToken;
    const summary = async () =>
      (
        (await (await api('/api/portal/summary', { token })).json()) as {
          advisor?: { sub: string; name: string; email: string };
        }
      ).advisor;
    expect(await summary()).toBeUndefined();

    const set = await api(
      `/api/clients/${client.sub}`,
      json('PATCH', { advisorSub: staff.owner.sub }, staff.other.token),
    );
    expect(set.status).toBe(200);
    expect(await summary()).toMatchObject({ sub: staff.owner.sub, name: staff.owner.name });
    // The account stays as it was: only the advisor changed.
    expect(((await set.json()) as { client: DashboardUser }).client.is_active).toBe(true);

    const filed = await api(
      '/api/requests',
      json(
        'POST',
        {
          id: randomUUID(),
          service: allServices()[0]!.service.slug,
          description: 'GST returns for October, please.',
        },
        token,
      ),
    );
    expect(filed.status).toBe(201);
    const request = ((await filed.json()) as { request: ServiceRequest }).request;
    expect(request.assignee).toMatchObject({ sub: staff.owner.sub, name: staff.owner.name });

    // Reassigned by the firm: the client's view of the request names the new person.
    const reassigned = await api(
      `/api/requests/${request.id}`,
      json('PATCH', { assigneeSub: staff.other.sub }, staff.owner.token),
    );
    expect(reassigned.status).toBe(200);
    const seen = (await (await api(`/api/requests/${request.id}`, { token })).json()) as {
      request: ServiceRequest;
    };
    expect(seen.request.assignee?.sub).toBe(staff.other.sub);
    expect(seen.request.status).toBe('pending');

    // Someone who is not active staff is refused, and nothing changes.
    const clientSub = client.sub;
    const refused = await api(
      `/api/requests/${request.id}`,
      json('PATCH', { assigneeSub: clientSub }, staff.owner.token),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('assigneeSub');
    const noAdvisor = await api(
      `/api/clients/${client.sub}`,
      json('PATCH', { advisorSub: clientSub }, staff.owner.token),
    );
    expect(noAdvisor.status).toBe(400);
    expect((await summary())?.sub).toBe(staff.owner.sub);

    // Removed: no advisor, nobody handling the request.
    const removed = await api(
      `/api/clients/${client.sub}`,
      json('PATCH', { advisorSub: null }, staff.owner.token),
    );
    expect(removed.status).toBe(200);
    expect(await summary()).toBeUndefined();
    const cleared = await api(
      `/api/requests/${request.id}`,
      json('PATCH', { assigneeSub: null }, staff.owner.token),
    );
    expect(((await cleared.json()) as { request: ServiceRequest }).request.assignee).toBeUndefined();
  });

  it('refuses a body that changes nothing', async () => {
    const client = await createUser({ group: 'client', active: true });
    const res = await api(`/api/clients/${client.sub}`, json('PATCH', {}, staff.owner.token));
    expect(res.status).toBe(400);
  });
});
