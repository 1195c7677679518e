import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { api, drained, eventually, localAws, localStack } from './local-stack';
import { createSignedInUser } from './users';

/**
 * The lead list's CSV export, started by one ask and written by a job: the id the browser chose
 * names it, for that admin and those filters only, and the file reaches the local S3 in parts as
 * S3 takes them (each but the last at least 5 MiB, which the local S3 enforces as S3 does).
 */
let admin = '';
let other = '';
beforeAll(async () => {
  [admin, other] = await Promise.all([
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'admin', active: true }),
  ]);
});

/** Starts the export `id` of the list filtered as `query` says (the list's own query string). */
const start = (id: string, query: string, token = admin) =>
  api('/api/leads/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, ...Object.fromEntries(new URLSearchParams(query)) }),
    token,
  });
/** How far the export `id` got (reads only). */
const read = (id: string, token = admin) => api(`/api/leads/exports/${id}`, { token });

describe('a lead export', () => {
  it('starts by POST, is read by GET, and ends with a link to its file', async () => {
    const id = randomUUID();
    const first = await start(id, 'status=closed&range=7d');
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ id, status: 'queued', leads: 0 });
    // The same start again (a retry) starts nothing more: it answers the export as it is.
    expect((await start(id, 'range=7d&status=closed')).status).toBeLessThan(300);
    const ready = await eventually(async () => {
      const answer = (await (await read(id)).json()) as {
        status: string;
        url?: string;
        leads: number;
      };
      return answer.status === 'ready' ? answer : undefined;
    });
    const file = await fetch(ready.url!);
    expect(file.status).toBe(200);
    const lines = (await file.text()).split('"\r\n');
    expect(lines[0]).toBe(
      '"Created (India time)","Name","Email","Phone","Company","Source","Endpoint","Campaign","Status","Owner","Service","Message',
    );
    // A row for each lead it counted (every line ends in a quote and CRLF; the last is empty).
    expect(lines.length - 2).toBe(ready.leads);
    // Statuses as staff read them, and an owner for each row (a name, or Unassigned).
    const rows = lines.slice(1, -1).map((line) => line.slice(1).split('","'));
    for (const row of rows) {
      expect(['New', 'In progress', 'Converted', 'Closed']).toContain(row[8]);
      expect(row[9]).toBeTruthy();
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  });

  it('is another admin’s to nobody else, and an id names one set of filters', async () => {
    const id = randomUUID();
    expect((await start(id, 'status=new')).status).toBe(202);
    expect((await read(id, other)).status).toBe(404);
    expect((await start(id, 'status=new', other)).status).toBe(404);
    const conflict = await start(id, 'status=closed');
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { message: string }).message).toMatch(/^id: /);
  });

  it('one asked for too long ago to be waited for is never run, and is answered as not started', async () => {
    const aws = localAws();
    try {
      const TableName = localStack().tableNames.leadExports!;
      const sub = (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { sub: string })
        .sub;
      // As if its job could not run for six minutes: the admin has been told it did not start.
      const stale = randomUUID();
      const asked = new Date(Date.now() - 6 * 60_000);
      await aws.documents.send(
        new PutCommand({
          TableName,
          Item: {
            id: stale,
            requestedBy: sub,
            filter: { status: 'new' },
            status: 'queued',
            leads: 0,
            createdAt: asked.toISOString(),
            expiresAt: Math.floor(asked.getTime() / 1000) + 86_400,
          },
        }),
      );
      expect(await (await read(stale)).json()).toMatchObject({
        status: 'failed',
        error: 'The export did not start. Please try again.',
      });
      // An export asked for after it is written: the job reads the stream in order, so by then it
      // has seen the stale one, and left it unclaimed.
      const fresh = randomUUID();
      expect((await start(fresh, 'status=new')).status).toBe(202);
      await eventually(async () => {
        const answer = (await (await read(fresh)).json()) as { status: string };
        return answer.status === 'ready' ? true : undefined;
      });
      const { Item } = await aws.documents.send(
        new GetCommand({ TableName, Key: { id: stale }, ConsistentRead: true }),
      );
      expect(Item).toMatchObject({ status: 'queued', leads: 0 });
    } finally {
      aws.destroy();
    }
  });

  it('a search with nothing to look for fails with words for the admin', async () => {
    const id = randomUUID();
    expect((await start(id, 'q=!!')).status).toBe(202);
    const failed = await eventually(async () => {
      const answer = (await (await read(id)).json()) as { status: string; error?: string };
      return answer.status === 'failed' ? answer : undefined;
    });
    expect(failed.error).toBe('Search for a word of at least two letters or digits.');
  });

  it('refuses an export without an id of the browser’s, and reads of one that is not there change nothing', async () => {
    const missing = await api('/api/leads/exports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'new' }),
      token: admin,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^id: /);
    expect((await start('not-a-uuid', 'status=new')).status).toBe(400);
    // The list no longer starts exports by a GET.
    expect((await api(`/api/leads?format=csv&export=${randomUUID()}`, { token: admin })).status).toBe(400);
    const unknown = randomUUID();
    expect((await read(unknown)).status).toBe(404);
    expect((await read(unknown)).status).toBe(404);
    expect((await start(unknown, 'status=new')).status).toBe(202);
  });

  it('a file over one part goes in parts of at least 5 MiB; smaller parts are refused as by S3', async () => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: localStack().s3Endpoint,
      DOCUMENTS_BUCKET: localStack().documentsBucket,
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const { fileWriter } = await import('../../lambdas/data/lead-export');
    const { downloadUrl } = await import('../../lambdas/data/document-store');
    const MiB = 1024 * 1024;
    const line = `"${'x'.repeat(1020)}"\r\n`; // 1 KiB
    const write = async (key: string, partBytes: number, kib: number) => {
      const file = fileWriter(key, undefined, partBytes);
      let parts = 0;
      for (let i = 0; i < kib; i++) if (await file.write(line)) parts++;
      await file.finish();
      return parts;
    };
    const key = `exports/leads/${randomUUID()}.csv`;
    // 11 MiB at parts of 5 MiB: two full parts and a last of 1 MiB.
    expect(await write(key, 5 * MiB, 11 * 1024)).toBe(2);
    const stored = await fetch(await downloadUrl(key, 'big.csv', 60));
    expect(stored.status).toBe(200);
    const body = await stored.arrayBuffer();
    expect(body.byteLength).toBe(11 * MiB);
    expect(new TextDecoder().decode(body.slice(0, line.length))).toBe(line);

    await expect(write(`exports/leads/${randomUUID()}.csv`, 1 * MiB, 3 * 1024)).rejects.toMatchObject({
      name: 'EntityTooSmall',
    });
  });
});

describe('the exported row', () => {
  it('names the lead’s owner, its status as staff read it and its time in India', async () => {
    const tag = `exp${Date.now().toString(36)}`;
    const aws = localAws();
    try {
      await aws.documents.send(
        new PutCommand({
          TableName: localStack().tableNames.leads!,
          Item: {
            id: `lead-${tag}`,
            entity: 'lead',
            name: `Owned ${tag}`,
            email: `${tag}@example.com`,
            source: 'Website',
            status: 'in_progress',
            ownerSub: 'staff-1',
            ownerName: 'Meera Iyer',
            createdAt: '2026-11-27T20:00:00.000Z',
          },
        }),
      );
    } finally {
      aws.destroy();
    }
    await drained(); // the leads stream indexes it for the search
    const id = randomUUID();
    expect((await start(id, `q=${tag}`)).status).toBe(202);
    const ready = await eventually(async () => {
      const answer = (await (await read(id)).json()) as { status: string; url?: string };
      return answer.status === 'ready' ? answer : undefined;
    });
    const text = await (await fetch(ready.url!)).text();
    expect(text).toContain(`"2026-11-28 01:30","Owned ${tag}"`);
    expect(text).toContain('"In progress","Meera Iyer"');
  });
});
