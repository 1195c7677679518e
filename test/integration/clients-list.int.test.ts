import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { api, eventually, localAws, localStack } from './local-stack';
import { createSignedInUser, createUser } from './users';

/** The client list a page at a time, by name: a firm may have thousands of clients. */
describe('GET /api/clients', () => {
  it('answers a page of clients by name and a cursor to the next, until the last', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    const run = Date.now().toString(36);
    for (const name of ['C', 'A', 'B'])
      await createUser({ group: 'client', active: true, fullName: `Zz ${run} ${name}` });
    const seen: string[] = [];
    const subs: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await api(`/api/clients?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin });
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        clients: { sub: string; full_name: string }[];
        nextCursor?: string;
      };
      expect(page.clients.length).toBeLessThanOrEqual(2);
      seen.push(...page.clients.map((c) => c.full_name));
      subs.push(...page.clients.map((c) => c.sub));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 500);
    // Every client once (names repeat among the suites' clients; subs do not), ordered by name.
    expect(seen).toEqual([...seen].sort());
    expect(new Set(subs).size).toBe(subs.length);
    expect(seen.filter((n) => n.includes(run))).toEqual([`Zz ${run} A`, `Zz ${run} B`, `Zz ${run} C`]);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('refuses a cursor it did not give out, and a limit out of range, naming the problem', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    const forged = Buffer.from(JSON.stringify({ role: 'admin', sub: 'x', full_name: 'A' })).toString(
      'base64url',
    );
    const bad = await api(`/api/clients?cursor=${forged}`, { token: admin });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^cursor: /);
    const tooMany = await api('/api/clients?limit=1000', { token: admin });
    expect(tooMany.status).toBe(400);
  });
});

/**
 * The overview's client count is one item, added to in the transaction that writes each client
 * profile: it agrees with the clients the index holds, and an invitation adds one.
 */
describe("the overview's client count", () => {
  const overviewClients = async (token: string) =>
    ((await (await api('/api/admin/overview', { token })).json()) as { clients: number }).clients;
  const indexedClients = async () => {
    const aws = localAws();
    try {
      const { Count } = await aws.documents.send(
        new QueryCommand({
          TableName: localStack().tableNames.dashboardUsers,
          IndexName: 'byRole',
          KeyConditionExpression: '#r = :client',
          ExpressionAttributeNames: { '#r': 'role' },
          ExpressionAttributeValues: { ':client': 'client' },
          Select: 'COUNT',
        }),
      );
      return Count ?? 0;
    } finally {
      aws.destroy();
    }
  };

  it('agrees with the clients in the index, and an invitation adds one', async () => {
    const admin = await createSignedInUser({ group: 'admin', active: true });
    // Other suites add clients meanwhile: the two agree at some moment between their writes.
    await eventually(async () => {
      const [counted, indexed] = await Promise.all([overviewClients(admin), indexedClients()]);
      return counted === indexed ? true : undefined;
    }, 30_000);
    const before = await overviewClients(admin);
    const invited = await api('/api/clients', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `counted-${crypto.randomUUID()}@example.in`,
        full_name: 'Counted Client',
        phone: '',
        company: '',
      }),
    });
    expect(invited.status).toBe(201);
    expect(await overviewClients(admin)).toBeGreaterThanOrEqual(before + 1);
    // The count item is no client: it is in no list.
    const page = (await (await api('/api/clients?limit=200', { token: admin })).json()) as {
      clients: { sub: string }[];
    };
    expect(page.clients.map((c) => c.sub)).not.toContain('#count#client');
  });
});
