import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { allServices } from '../../shared/catalogue';
import type { InquiryRecord, Lead } from '../../shared/domain';
import {
  api,
  drained,
  eventually,
  localAws,
  localStack,
  mailsTo,
  signIn,
  type StoredMail,
} from './local-stack';
import { createUser } from './users';
import { control } from './records';
import { uniquePhone } from './contacts';

/**
 * Mail that outlasts SES outages: the shared local stack runs the mail retry schedule 300 times
 * faster (MAIL_CLOCK_SCALE in the global setup): a 30-minute outage is 6 s, the 15-minute cap
 * between tries 3 s. The SES stand-in refuses what SES refuses: more than 14 mails a second, and
 * recipients marked as rejected.
 */

const SCALE = 300;
const scaled = (minutes: number) => (minutes * 60_000) / SCALE;
const marker = randomUUID().slice(0, 8);
const aws = localAws();
afterAll(() => aws.destroy());

async function allMails(): Promise<StoredMail[]> {
  const res = await fetch(`${localStack().mailboxUrl}/store`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

function inquiry(n: number, email = `outage-${n}-${marker}@example.com`) {
  return {
    id: randomUUID(),
    fullName: `Outage Visitor ${n}`,
    email,
    phone: uniquePhone(),
    company: 'Outage Traders',
    service: 'GST',
    message: `outage ${marker} ${n}`,
  };
}

/** The firm's new-lead alert for an inquiry (the visitor's confirmation carries the reference too). */
const isAlert = (m: StoredMail, id: string) =>
  m.subject.startsWith('New website inquiry') && (m.body.text ?? '').includes(`Reference: ${id}`);

const postInquiry = (body: ReturnType<typeof inquiry>) =>
  api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const storedInquiry = async (id: string) =>
  (
    await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.inquiries, Key: { id }, ConsistentRead: true }),
    )
  ).Item as InquiryRecord | undefined;

const storedLead = async (id: string) =>
  (
    await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.leads, Key: { id }, ConsistentRead: true }),
    )
  ).Item as Lead | undefined;

describe('an SES outage of half an hour', () => {
  afterEach(async () => {
    await control('/ses/start');
  });

  it('saves an inquiry while SES is down and sends its mail, once, when SES is back', async () => {
    expect((await control('/ses/stop')).status).toBe(204);
    const body = inquiry(-1, `ses-down-${marker}@example.com`);
    expect((await postInquiry(body)).status).toBe(201);
    expect(await storedInquiry(body.id)).toMatchObject({ status: 'new', emailStatus: 'pending' });
    // At least two failed attempts recorded, still pending.
    const failing = await eventually(async () => {
      const stored = await storedInquiry(body.id);
      return stored && stored.emailAttempts >= 2 ? stored : undefined;
    });
    expect(failing.emailStatus).toBe('pending');
    expect(failing.lastEmailError).toBeTruthy();
    // Only SES's API is out: the mails the emulator holds stay readable to every suite meanwhile.
    expect(await mailsTo(body.email)).toEqual([]);
    expect((await control('/ses/start')).status).toBe(204);
    await eventually(
      async () => ((await storedInquiry(body.id))?.emailStatus === 'sent' ? true : undefined),
      30_000,
    );
    expect(await mailsTo(body.email)).toHaveLength(1);
  }, 45_000);

  it('delays all 50 mails of 20 inquiries and 10 portal notifications, then delivers each once', async () => {
    const user = await createUser({ group: 'client', active: true, fullName: 'Outage Client' });
    const token = (await signIn(user.email, user.password)).AccessToken;
    const service = allServices()[0]!.service.slug;

    expect((await control('/ses/stop')).status).toBe(204);
    const stoppedAt = Date.now();
    const inquiries = Array.from({ length: 20 }, (_, i) => inquiry(i));
    for (const body of inquiries) expect((await postInquiry(body)).status).toBe(201);
    const requests = Array.from({ length: 10 }, (_, i) => `request ${marker} number ${i}`);
    for (const description of requests) {
      const res = await api('/api/requests', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: randomUUID(), service, description }),
      });
      expect(res.status).toBe(201);
    }
    // Every first try has failed and waits in the outbox; nothing was given up.
    await eventually(async () => {
      const records = await Promise.all(inquiries.map((b) => storedInquiry(b.id)));
      return records.every((r) => r && r.emailAttempts >= 1) ? true : undefined;
    }, 20_000);
    // ... and every mail of the 30 records waits in the outbox.
    await eventually(async () => {
      const waiting = await aws.documents.send(
        new QueryCommand({
          TableName: localStack().tableNames.mailOutbox,
          KeyConditionExpression: '#q = :q',
          ExpressionAttributeNames: { '#q': 'queue' },
          ExpressionAttributeValues: { ':q': 'mail' },
        }),
      );
      return (waiting.Count ?? 0) >= 30 ? true : undefined;
    }, 20_000);

    // A real time window: the rest of the outage's 30 minutes, on the scaled clock.
    await new Promise((r) => setTimeout(r, Math.max(0, scaled(30) - (Date.now() - stoppedAt))));
    // Whatever retry was under way has finished before the check that none got through.
    await drained();
    for (const body of inquiries) expect((await storedInquiry(body.id))?.emailStatus).toBe('pending');
    expect((await control('/ses/start')).status).toBe(204);

    const ours = (mails: StoredMail[]) => ({
      confirmations: inquiries.map((b) => mails.filter((m) => m.destination.to.includes(b.email)).length),
      alerts: inquiries.map((b) => mails.filter((m) => isAlert(m, b.id)).length),
      notifications: requests.map((d) => mails.filter((m) => m.body.text?.includes(d)).length),
    });
    // Back up: every mail arrives (40 inquiry mails at once meet SES's 14-a-second rate, which is
    // waited out, not counted as failure) ...
    await eventually(async () => {
      const counts = ours(await allMails());
      return [...counts.confirmations, ...counts.alerts, ...counts.notifications].every((c) => c >= 1)
        ? true
        : undefined;
    }, 60_000);
    // ... and none twice, even after further retry runs: two run now, and what they start drained.
    for (let run = 0; run < 2; run++) expect((await control('/schedule/retryMail')).status).toBe(200);
    await drained();
    const counts = ours(await allMails());
    expect(counts).toEqual({
      confirmations: inquiries.map(() => 1),
      alerts: inquiries.map(() => 1),
      notifications: requests.map(() => 1),
    });
    for (const body of inquiries) expect((await storedInquiry(body.id))?.emailStatus).toBe('sent');
  }, 150_000);
});

describe('a try that stopped between marking its mails and its status', () => {
  afterEach(async () => {
    await control('/ses/start');
  });

  it('is settled as sent by the next try, which sends nothing again', async () => {
    expect((await control('/ses/stop')).status).toBe(204);
    const body = inquiry(99);
    expect((await postInquiry(body)).status).toBe(201);
    await eventually(
      async () => ((await storedInquiry(body.id))?.emailAttempts ?? 0) >= 1 || undefined,
      20_000,
    );
    // As if SES had accepted both mails and the process died before the status write.
    const at = new Date().toISOString();
    await aws.documents.send(
      new UpdateCommand({
        TableName: localStack().tableNames.inquiries,
        Key: { id: body.id },
        UpdateExpression: 'SET confirmationSentAt = :at, alertSentAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    expect((await control('/ses/start')).status).toBe(204);
    await eventually(
      async () => ((await storedInquiry(body.id))?.emailStatus === 'sent' ? true : undefined),
      30_000,
    );
    const mails = await allMails();
    expect(mails.filter((m) => m.destination.to.includes(body.email) || isAlert(m, body.id))).toHaveLength(0);
  }, 60_000);
});

describe('a recipient SES rejects', () => {
  afterAll(async () => {
    await control(`/ses/accept?address=${encodeURIComponent(rejected.email)}`);
  }, 60_000);
  const rejected = inquiry(99, `rejected-${marker}@example.com`);
  const healthy = inquiry(100);

  it('is given up at once, visibly, without holding up the firm’s alert or other inquiries', async () => {
    await control(`/ses/reject?address=${encodeURIComponent(rejected.email)}`);
    expect((await postInquiry(rejected)).status).toBe(201);
    expect((await postInquiry(healthy)).status).toBe(201);
    const failed = await eventually(async () => {
      const r = await storedInquiry(rejected.id);
      return r?.emailStatus === 'failed' ? r : undefined;
    }, 20_000);
    expect(failed.lastEmailError).toContain('MessageRejected');
    expect(failed.alertSentAt).toBeTruthy();
    expect(failed.confirmationSentAt).toBeUndefined();
    expect((await storedLead(rejected.id))?.mailStatus).toBe('failed');
    await eventually(
      async () => ((await storedInquiry(healthy.id))?.emailStatus === 'sent' ? true : undefined),
      20_000,
    );
  }, 60_000);

  it('lets an admin resend: the confirmation goes once the address is accepted, the alert is not repeated', async () => {
    const adminUser = await createUser({ group: 'admin', active: true });
    const admin = (await signIn(adminUser.email, adminUser.password)).AccessToken;
    await control(`/ses/accept?address=${encodeURIComponent(rejected.email)}`);
    const res = await api(`/api/leads/${rejected.id}/resend-mail`, { method: 'POST', token: admin });
    expect(res.status).toBe(202);
    expect((await storedLead(rejected.id))?.mailStatus).toBeUndefined();
    await eventually(
      async () => ((await storedInquiry(rejected.id))?.emailStatus === 'sent' ? true : undefined),
      20_000,
    );
    const mails = await allMails();
    expect(mails.filter((m) => m.destination.to.includes(rejected.email))).toHaveLength(1);
    expect(mails.filter((m) => isAlert(m, rejected.id))).toHaveLength(1);
    // Both went: a second resend sends the visitor's confirmation only, once more.
    const again = await api(`/api/leads/${rejected.id}/resend-mail`, { method: 'POST', token: admin });
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ sent: 'confirmation' });
    await eventually(async () => {
      const toVisitor = (await allMails()).filter((m) => m.destination.to.includes(rejected.email));
      return toVisitor.length === 2 ? true : undefined;
    }, 20_000);
    expect((await allMails()).filter((m) => isAlert(m, rejected.id))).toHaveLength(1);
    // While that confirmation is on its way or once sent, the timeline records both resends.
    const timeline = await api(`/api/leads/${rejected.id}/activity`, { token: admin });
    const { activity } = (await timeline.json()) as { activity: { action: string; text: string }[] };
    const { mails: sentMails } = (await (
      await api(`/api/leads/${healthy.id}/activity`, { token: admin })
    ).json()) as {
      mails: { text: string }[];
    };
    // An inquiry whose mails went at once: both, on its timeline.
    expect(sentMails.map((m) => m.text)).toEqual([
      `Confirmation e-mailed to ${healthy.email}`,
      'New-lead alert e-mailed to the firm',
    ]);
    expect(activity.filter((a) => a.action === 'mail').map((a) => a.text)).toEqual([
      'E-mails sent again',
      `Confirmation sent again to ${rejected.email}`,
    ]);
  }, 60_000);
});

describe('SES reputation', () => {
  const status = async (id: string) =>
    ((await (await api(`/api/inquiries/${id}`)).json()) as { emailStatus: string }).emailStatus;

  it('sends no confirmation to an address that bounced for good, and still alerts the firm', async () => {
    const body = inquiry(200, `bounced-${marker}@example.com`);
    expect((await control(`/ses/bounce?address=${encodeURIComponent(body.email)}`)).status).toBe(204);
    expect((await postInquiry(body)).status).toBe(201);
    const done = await eventually(async () => {
      const r = await storedInquiry(body.id);
      return r?.emailStatus === 'sent' ? r : undefined;
    }, 20_000);
    expect(done.confirmationSkipped).toBe('suppressed');
    const mails = await allMails();
    expect(mails.filter((m) => m.destination.to.includes(body.email))).toHaveLength(0);
    expect(mails.filter((m) => isAlert(m, body.id))).toHaveLength(1);
    // The visitor's page is not told a confirmation went.
    expect(await status(body.id)).toBe('skipped');
  }, 60_000);

  it('mails one mailbox at most three confirmations a day, however its address is tagged', async () => {
    // `+tags` reach the same mailbox: they share its allowance.
    const addresses = ['', '+a', '+b', '+c'].map((tag) => `capped-${marker}${tag}@example.com`);
    const email = addresses[0]!;
    const bodies = [0, 1, 2, 3].map((i) => inquiry(300 + i, addresses[i]!));
    for (const body of bodies) {
      expect((await postInquiry(body)).status).toBe(201);
      await eventually(
        async () => ((await storedInquiry(body.id))?.emailStatus === 'sent' ? true : undefined),
        20_000,
      );
    }
    const mails = await allMails();
    const confirmed = mails.filter((m) => addresses.some((a) => m.destination.to.includes(a)));
    expect(confirmed).toHaveLength(3);
    expect(confirmed.some((m) => m.destination.to.includes(email))).toBe(true);
    for (const body of bodies) expect(mails.filter((m) => isAlert(m, body.id))).toHaveLength(1);
    expect((await storedInquiry(bodies[3]!.id))?.confirmationSkipped).toBe('daily-cap');
  }, 60_000);

  it('stops portal mail to a client who complained, and says so on the notification', async () => {
    const client = await createUser({ group: 'client', active: true, fullName: 'Complaining Client' });
    const clientToken = (await signIn(client.email, client.password)).AccessToken;
    const adminUser = await createUser({ group: 'admin', active: true });
    const admin = (await signIn(adminUser.email, adminUser.password)).AccessToken;
    const filed = await api('/api/requests', {
      method: 'POST',
      token: clientToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: randomUUID(),
        service: allServices()[0]!.service.slug,
        description: 'x'.repeat(20),
      }),
    });
    const { request } = (await filed.json()) as { request: { id: string } };
    expect((await control(`/ses/complaint?address=${encodeURIComponent(client.email)}`)).status).toBe(204);
    const changed = await api(`/api/requests/${request.id}`, {
      method: 'PATCH',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in_progress' }),
    });
    expect(changed.status).toBe(200);
    const notification = await eventually(async () => {
      const { Items = [] } = await aws.documents.send(
        new QueryCommand({
          TableName: localStack().tableNames.notifications,
          KeyConditionExpression: 'userSub = :u',
          ExpressionAttributeValues: { ':u': client.sub },
        }),
      );
      const found = Items.find((n) => n.mailStatus === 'failed') as { mailError?: string } | undefined;
      return found;
    }, 20_000);
    expect(notification.mailError).toContain('RecipientSuppressed');
    expect((await allMails()).filter((m) => m.destination.to.includes(client.email))).toHaveLength(0);
  }, 60_000);
});
