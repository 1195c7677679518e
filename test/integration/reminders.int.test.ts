import { gstinCheckCharacter } from '../../shared/compliance/tax-ids';
import { api, drained, eventually, localStack, mailsTo, signIn } from './local-stack';
import { jsonBody } from './records';
import { createSignedInUser, createUser } from './users';

/**
 * Clients record what they file; the daily job reminds them before each applicable due date,
 * once, by portal notification and e-mail; the portal shows what is due soon.
 */
const runReminders = async (date: string) => {
  const res = await fetch(`${localStack().controlUrl}/schedule/sendReminders?date=${date}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { clients: number; reminders: number };
};
const maharashtra = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

async function newClient(active = true) {
  const user = await createUser({ group: 'client', active });
  return { ...user, token: active ? (await signIn(user.email, user.password)).AccessToken : '' };
}

describe('a client’s obligations', () => {
  it('are saved from the profile, and bad input is refused naming the field, changing nothing', async () => {
    const client = await newClient();
    const save = (body: unknown) =>
      api('/api/me/compliance', { method: 'PUT', ...jsonBody(body), token: client.token });
    const ok = await save({
      obligations: ['gst-qrmp', 'tds-deductor'],
      gstin: maharashtra.toLowerCase(),
      reminderDays: 3,
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { profile: { compliance: unknown } }).profile.compliance).toMatchObject({
      obligations: ['gst-qrmp', 'tds-deductor'],
      gstin: maharashtra,
      reminderDays: 3,
    });
    const altered = `${maharashtra.slice(0, 14)}${maharashtra[14] === 'A' ? 'B' : 'A'}`;
    for (const [body, message] of [
      [{ obligations: ['gst-qrmp'], gstin: altered, reminderDays: 3 }, /^gstin: /],
      [{ obligations: ['vat-return'], gstin: '', reminderDays: 3 }, /^obligations\.0: /],
      [{ obligations: [], gstin: '', reminderDays: 5 }, /^reminderDays: /],
    ] as const) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const me = (await (await api('/api/me', { token: client.token })).json()) as {
      profile: { compliance: { reminderDays: number } };
    };
    expect(me.profile.compliance.reminderDays).toBe(3);
  });

  it('may be set by the firm for a client, and only for a client', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    const client = await newClient();
    const set = (sub: string) =>
      api(`/api/clients/${sub}/compliance`, {
        method: 'PUT',
        ...jsonBody({ obligations: ['company'], gstin: '', reminderDays: 15 }),
        token: admin,
      });
    expect((await set(client.sub)).status).toBe(200);
    const staff = await createUser({ group: 'admin', active: true });
    expect((await set(staff.sub)).status).toBe(404);
    const summary = (await (await api('/api/portal/summary', { token: client.token })).json()) as {
      hasObligations: boolean;
    };
    expect(summary.hasObligations).toBe(true);
  });
});

describe('the daily reminder run', () => {
  it('reminds an active client once of each applicable due date, by notification and e-mail', async () => {
    const client = await newClient();
    const quiet = await newClient();
    const inactive = await createUser({ group: 'client', active: true });
    const inactiveToken = (await signIn(inactive.email, inactive.password)).AccessToken;
    const monthly = { obligations: ['gst-monthly'], gstin: '', reminderDays: 7 };
    await api('/api/me/compliance', { method: 'PUT', ...jsonBody(monthly), token: client.token });
    await api('/api/me/compliance', {
      method: 'PUT',
      ...jsonBody({ ...monthly, reminderDays: 0 }),
      token: quiet.token,
    });
    await api('/api/me/compliance', { method: 'PUT', ...jsonBody(monthly), token: inactiveToken });
    const admin = await createSignedInUser({ group: 'admin', active: true });
    await api(`/api/clients/${inactive.sub}`, {
      method: 'PATCH',
      ...jsonBody({ is_active: false }),
      token: admin,
    });

    // 13 November 2026: seven days before GSTR-3B for October (20 November).
    expect((await runReminders('2026-11-13')).reminders).toBeGreaterThanOrEqual(1);
    await runReminders('2026-11-13');
    await runReminders('2026-11-14');

    const notifications = (await (await api('/api/notifications', { token: client.token })).json()) as {
      notifications: { kind: string; title: string }[];
    };
    const reminders = notifications.notifications.filter((n) => n.kind === 'reminder');
    expect(reminders.map((n) => n.title)).toEqual([
      'GSTR-3B for October 2026 is due on Friday, 20 November 2026',
    ]);
    const mails = await eventually(async () => {
      const found = await mailsTo(client.email);
      return found.length ? found : undefined;
    });
    await drained();
    expect(await mailsTo(client.email)).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reminder: GSTR-3B for October 2026 is due on Friday, 20 November 2026');
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(inactive.email)).toHaveLength(0);
  }, 40_000);
});
