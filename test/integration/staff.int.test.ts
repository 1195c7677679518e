import type { StaffMember } from '../../shared/api-types';
import { eventually, mailsTo, signIn } from './local-stack';
import { call, jsonBody as json } from './records';
import { createSignedInUser, createUser } from './users';

/**
 * A partner manages the firm's staff: invites colleagues with a role, deactivates and reactivates
 * them, changes their role. Staff handle the firm's work but not its staff, settings or lead-source
 * endpoints: the server refuses them, whatever the dashboard shows.
 */
let partner = '';
let staff = '';
beforeAll(async () => {
  [partner, staff] = await Promise.all([
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'admin', active: true, staffRole: 'staff' }),
  ]);
});

const listed = async (token: string) =>
  (await call<{ staff: StaffMember[] }>('/api/admin/staff', token)).body.staff;

it('a partner invites a colleague with a role: an account, the list and an e-mail with a temporary password', async () => {
  const email = `new.colleague.${crypto.randomUUID().slice(0, 8)}@example.in`;
  const invite = { email, full_name: 'Ritu Sharma', staffRole: 'staff' };
  const res = await call<{ member: StaffMember }>('/api/admin/staff', partner, json(invite, 'POST'));
  expect(res.status).toBe(201);
  expect(res.body.member).toMatchObject({
    email,
    full_name: 'Ritu Sharma',
    staffRole: 'staff',
    is_active: true,
  });
  expect((await listed(partner)).find((m) => m.email === email)).toMatchObject({ staffRole: 'staff' });
  const mail = await eventually(async () =>
    (await mailsTo(email)).find((m) => m.subject.includes('staff account')),
  );
  expect(mail.body.text).toMatch(/temporary password: \S{12,}/);
  expect(mail.body.text).toContain('set up two-factor sign-in');
  // The same e-mail again: refused, nothing new.
  const again = await call('/api/admin/staff', partner, json(invite, 'POST'));
  expect(again.status).toBe(409);
  expect((await listed(partner)).filter((m) => m.email === email)).toHaveLength(1);
  // Bad input: named, nothing made.
  const bad = await call(
    '/api/admin/staff',
    partner,
    json({ ...invite, email: 'x', staffRole: 'boss' }, 'POST'),
  );
  expect(bad.status).toBe(400);
});

it('staff handle leads, clients and requests, but not staff, settings or endpoints', async () => {
  for (const path of ['/api/leads', '/api/clients', '/api/requests', '/api/admin/staff', '/api/settings']) {
    expect([path, (await call(path, staff)).status]).toEqual([path, 200]);
  }
  const refused = [
    call(
      '/api/admin/staff',
      staff,
      json({ email: 'x@example.in', full_name: 'X', staffRole: 'partner' }, 'POST'),
    ),
    call('/api/webhooks', staff, json({ name: 'Not mine to make' }, 'POST')),
    call('/api/settings', staff, json({}, 'PUT')),
  ];
  for (const res of await Promise.all(refused)) {
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a partner of the firm can do this.');
  }
});

it('a partner deactivates a colleague, whose access ends at once, and reactivates them', async () => {
  const colleague = await createUser({ group: 'admin', active: true, staffRole: 'staff' });
  const token = (await signIn(colleague.email, colleague.password)).AccessToken;
  expect((await call('/api/leads', token)).status).toBe(200);
  const off = await call<{ member: StaffMember }>(
    `/api/admin/staff/${colleague.sub}`,
    partner,
    json({ is_active: false }, 'PATCH'),
  );
  expect(off.status).toBe(200);
  expect(off.body.member.is_active).toBe(false);
  expect((await call('/api/leads', token)).status).not.toBe(200);
  const on = await call<{ member: StaffMember }>(
    `/api/admin/staff/${colleague.sub}`,
    partner,
    json({ is_active: true, staffRole: 'partner' }, 'PATCH'),
  );
  expect(on.body.member).toMatchObject({ is_active: true, staffRole: 'partner' });
});

it('refuses a partner deactivating or demoting themselves, and a client or unknown id as staff', async () => {
  const me = await createUser({ group: 'admin', active: true });
  const token = (await signIn(me.email, me.password)).AccessToken;
  for (const change of [{ is_active: false }, { staffRole: 'staff' }]) {
    const res = await call(`/api/admin/staff/${me.sub}`, token, json(change, 'PATCH'));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/ask another partner/);
  }
  expect((await listed(partner)).find((m) => m.sub === me.sub)).toMatchObject({
    is_active: true,
    staffRole: 'partner',
  });
  const client = await createUser({ group: 'client', active: true });
  expect(
    (await call(`/api/admin/staff/${client.sub}`, partner, json({ is_active: false }, 'PATCH'))).status,
  ).toBe(404);
});
