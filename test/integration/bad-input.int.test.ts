import { apiRoutes, type ApiRoute, type RouteId } from '../../shared/api-routes';
import { api, eventually } from './local-stack';
import { createSignedInUser } from './users';
import { jsonBody as json } from './records';
import { uniquePhone } from './contacts';

/**
 * Input no browser of ours sends, from callers who may use the routes: ids beyond DynamoDB's key
 * limits or with odd characters, forged page cursors. Each gets a 4xx saying what is wrong, never
 * a 500.
 */
const tokens = { admin: '', client: '' };
beforeAll(async () => {
  [tokens.admin, tokens.client] = await Promise.all([
    createSignedInUser({ group: 'admin', active: true }),
    createSignedInUser({ group: 'client', active: true }),
  ]);
}, 30_000);

/** A valid body for every route with a path parameter, so the id is what gets judged. */
const validBodies: Partial<Record<RouteId, RequestInit>> = {
  updateWebhook: json({ name: 'Renamed' }),
  receiveWebhook: json({ name: 'Odd Id', email: 'odd.id@example.com' }),
  updateLeadStatus: json({ status: 'closed' }),
  addLeadNote: json({ note: 'Called.' }),
  assignLead: json({ ownerSub: null }),
  convertLead: json({ email: 'bad.id@example.in', full_name: 'Bad Id', phone: '', company: '' }),
  splitLead: json({ repeatId: 'abc' }),
  updateRequestStatus: json({ status: 'in_progress' }),
  postRequestMessage: json({ body: 'Hello' }),
  updateClient: json({ is_active: false }),
  updateStaff: json({ staffRole: 'staff' }),
  setPageToken: json({ pageToken: 'EAABadIdTokenForTheTable' }),
  updateClientCompliance: json({ obligations: ['gst-monthly'], gstin: '', reminderDays: 7 }),
  openClientRequest: json({
    id: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    service: 'gst-registration',
    description: 'Opened for a client who is not there.',
  }),
  addChecklistItems: json({}),
  updateChecklistItem: json({ title: 'Reworded' }),
  createUpload: json({ fileName: 'pan.pdf', contentType: 'application/pdf', size: 1000 }),
  createDeliverable: json({ fileName: 'return.pdf', contentType: 'application/pdf', size: 1000 }),
  completeUpload: json({}),
  reviewDocument: json({ decision: 'accepted' }),
  archiveDocument: json({ archived: true }),
};
/** What a bad id answers: 404 ("no such record"), or 400 where the id's format is documented. */
const expected: Partial<Record<RouteId, number>> = {
  getInquiryStatus: 400,
  // A GET of an endpoint URL without hub.mode is no subscription handshake: 400 before any lookup.
  verifyWebhookSubscription: 400,
};

const withId = (apiRoutes as readonly ApiRoute[]).filter((r) => r.path.includes('{'));
const callers = (route: ApiRoute): ('admin' | 'client' | undefined)[] =>
  route.access === 'public'
    ? [undefined]
    : route.access === 'signed-in'
      ? ['admin', 'client']
      : [route.access];

const ids: [string, string][] = [
  ['3,000 characters', 'a'.repeat(3000)],
  ['3,000 URL-safe random characters', Buffer.alloc(2250, 7).toString('base64url')],
  ['1,500 two-byte characters (3,000 bytes)', 'é'.repeat(1500)],
  ['a NUL byte', '\0abc'],
  ['a line feed', 'abc\ndef'],
  ['a right-to-left override', 'abc\u202edef'],
  ['an emoji', '😀'],
  ['quotes and a backslash', `a'b"c\\d`],
  ['a space and a semicolon', 'a b;c'],
  ['a hash', '#lead-sources'],
];

describe('ids in the path', () => {
  it('has a body for every route with a path parameter that takes one', () => {
    const needBody = withId.filter((r) => r.method === 'POST' || r.method === 'PATCH' || r.method === 'PUT');
    const missing = needBody
      .filter((r) => !(r.id in validBodies))
      .filter(
        (r) =>
          ![
            'rotateWebhookSecret',
            'sendTestLead',
            'resendLeadMail',
            'resetStaffMfa',
            'notifyChecklistChanges',
            'checkConnection',
          ].includes(r.id),
      );
    expect(missing.map((r) => r.id)).toEqual([]);
  });

  describe.each(withId.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    it.each(ids)('refuses an id with %s, without a 500', async (_what, id) => {
      const path = route.path.replace(/\{\w+\}/, encodeURIComponent(id));
      for (const caller of callers(route)) {
        const res = await api(path, {
          method: route.method,
          ...validBodies[route.id as RouteId],
          token: caller && tokens[caller],
        });
        const status = expected[route.id as RouteId] ?? 404;
        expect([caller, res.status]).toEqual([caller, status]);
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
      }
    });
  });
});

describe('GET /api/leads?cursor= (the only list that pages with a cursor)', () => {
  const encode = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const at = '2026-01-01T00:00:00.000Z';
  const forged: [string, string, string][] = [
    ['not base64url', '!!not*a*cursor!!', ''],
    ['not JSON', encode('not json'), ''],
    ['JSON, not an object', encode('[]'), ''],
    ['a JSON string', encode('"lead"'), ''],
    ['null', encode('null'), ''],
    ['an empty object', encode({}), ''],
    ['a key missing', encode({ id: 'x', entity: 'lead' }), ''],
    ['an extra key', encode({ id: 'x', createdAt: at, entity: 'lead', admin: true }), ''],
    ['a key that is not a string', encode({ id: { S: 'x' }, createdAt: at, entity: 'lead' }), ''],
    ['a number for a key', encode({ id: 7, createdAt: at, entity: 'lead' }), ''],
    ['another partition', encode({ id: 'x', createdAt: at, entity: 'webhook' }), ''],
    ['another index’s keys', encode({ id: 'x', createdAt: at, entity: 'lead' }), 'status=new'],
    ['another status', encode({ id: 'x', createdAt: at, status: 'closed' }), 'status=new'],
    ['another source', encode({ id: 'x', createdAt: at, source: 'Elsewhere' }), 'source=Website'],
    ['a time that is not one', encode({ id: 'x', createdAt: 'yesterday', entity: 'lead' }), ''],
    [
      'a time outside the date window',
      encode({ id: 'x', createdAt: at, entity: 'lead' }),
      'range=custom&from=2001-01-01&to=2001-01-31',
    ],
    ['an over-long id', encode({ id: 'é'.repeat(700), createdAt: at, entity: 'lead' }), ''],
  ];

  it.each(forged)('refuses a cursor that is %s with 400', async (_what, cursor, filter) => {
    const res = await api(`/api/leads?${filter ? `${filter}&` : ''}cursor=${encodeURIComponent(cursor)}`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^cursor: /);
  });

  it('still follows the cursors it hands out', async () => {
    const first = (await (await api('/api/leads?limit=2', { token: tokens.admin })).json()) as {
      leads: { id: string }[];
      cursor?: string;
    };
    expect(first.cursor).toBeTruthy();
    const next = await api(`/api/leads?limit=2&cursor=${first.cursor}`, { token: tokens.admin });
    expect(next.status).toBe(200);
    const page = (await next.json()) as { leads: { id: string }[] };
    expect(page.leads.map((l) => l.id)).not.toContain(first.leads[0]!.id);
  });
});

describe('the document lists’ query parameters and cursors', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const at = '2026-01-01T00:00:00.000Z';
  const file = { requestId: 'r1', item: 'file#f1', fileAt: at };
  const check = { requestId: 'r1', item: 'check#c1', dueKey: '2001-01-01' };
  const bad: [string, 'client' | 'admin', string, RegExp][] = [
    ['an unknown kind', 'client', '/api/documents?kind=invoice', /^kind: upload or deliverable$/],
    ['a year of two digits', 'client', '/api/documents?year=26', /^year: /],
    ['a year out of range', 'client', '/api/documents?year=1999', /^year: between 2000 and 2100$/],
    ['a request id with a slash', 'client', '/api/documents?request=a%2Fb', /^request: /],
    ['an over-long request id', 'client', `/api/documents?request=${'a'.repeat(200)}`, /^request: /],
    ['a limit of 0', 'client', '/api/documents?limit=0', /^limit: /],
    ['a limit over 100', 'admin', '/api/admin/documents/outstanding?limit=500', /^limit: /],
    ['overdue=yes', 'admin', '/api/admin/documents/outstanding?overdue=yes', /^overdue: true or false$/],
    ['a cursor that is not base64url', 'client', '/api/documents?cursor=!!not*a*cursor!!', /^cursor: /],
    ['a cursor of the other list', 'client', `/api/documents?cursor=${encode(check)}`, /^cursor: /],
    [
      'a cursor with an extra key',
      'client',
      `/api/documents?cursor=${encode({ ...file, clientSub: 'x' })}`,
      /^cursor: /,
    ],
    [
      'a cursor with a time that is not one',
      'client',
      `/api/documents?cursor=${encode({ ...file, fileAt: 'soon' })}`,
      /^cursor: /,
    ],
    ['a cursor outside the year', 'client', `/api/documents?year=2030&cursor=${encode(file)}`, /^cursor: /],
    [
      'a cursor with an over-long id',
      'client',
      `/api/documents?cursor=${encode({ ...file, requestId: 'é'.repeat(700) })}`,
      /^cursor: /,
    ],
    [
      'a cursor of the client list',
      'admin',
      `/api/admin/documents/outstanding?cursor=${encode(file)}`,
      /^cursor: /,
    ],
    [
      'a cursor naming another queue',
      'admin',
      `/api/admin/documents/outstanding?cursor=${encode({ ...check, openQueue: 'x' })}`,
      /^cursor: /,
    ],
    [
      'a cursor with a due date that is not one',
      'admin',
      `/api/admin/documents/outstanding?cursor=${encode({ ...check, dueKey: 'x' })}`,
      /^cursor: /,
    ],
    [
      'a cursor past the overdue window',
      'admin',
      `/api/admin/documents/outstanding?overdue=true&cursor=${encode({ ...check, dueKey: '2999-01-01' })}`,
      /^cursor: /,
    ],
  ];

  it.each(bad)('refuses %s with 400 and what is wrong', async (_what, caller, path, message) => {
    const res = await api(path, { token: tokens[caller] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('takes a well-formed cursor of its own list', async () => {
    const res = await api(`/api/admin/documents/outstanding?cursor=${encode(check)}`, {
      token: tokens.admin,
    });
    expect(res.status).toBe(200);
    const mine = await api(`/api/documents?cursor=${encode(file)}`, { token: tokens.client });
    expect(mine.status).toBe(200);
  });
});

describe('a bad GSTIN or PAN in a request or an inquiry (checked offline, as on the GSTIN validator)', () => {
  // python-stdnum's example GSTIN, with its published check character, and the PAN inside it.
  const gstin = '27AAPFU0939F1ZV';
  const pan = 'AAPFU0939F';
  const run = Date.now().toString(36);
  let n = 0;
  const request = (ids: Record<string, string>) => ({
    id: crypto.randomUUID(),
    service: 'gst-registration',
    description: 'Register GST for our new shop.',
    ...ids,
  });
  const inquiry = (ids: Record<string, string>) => ({
    id: crypto.randomUUID(),
    fullName: 'Ravi Kumar',
    email: `tax-id-${run}-${++n}@example.com`,
    phone: uniquePhone(),
    company: 'RK Traders',
    ...ids,
  });
  /** The inquiry's record (its status answers 404 without one) and its lead (found by e-mail). */
  const storedInquiry = async (body: { id: string; email: string }) => {
    const status = await api(`/api/inquiries/${body.id}`);
    const leads = await api(`/api/leads?q=${encodeURIComponent(body.email)}`, { token: tokens.admin });
    return { status: status.status, leads: ((await leads.json()) as { leads: unknown[] }).leads };
  };

  const checkCharacter = 'The check character should be V, not W: a character was probably mistyped.';
  const stateCode = 'A GSTIN starts with the code of its state, and 45 is not a GST state code.';
  const badGstins: [string, string, string][] = [
    ['an altered check character', '27AAPFU0939F1ZW', checkCharacter],
    ['an unknown state code', '45AAPFU0939F1ZV', stateCode],
    ['14 characters', gstin.slice(0, 14), 'A GSTIN has 15 characters, and this one has 14.'],
  ];

  it.each<[string, Record<string, string>, string]>([
    ...badGstins.map(([what, value, message]): [string, Record<string, string>, string] => [
      `a GSTIN with ${what}`,
      { gstin: value },
      `gstin: ${message}`,
    ]),
    ['a PAN of 9 characters', { pan: pan.slice(0, 9) }, 'pan: A PAN has 10 characters, and this one has 9.'],
    [
      'a PAN that is not the one inside the GSTIN',
      { gstin, pan: 'AAPFU0939G' },
      'pan: The GSTIN and the PAN do not match: characters 3 to 12 of the GSTIN give the PAN AAPFU0939F, not AAPFU0939G.',
    ],
  ])(
    'POST /api/requests refuses %s with 400 and the check’s message, storing nothing',
    async (_what, ids, message) => {
      const body = request(ids);
      const res = await api('/api/requests', { method: 'POST', token: tokens.client, ...json(body) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
      expect((await api(`/api/requests/${body.id}`, { token: tokens.client })).status).toBe(404);
    },
  );

  it.each(badGstins)(
    'POST /api/inquiries refuses a GSTIN with %s with 400 and the check’s message, storing nothing',
    async (_what, value, message) => {
      const body = inquiry({ gstin: value });
      const res = await api('/api/inquiries', { method: 'POST', ...json(body) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(`gstin: Invalid GSTIN: ${message}`);
      expect(await storedInquiry(body)).toEqual({ status: 404, leads: [] });
    },
  );

  it('stores valid ones trimmed and upper-cased, and empty ones as none', async () => {
    const filed = request({ gstin: ` ${gstin.toLowerCase()} `, pan: pan.toLowerCase() });
    const res = await api('/api/requests', { method: 'POST', token: tokens.client, ...json(filed) });
    expect(res.status).toBe(201);
    const { request: saved } = (await (
      await api(`/api/requests/${filed.id}`, { token: tokens.client })
    ).json()) as { request: Record<string, unknown> };
    expect(saved).toMatchObject({ gstin, pan });
    const bare = request({ gstin: '', pan: '' });
    expect((await api('/api/requests', { method: 'POST', token: tokens.client, ...json(bare) })).status).toBe(
      201,
    );
    const none = (await (await api(`/api/requests/${bare.id}`, { token: tokens.client })).json()) as {
      request: Record<string, unknown>;
    };
    expect(none.request).not.toHaveProperty('gstin');
    expect(none.request).not.toHaveProperty('pan');

    const asked = inquiry({ gstin: gstin.toLowerCase() });
    expect((await api('/api/inquiries', { method: 'POST', ...json(asked) })).status).toBe(201);
    // The lead list's search finds a lead once the stream has written its search entries.
    const { status, leads } = await eventually(async () => {
      const stored = await storedInquiry(asked);
      return stored.leads.length > 0 ? stored : undefined;
    });
    expect(status).toBe(200);
    expect(leads).toEqual([expect.objectContaining({ id: asked.id, gstin })]);
  }, 30_000);
});
