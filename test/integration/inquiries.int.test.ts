import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { InquiryRecord, Lead } from '../../shared/domain';
import { api, drained, eventually, localAws, localStack, mailsTo } from './local-stack';
import { firm } from '../../shared/firm';
import { e164, uniquePhone } from './contacts';
import { createSignedInUser } from './users';

const aws = localAws();
afterAll(() => aws.destroy());

const marker = `it${Date.now().toString(36)}`;
let n = 0;
/** A valid inquiry with a fresh id and an address unique to this run. */
function valid(overrides: Record<string, unknown> = {}, kind = 'visitor') {
  n += 1;
  return {
    id: randomUUID(),
    fullName: 'Ravi Kumar',
    email: `${kind}-${n}-${marker}@example.com`,
    phone: uniquePhone(),
    company: 'RK Traders',
    service: 'GST',
    message: 'Need help with quarterly returns.',
    ...overrides,
  };
}

const post = (body: unknown, contentType = 'application/json') =>
  api('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function stored(id: string) {
  const names = localStack().tableNames;
  const [inquiry, lead] = await Promise.all([
    aws.documents.send(new GetCommand({ TableName: names.inquiries, Key: { id }, ConsistentRead: true })),
    aws.documents.send(new GetCommand({ TableName: names.leads, Key: { id }, ConsistentRead: true })),
  ]);
  return { inquiry: inquiry.Item as InquiryRecord | undefined, lead: lead.Item as Lead | undefined };
}

async function countWith(table: 'inquiries' | 'leads', text: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await aws.documents.send(
      new ScanCommand({
        TableName: localStack().tableNames[table],
        FilterExpression: 'contains(email, :m)',
        ExpressionAttributeValues: { ':m': text },
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

describe('the stack drained', () => {
  it('has run an inquiry’s whole cascade once it answers: its lead placed, its confirmation stored', async () => {
    const body = valid();
    expect((await post(body)).status).toBe(201);
    await drained();
    // No waiting after the drain: the lead the stream places and the mail it sends are there.
    expect((await stored(body.id)).lead).toMatchObject({ inquiryId: body.id, status: 'new' });
    expect((await mailsTo(body.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^We have received your inquiry/),
    ]);
  });
});

describe('the lead list’s service filter', () => {
  it('offers the service a website inquiry named, a price plan’s title included', async () => {
    // "Activate Now" on the pricing page sends the plan's title as the service.
    const service = `ITR Filing Premium ${marker}`;
    expect((await post(valid({ service }))).status).toBe(201);
    await drained();
    const admin = await createSignedInUser({ group: 'admin', active: true });
    const res = await api('/api/leads/sources', { token: admin });
    const { services } = (await res.json()) as { services: string[] };
    expect(services).toContain(service);
  });
});

describe('POST /api/inquiries', () => {
  it('stores a valid inquiry once, with its lead, normalising the phone', async () => {
    const body = valid({ fullName: 'Ravi Kumar — रवि कुमार' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: body.id, status: 'new', emailStatus: 'pending' });
    const { inquiry, lead } = await stored(body.id);
    expect(inquiry).toMatchObject({
      full_name: 'Ravi Kumar — रवि कुमार',
      email: body.email,
      phone: e164(body.phone),
      company: 'RK Traders',
      service: 'GST',
      status: 'new',
      honeypot: '',
    });
    expect(lead).toMatchObject({
      entity: 'lead',
      source: 'Website',
      status: 'new',
      service: 'GST',
      // The company the visitor named reaches the lead the staff work from.
      company: 'RK Traders',
      name: 'Ravi Kumar — रवि कुमार',
      inquiryId: body.id,
    });
    expect(lead!.createdAt).toBe(inquiry!.createdAt);
  });

  it('keeps numbers from other countries in international form', async () => {
    const body = valid({ phone: '+44 20 7946 0958' });
    expect((await post(body)).status).toBe(201);
    expect((await stored(body.id)).inquiry?.phone).toBe('+442079460958');
  });

  it('stores one inquiry and one lead when the same id is sent 20 times, and answers alike', async () => {
    const body = valid();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await post(body);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.createdAt)).size).toBe(1);
    expect(answers.every((a) => a.body.id === body.id)).toBe(true);
    const unique = body.email.split('@')[0]!;
    expect(await countWith('inquiries', unique)).toBe(1);
    expect(await countWith('leads', unique)).toBe(1);
  });

  it('a repeated id with different content changes nothing', async () => {
    const body = valid();
    expect((await post(body)).status).toBe(201);
    expect((await post({ ...body, fullName: 'Someone Else', company: 'Other Co' })).status).toBe(201);
    expect((await stored(body.id)).inquiry).toMatchObject({ full_name: 'Ravi Kumar', company: 'RK Traders' });
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const body = valid({ honeyPot: 'http://spam.example' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(await stored(body.id)).toEqual({ inquiry: undefined, lead: undefined });
  });

  const long = (k: number) => 'x'.repeat(k);
  // [name, body (object, or raw string), content type, status, text the message must contain]
  /** Malformed payloads carry 'bad-' addresses, so a scan can prove none was stored. */
  const bad = (o: Record<string, unknown> = {}) => valid(o, 'bad');
  const malformed: [string, () => unknown, string, number, string][] = [
    ...(['fullName', 'email', 'phone', 'company', 'id'] as const).map(
      (field): [string, () => unknown, string, number, string] => [
        `missing ${field}`,
        () => {
          const b: Record<string, unknown> = bad();
          delete b[field];
          return b;
        },
        'application/json',
        400,
        field,
      ],
    ),
    ['fullName a number', () => bad({ fullName: 42 }), 'application/json', 400, 'fullName'],
    ['email a boolean', () => bad({ email: true }), 'application/json', 400, 'email'],
    ['phone a number', () => bad({ phone: 9876543210 }), 'application/json', 400, 'phone'],
    ['company null', () => bad({ company: null }), 'application/json', 400, 'company'],
    ['service a number', () => bad({ service: 7 }), 'application/json', 400, 'service'],
    ['message an object', () => bad({ message: { a: 1 } }), 'application/json', 400, 'message'],
    ['id a number', () => bad({ id: 123 }), 'application/json', 400, 'id'],
    ['honeyPot an array', () => bad({ honeyPot: ['x'] }), 'application/json', 400, 'honeyPot'],
    ...[
      'plainaddress',
      'a@b',
      'a @example.com',
      '@example.com',
      'user@',
      'user@exa mple.com',
      'a<script>@x.com',
      '',
      '"; DROP TABLE leads;--@x.com',
      'रवि@उदाहरण.भारत',
    ].map((email): [string, () => unknown, string, number, string] => [
      `email ${JSON.stringify(email)}`,
      () => bad({ email: email || ' ' }),
      'application/json',
      400,
      'email: Invalid email',
    ]),
    ...['', '   '].map((phone): [string, () => unknown, string, number, string] => [
      `blank phone ${JSON.stringify(phone)}`,
      () => bad({ phone }),
      'application/json',
      400,
      'phone: Invalid phone number: Please enter your phone number',
    ]),
    ...[
      'abc',
      '12345',
      '+',
      '98765-4321x',
      '0000000000',
      '+91 12345',
      '1; DROP TABLE leads',
      '९८७६५४३२१०',
    ].map((phone): [string, () => unknown, string, number, string] => [
      `phone ${JSON.stringify(phone)}`,
      () => bad({ phone }),
      'application/json',
      400,
      'phone: Invalid phone number: Please enter a valid phone number',
    ]),
    ['phone too long', () => bad({ phone: '9'.repeat(31) }), 'application/json', 400, 'phone'],
    ['fullName 101 characters', () => bad({ fullName: long(101) }), 'application/json', 400, 'fullName'],
    [
      'email 255 characters',
      () => bad({ email: `${long(243)}@example.com` }),
      'application/json',
      400,
      'email',
    ],
    ['company 121 characters', () => bad({ company: long(121) }), 'application/json', 400, 'company'],
    ['service 121 characters', () => bad({ service: long(121) }), 'application/json', 400, 'service'],
    ['message 2001 characters', () => bad({ message: long(2001) }), 'application/json', 400, 'message'],
    ['fullName only spaces', () => bad({ fullName: '   ' }), 'application/json', 400, 'fullName'],
    ['company only spaces', () => bad({ company: '\t ' }), 'application/json', 400, 'company'],
    ['fullName with a NUL', () => bad({ fullName: 'Ravi\u0000Kumar' }), 'application/json', 400, 'fullName'],
    [
      'company with a newline',
      () => bad({ company: 'RK\r\nBcc: x@y.com' }),
      'application/json',
      400,
      'company',
    ],
    [
      'message with an escape code',
      () => bad({ message: 'hi\u001b[2J' }),
      'application/json',
      400,
      'message',
    ],
    ['id a path', () => bad({ id: '../../etc/passwd' }), 'application/json', 400, 'id'],
    ['id an injection', () => bad({ id: "' OR 1=1 --" }), 'application/json', 400, 'id'],
    ['text/plain body', () => JSON.stringify(bad()), 'text/plain', 415, 'Content-Type'],
    [
      'form-encoded body',
      () => 'fullName=Ravi&email=r%40example.com',
      'application/x-www-form-urlencoded',
      415,
      'Content-Type',
    ],
    ['no content type', () => JSON.stringify(bad()), '', 415, 'Content-Type'],
    ['invalid JSON', () => '{"fullName": "Ravi",', 'application/json', 400, 'JSON'],
    ['not JSON at all', () => 'hello', 'application/json', 400, 'JSON'],
    ['a JSON array', () => JSON.stringify([bad()]), 'application/json', 400, 'JSON object'],
    ['a JSON string', () => JSON.stringify('inquiry'), 'application/json', 400, 'JSON object'],
    ['JSON null', () => 'null', 'application/json', 400, 'JSON object'],
    ['an empty body', () => '', 'application/json', 400, 'JSON'],
    ['a 33 KB body', () => bad({ message: long(33 * 1024) }), 'application/json', 413, 'too large'],
    [
      'a 1 MB body',
      () => JSON.stringify({ ...bad(), pad: long(1024 * 1024) }),
      'application/json',
      413,
      'too large',
    ],
  ];

  it('has at least 50 malformed payloads', () => {
    expect(malformed.length).toBeGreaterThanOrEqual(50);
  });

  it.each(malformed)(
    'refuses %s with a 4xx naming the problem, storing nothing',
    async (_name, make, type, status, text) => {
      const body = make();
      const id =
        typeof body === 'object' && body && typeof (body as { id?: unknown }).id === 'string'
          ? (body as { id: string }).id
          : undefined;
      const res = await api('/api/inquiries', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { message: string };
      expect(answer.message).toContain(text);
      if (id) expect(await stored(id)).toEqual({ inquiry: undefined, lead: undefined });
    },
  );

  it('stored nothing for any malformed payload, with or without an id', async () => {
    expect(await countWith('inquiries', `bad-`)).toBe(0);
    expect(await countWith('leads', `bad-`)).toBe(0);
    // The scan itself finds what is there: this suite's valid inquiries.
    expect(await countWith('inquiries', marker)).toBeGreaterThan(3);
  });
});

describe('confirmation and alert e-mails', () => {
  it('sends the visitor a confirmation without their markup, and the firm an alert with every field', async () => {
    const body = valid({ fullName: 'Asha <img src=x onerror=alert(1)>', service: 'Trademark Registration' });
    expect((await post(body)).status).toBe(201);
    const [mail] = await eventually(async () => {
      const m = await mailsTo(body.email);
      return m.length ? m : undefined;
    });
    expect(mail!.subject).toBe('We have received your inquiry about Trademark Registration');
    // Greeted by the short first name alone: the markup the visitor typed is in no mail to them.
    expect(mail!.body.html).not.toContain('img');
    expect(mail!.body.text).toContain('Dear Asha,');
    expect(mail!.body.text).not.toContain('onerror');
    // The firm's own number, for the visitor to call.
    expect(mail!.body.text).toContain(firm.phones[0]!);
    const alert = await eventually(async () => {
      const all = await mailsTo('enquiries@sahajtax.in');
      return all.find((m) => m.body.text?.includes(body.id));
    });
    expect(alert.subject).toContain('Trademark Registration');
    expect(alert.body.html).not.toContain('<img');
    await eventually(async () =>
      (await stored(body.id)).inquiry?.emailStatus === 'sent' ? true : undefined,
    );
    const status = await api(`/api/inquiries/${body.id}`);
    expect(await status.json()).toEqual({ id: body.id, emailStatus: 'sent' });
  });
});

describe('GET /api/inquiries/{id}', () => {
  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    expect((await api(`/api/inquiries/${randomUUID()}`)).status).toBe(404);
    const bad = await api('/api/inquiries/not-an-id');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('id');
  });
});
