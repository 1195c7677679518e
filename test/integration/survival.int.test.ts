import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { demoAccounts } from '../../infra/local/demo-data';
import { waitUntil } from '../wait-until';
import { uniquePhone } from './contacts';

/**
 * The local stack outlives its emulators: killing DynamoDB Local or cognito-local does not end it;
 * requests meanwhile get an honest 503, the emulator comes back on the same port with its data,
 * and what the browser re-sends is stored once. This kills emulators, so it runs its own stack
 * (the shared one serves the other suites), started as global-setup starts that one.
 */
interface Ready {
  pid: number;
  apiUrl: string;
  dynamodbEndpoint: string;
  cognitoProxyUrl: string;
  clientId: string;
  tableNames: Record<string, string>;
  childPids: number[];
  services: Record<string, { pid?: number; restarts: number }>;
}

const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Only for real time windows: the route's throttle refilling, and a burst paced under it. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let readyFile: string;
let stack: ChildProcess;
let output = '';
/** Every child process id the stack has had: none may outlive it. */
const pidsSeen = new Set<number>();

const ready = (): Ready => {
  const value = JSON.parse(readFileSync(readyFile, 'utf8')) as Ready;
  for (const pid of value.childPids) pidsSeen.add(pid);
  return value;
};

/** A zombie (exited, not yet reaped) counts as gone. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const until = <T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000) =>
  waitUntil(what, probe, {
    timeoutMs: ms,
    detail: () => `The stack's output ended:\n${output.slice(-4000)}`,
  });

/** Waits until the stack has brought `service` back `restarts` times (its ready file says so). */
const restarted = (service: string, restarts: number) =>
  until(`${service} restarted`, () => {
    const now = ready().services[service];
    return now && now.restarts >= restarts ? now : undefined;
  });

/** Waits for a line of the stack's console output (it comes through a pipe, after the ready file). */
const printed = (line: string | RegExp) =>
  until(`the stack printing ${line}`, () =>
    typeof line === 'string' ? (output.includes(line) ? line : undefined) : line.exec(output)?.[0],
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-survival-'));
  readyFile = path.join(dir, 'stack.json');
  // Free ports for everything, whatever the environment sets.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'PORT' && !name.endsWith('_PORT')),
  );
  stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--no-web', '--ephemeral', '--ready-file', readyFile],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, MAIL_CLOCK_SCALE: '300' } },
  );
  stack.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  stack.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await until(
    'the second local stack ready',
    () => {
      if (stack.exitCode !== null) throw new Error(`the second local stack exited early:\n${output}`);
      return existsSync(readyFile) ? true : undefined;
    },
    120_000,
  );
  ready();
}, 150_000);

afterAll(async () => {
  if (existsSync(readyFile)) ready();
  if (stack.exitCode === null) {
    await new Promise<void>((resolve) => {
      stack.once('exit', () => resolve());
      stack.kill('SIGTERM');
      // A real time window: the stack's grace to stop its children before it is killed.
      setTimeout(() => (stack.kill('SIGKILL'), resolve()), 15_000).unref();
    });
  }
  expect(stack.signalCode ?? stack.exitCode).toBe(0);
  const stillAlive = () => [...pidsSeen].filter(alive);
  await until('every process of the stack gone', () => (stillAlive().length ? undefined : true), 5_000).catch(
    () => undefined,
  );
  rmSync(dir, { recursive: true, force: true });
  expect(stillAlive()).toEqual([]);
}, 30_000);

const stackAlive = () => stack.exitCode === null && stack.signalCode === null && alive(stack.pid!);

describe('DynamoDB Local killed in the middle of a burst of inquiries', () => {
  const marker = `sv${Date.now().toString(36)}`;
  const burst = Array.from({ length: 30 }, (_, i) => ({
    id: randomUUID(),
    fullName: 'Ravi Kumar',
    email: `burst-${i}-${marker}@example.com`,
    phone: uniquePhone(),
    company: 'RK Traders',
    service: 'GST',
    message: 'Need help with quarterly returns.',
  }));

  interface Answer {
    status: number;
    retryAfter?: string | null;
    body?: { message?: string; id?: string };
    /** The connection failed: no HTTP answer at all. */
    error?: string;
  }

  /** POST /api/inquiries as the browser's outbox does: a 429 waits and goes again, anything else is the answer. */
  async function post(inquiry: (typeof burst)[number]): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${ready().apiUrl}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(inquiry),
        });
      } catch (error) {
        return { status: 0, error: String((error as Error).cause ?? error) };
      }
      if (res.status === 429 && attempt < 50) {
        await res.body?.cancel();
        // The throttle's bucket refills at 5 a second: a real time window.
        await sleep(200);
        continue;
      }
      const body = (await res.json().catch(() => undefined)) as Answer['body'];
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    }
  }

  /** GET /api/inquiries/{id}, waiting out its throttle too. */
  async function statusOf(id: string): Promise<{ status: number; body: { emailStatus?: string } }> {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${ready().apiUrl}/api/inquiries/${id}`);
      if (res.status !== 429 || attempt === 50) {
        return { status: res.status, body: (await res.json()) as { emailStatus?: string } };
      }
      await res.body?.cancel();
      // The throttle's bucket refills at 5 a second: a real time window.
      await sleep(200);
    }
  }

  it('answers 503 meanwhile, comes back with its data, and stores each re-sent inquiry once', async () => {
    const before = ready();
    const killed = before.services['DynamoDB Local']!.pid!;
    expect(alive(killed)).toBe(true);

    // The burst: paced a little (the route's throttle is 5/s with a burst of 20), DynamoDB Local
    // killed after the tenth answer.
    const answers: Answer[] = [];
    for (const [i, inquiry] of burst.entries()) {
      if (i === 10) {
        process.kill(killed, 'SIGKILL');
        await until('DynamoDB Local gone', () => (alive(killed) ? undefined : true), 10_000);
      }
      answers.push(await post(inquiry));
      await sleep(80);
    }

    expect(stackAlive()).toBe(true);
    // Before the kill, all stored.
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
    // During the gap: 503 with the truth and a Retry-After, never a dropped connection or a 500.
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(a.body).toEqual({ message: UNAVAILABLE });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // The first answer after the kill came before DynamoDB Local could be back.
    expect(answers[10]!.status).toBe(503);

    // It comes back, on the same port, as a new process, and says so.
    const now = await restarted('DynamoDB Local', 1);
    expect(now.pid).not.toBe(killed);
    expect(alive(now.pid!)).toBe(true);
    expect(ready().dynamodbEndpoint).toBe(before.dynamodbEndpoint);
    const port = new URL(before.dynamodbEndpoint).port;
    await printed(
      `⚠ DynamoDB Local stopped unexpectedly (killed by SIGKILL): restarting it on port ${port}.`,
    );
    await printed(new RegExp(`✔ DynamoDB Local is back on port ${port} \\(restarted in \\d+\\.\\d s\\)`));
    expect(stackAlive()).toBe(true);

    // What was stored before the kill is still there.
    for (const inquiry of burst.slice(0, 10)) expect((await statusOf(inquiry.id)).status).toBe(200);

    // The browser's outbox re-sends everything it has not seen confirmed (here: all of it), spread
    // over a second and more, as tabs coming back online do (a real time window).
    const resent = await Promise.all(burst.map(async (inquiry, i) => (await sleep(i * 60), post(inquiry))));
    expect(resent.map((a) => a.status)).toEqual(Array(burst.length).fill(201));
    expect(resent.map((a) => a.body?.id)).toEqual(burst.map((b) => b.id));

    for (const inquiry of burst) expect((await statusOf(inquiry.id)).status).toBe(200);

    // Exactly one item per inquiry, in the inquiries table and (once the inquiries stream has
    // placed them, which the outage delayed) in the leads table.
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: before.dynamodbEndpoint,
        region: 'ap-south-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    try {
      const idsIn = async (table: string) => {
        const ids: string[] = [];
        let start: Record<string, unknown> | undefined;
        do {
          const page = await documents.send(
            new ScanCommand({
              TableName: before.tableNames[table],
              FilterExpression: 'contains(email, :m)',
              ExpressionAttributeValues: { ':m': marker },
              ExclusiveStartKey: start,
              ConsistentRead: true,
            }),
          );
          ids.push(...(page.Items ?? []).map((item) => String(item.id)));
          start = page.LastEvaluatedKey;
        } while (start);
        return ids.sort();
      };
      const expected = burst.map((b) => b.id).sort();
      expect(await idsIn('inquiries')).toEqual(expected);
      // Every lead placed from the stream: then exactly these, none twice.
      const leads = await until(
        'every resent inquiry placed as a lead',
        async () => {
          const found = await idsIn('leads');
          return found.length >= expected.length ? found : undefined;
        },
        30_000,
      ).catch(() => idsIn('leads'));
      expect(leads).toEqual(expected);
    } finally {
      documents.destroy();
    }

    // The stream poller carried on: every inquiry's e-mails go out, those from before the kill too.
    const pending = new Set(burst.map((b) => b.id));
    await until(
      'every inquiry of the burst mailed',
      async () => {
        for (const id of [...pending])
          if ((await statusOf(id)).body.emailStatus === 'sent') pending.delete(id);
        return pending.size === 0 ? true : undefined;
      },
      90_000,
    );
  }, 240_000);
});

describe('cognito-local killed', () => {
  // The demo client: a password is its whole sign-in (the admin's needs a code each time).
  const account = demoAccounts.find((a) => a.role === 'client')!;

  async function signIn(): Promise<{ status: number; token?: string }> {
    const { cognitoProxyUrl, clientId } = ready();
    const res = await fetch(cognitoProxyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    });
    const json = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
    return { status: res.status, token: json.AuthenticationResult?.AccessToken };
  }

  const me = async (token: string) =>
    (await fetch(`${ready().apiUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('comes back with its users: sign-in works again, and earlier tokens still verify', async () => {
    const first = await signIn();
    expect(first.status).toBe(200);
    expect(await me(first.token!)).toBe(200);

    const before = ready().services['cognito-local']!;
    process.kill(before.pid!, 'SIGKILL');
    const now = await restarted('cognito-local', before.restarts + 1);
    expect(now.pid).not.toBe(before.pid);
    expect(stackAlive()).toBe(true);
    await printed('⚠ cognito-local stopped unexpectedly (killed by SIGKILL): restarting it on port');
    await printed(/✔ cognito-local is back on port \d+/);

    const again = await signIn();
    expect(again.status).toBe(200);
    expect(await me(again.token!)).toBe(200);
    expect(await me(first.token!)).toBe(200);
  }, 120_000);
});
