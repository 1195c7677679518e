import { PutCommand, QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { BUSINESS_HOURS } from '../../shared/business-hours';
import type { Lead } from '../../shared/domain';
import type { FirmSettings } from '../../shared/portal-model';
import { api, drained, eventually, localAws, localStack, type StoredMail } from './local-stack';
import { jsonBody as json } from './records';
import { createSignedInUser } from './users';

/**
 * A lead's wait is counted in business hours; the overview lists the leads waiting past the
 * firm's target, and the scheduled job tells the firm's inbox (and its new-lead address) once per
 * lead, however often and however concurrently it runs. Leads are written straight to the table
 * with an old `createdAt`: two weeks back is past any target (at most 40 business hours).
 */
const DAY = 86_400_000;
const run = Date.now().toString(36);

let admin = '';
beforeAll(async () => {
  admin = await createSignedInUser({ group: 'admin', active: true });
}, 30_000);

async function seed(name: string, fields: Partial<Lead> & { createdAt: string }): Promise<Lead> {
  const lead: Lead = {
    id: `rt-${run}-${name}`,
    entity: 'lead',
    name: `Response ${run} ${name}`,
    email: `rt-${run}-${name}@example.com`,
    source: 'Website',
    status: 'new',
    ...fields,
  };
  const aws = localAws();
  try {
    await aws.documents.send(
      new PutCommand({
        TableName: localStack().tableNames.leads!,
        Item: lead,
      }),
    );
  } finally {
    aws.destroy();
  }
  return lead;
}

async function storedLead(id: string): Promise<Lead | undefined> {
  const aws = localAws();
  try {
    const { Item } = await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.leads!, Key: { id }, ConsistentRead: true }),
    );
    return Item as Lead | undefined;
  } finally {
    aws.destroy();
  }
}

/** The firm's inbox notifications made since `since` about one lead's wait. */
async function overdueAlerts(since: string, leadId: string): Promise<{ id: string; title: string }[]> {
  const aws = localAws();
  try {
    const { Items } = await aws.documents.send(
      new QueryCommand({
        TableName: localStack().tableNames.notifications!,
        KeyConditionExpression: 'userSub = :firm AND id > :since',
        ExpressionAttributeValues: { ':firm': '#firm', ':since': since },
        ConsistentRead: true,
      }),
    );
    return ((Items ?? []) as { id: string; title: string }[]).filter((n) =>
      n.id.endsWith(`#overdue-${leadId}`),
    );
  } finally {
    aws.destroy();
  }
}

/** Mails whose subject names someone, whoever they went to (another suite may move the address). */
async function mailsAbout(name: string): Promise<StoredMail[]> {
  const res = await fetch(`${localStack().mailboxUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.subject.includes(name));
}

const runJob = async () => {
  const res = await fetch(`${localStack().controlUrl}/schedule/alertOverdueLeads`, { method: 'POST' });
  expect(res.status).toBe(200);
  return (await res.json()) as { pastTarget: number; alerted: number };
};

const responseTimes = async () => {
  const res = await api('/api/admin/response-times', { token: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    targetHours: number;
    holidays: string[];
    overdue: { id: string; waitedMinutes: number }[];
    overdueCount: number;
  };
};

describe('leads waiting past the response target', () => {
  it('alerts the firm once per overdue lead, and never for answered, test or recent leads', async () => {
    const since = new Date().toISOString();
    const now = Date.now();
    const overdue = await seed('overdue', { createdAt: new Date(now - 14 * DAY).toISOString() });
    const answered = await seed('answered', {
      createdAt: new Date(now - 14 * DAY).toISOString(),
      firstRespondedAt: new Date(now - 14 * DAY + 60_000).toISOString(),
    });
    const sample = await seed('test', { createdAt: new Date(now - 14 * DAY).toISOString(), test: true });
    const recent = await seed('recent', { createdAt: new Date(now).toISOString() });

    // Two runs at once, then another: the local schedule may run it meanwhile too.
    await Promise.all([runJob(), runJob()]);
    await runJob();

    const alerts = await eventually(async () => {
      const found = await overdueAlerts(since, overdue.id);
      return found.length ? found : undefined;
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe(`Waiting past target: ${overdue.name}`);
    expect((await storedLead(overdue.id))?.overdueAlertedAt).toBeTruthy();
    for (const lead of [answered, sample, recent]) {
      expect(await overdueAlerts(since, lead.id)).toEqual([]);
      expect((await storedLead(lead.id))?.overdueAlertedAt).toBeUndefined();
    }

    // One e-mail, through the notification mailer; none about the others.
    const mails = await eventually(async () => {
      const found = await mailsAbout(overdue.name!);
      return found.length ? found : undefined;
    });
    await drained();
    expect(await mailsAbout(overdue.name!)).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Lead waiting \d+ h for a reply: /);
    for (const lead of [answered, sample, recent]) expect(await mailsAbout(lead.name!)).toEqual([]);
    expect(await overdueAlerts(since, overdue.id)).toHaveLength(1);
  }, 40_000);

  it('lists them on the overview, oldest first, with their business-hours wait', async () => {
    const now = Date.now();
    // Marked as alerted already, so the local schedule mails nobody about them (another suite
    // may be watching the new-lead address); the overview lists alerted leads all the same.
    const alerted = { overdueAlertedAt: new Date(now).toISOString() };
    const older = await seed('older', { createdAt: new Date(now - 15 * DAY).toISOString(), ...alerted });
    const newer = await seed('newer', { createdAt: new Date(now - 13 * DAY).toISOString(), ...alerted });
    const answered = await seed('listed-answered', {
      createdAt: new Date(now - 15 * DAY).toISOString(),
      status: 'in_progress',
      firstRespondedAt: new Date(now - 15 * DAY + 60_000).toISOString(),
    });
    const times = await responseTimes();
    const ids = times.overdue.map((l) => l.id);
    expect(ids).toContain(older.id);
    expect(ids).toContain(newer.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(answered.id);
    expect(times.overdueCount).toBeGreaterThanOrEqual(2);
    // Two weeks hold at least ten weekdays of nine hours and two Saturdays of seven.
    const listed = times.overdue.find((l) => l.id === newer.id)!;
    expect(listed.waitedMinutes).toBeGreaterThanOrEqual(10 * 540);
    expect(listed.waitedMinutes).toBeLessThanOrEqual(13 * 540);
  });
});

describe('the response target and holidays in Settings', () => {
  it('are saved deduped and sorted, stop the clock on a holiday, and refuse bad input', async () => {
    const read = async () =>
      ((await (await api('/api/settings', { token: admin })).json()) as { settings: FirmSettings }).settings;
    const { updatedAt: _u, updatedBy: _b, ...before } = await read();
    const lead = await seed('holiday', {
      createdAt: new Date(Date.now() - 14 * DAY).toISOString(),
      overdueAlertedAt: new Date().toISOString(),
    });
    const waited = async () => (await responseTimes()).overdue.find((l) => l.id === lead.id)!.waitedMinutes;
    // A day a week back, India time: wholly inside the lead's wait.
    const day = new Date(Date.now() + 330 * 60_000 - 7 * DAY).toISOString().slice(0, 10);
    const hours = BUSINESS_HOURS[new Date(`${day}T00:00:00Z`).getUTCDay()];
    const dayMinutes = hours ? hours[1] - hours[0] : 0;
    try {
      const plain = await waited();
      const saved = await api('/api/settings', {
        token: admin,
        method: 'PUT',
        ...json({ ...before, holidays: ['2030-01-26', day, day], responseTargetHours: 8 }),
      });
      expect(saved.status).toBe(200);
      const { settings } = (await saved.json()) as { settings: FirmSettings };
      expect(settings.holidays).toEqual([day, '2030-01-26']);
      expect(settings.responseTargetHours).toBe(8);
      expect((await responseTimes()).targetHours).toBe(8);
      expect(Math.abs(plain - (await waited()) - dayMinutes)).toBeLessThanOrEqual(2);

      // Left out, they stay as saved.
      const { holidays: _h, responseTargetHours: _t, ...withoutThem } = before;
      expect((await api('/api/settings', { token: admin, method: 'PUT', ...json(withoutThem) })).status).toBe(
        200,
      );
      expect(await read()).toMatchObject({ holidays: [day, '2030-01-26'], responseTargetHours: 8 });

      for (const [body, message] of [
        [{ holidays: ['2026-02-30'] }, 'holidays.0: Holidays: write each date as YYYY-MM-DD, a real date'],
        [{ responseTargetHours: 0 }, 'responseTargetHours: Response target: at least 1 business hour'],
        [{ responseTargetHours: 41 }, 'responseTargetHours: Response target: at most 40 business hours'],
      ] as const) {
        const res = await api('/api/settings', {
          token: admin,
          method: 'PUT',
          ...json({ ...before, ...body }),
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(message);
      }
      expect(await read()).toMatchObject({ responseTargetHours: 8 });
    } finally {
      await api('/api/settings', { token: admin, method: 'PUT', ...json(before) });
    }
  });
});
