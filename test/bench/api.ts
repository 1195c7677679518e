import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { demoAccounts } from '../../infra/local/demo-data';
import { CLIENT_COUNT_KEY } from '../../lambdas/data/users';
import { countTargets } from '../../lambdas/data/lead-count-items';
import { searchEntries } from '../../lambdas/data/lead-search-entries';
import { signIn } from '../integration/local-stack';
import {
  benchClientDocuments,
  benchDocumentList,
  benchOutstanding,
  benchUpload,
  FILES_PER_REQUEST,
  ITEMS_PER_REQUEST,
  LISTED_FILES,
  LISTED_ITEMS,
  LISTED_REQUESTS,
  MB,
  seedClientDocuments,
  UPLOAD_BYTES,
} from './documents';

const demoAdmin = demoAccounts.find((a) => a.role === 'admin')!;
const demoClient = demoAccounts.find((a) => a.role === 'client')!;

/**
 * `npm run bench:api`: starts the local stack (no web, no mailer), then drives with autocannon,
 * for a bounded time each:
 *   - DynamoDB Local's PutItem over raw HTTP (context: the database alone);
 *   - the bare put: a route doing one SDK PutItem of the same body through the same local API,
 *     SDK client and DynamoDB Local (test/bench/bare-put.ts), the baseline of the budget;
 *   - POST /api/inquiries: validation, the inquiry's conditional write (its lead is placed from
 *     the stream, which this run leaves off), the receipt. Each request is a person of its own.
 * Prints requests per second, p50, p99 and errors. Then the webhook receiver, the lead list over
 * BENCH_LEADS seeded leads (10,000 unless told; 200,000 for the large run), the admin overview
 * over them and 10,000 clients, a client's 10 MB upload through the local S3 (test/bench/documents.ts),
 * then 1,000 files and 40 needed checklist items seeded over 10 of a client's requests: one
 * request's document list, the client's list across its requests (first page, and every page by
 * its cursor) and the admin's outstanding list; last, an export of every lead (the job's file,
 * read back and its rows counted). Budgets: the handler's p50 at most 1.5 times the
 * bare put's, the receiver at least RECEIVER_RPS_BUDGET req/s at saturation with a steady p50 at
 * most RECEIVER_RATIO_BUDGET times the handler's, the upload at least UPLOAD_BUDGET MB/s from asking for the form to completing, the
 * request's document list p50 at most LIST_BUDGET ms, the client list's first page p50 at most
 * FIRST_PAGE_BUDGET ms and all its pages within ALL_PAGES_BUDGET ms, the outstanding list's first
 * page p50 at most OUTSTANDING_BUDGET ms, the admin client list's first page over 10,000 seeded
 * clients p50 at most CLIENT_LIST_BUDGET ms (its every page read once, each client seen once, and
 * the client count's Select COUNT timed), each lead list filter's first page and a search by
 * e-mail or phone at most LEAD_PAGE_BUDGET ms, a name search at most NAME_SEARCH_BUDGET ms (with
 * its reads), the overview at most OVERVIEW_BUDGET ms, the export ready with a row for every
 * lead, and zero errors. Traffic goes to 127.0.0.1 only.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATIO_BUDGET = 1.5;
/** The webhook receiver: requests per second at saturation, and its p50 against the inquiry's. */
const RECEIVER_RPS_BUDGET = 300;
const RECEIVER_RATIO_BUDGET = 2;
/** Requests per second offered in the latency phase. */
const RATE = Number(process.env.BENCH_RATE ?? 100);
/** Timed uploads of the 10 MB file (after one warm-up), and timed reads of the document list. */
const UPLOAD_RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 20);
/** Whole reads of the client's list, every page (the median is held to its budget). */
const ALL_PAGES_RUNS = Number(process.env.BENCH_ALL_PAGES_RUNS ?? 5);
/** MB/s for the whole upload on loopback; ms for the lists. */
const UPLOAD_BUDGET = 5;
const LIST_BUDGET = 200;
const FIRST_PAGE_BUDGET = 100;
const ALL_PAGES_BUDGET = 1000;
const OUTSTANDING_BUDGET = 100;
/** The admin client list's first page (50 by name) over SEEDED_CLIENTS profiles, p50 in ms. */
const CLIENT_LIST_BUDGET = 50;
const SEEDED_CLIENTS = 10_000;
/** Leads seeded for the lead list and the overview: BENCH_LEADS=200000 for the large run. */
const SEEDED = Number(process.env.BENCH_LEADS ?? 10_000);
/** The admin overview (figures, chart, latest leads) over the seeded leads and clients, p50 in ms. */
const OVERVIEW_BUDGET = 100;
/** The lead list's first page (25) of each filter, and of a search by e-mail or phone; of a name search. */
const LEAD_PAGE_BUDGET = 50;
const NAME_SEARCH_BUDGET = 300;

interface Stack {
  apiUrl: string;
  /** The local stack's control port (its outages, its jobs). */
  controlUrl: string;
  dynamodbEndpoint: string;
  cognitoProxyUrl: string;
  clientId: string;
  tableNames: Record<string, string>;
}

async function startStack(): Promise<{ stack: Stack; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-bench-api-'));
  const readyFile = path.join(dir, 'stack.json');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/start.ts', '--no-web', '--ephemeral', '--ready-file', readyFile],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: '',
        LOCAL_STREAMS: 'off',
        // The bench offers more than the public routes' throttles allow: it measures the handlers.
        LOCAL_THROTTLE: 'off',
        LOCAL_BENCH_BASELINE: 'on',
        DYNAMODB_LOCAL_JIT: 'full',
      },
    },
  );
  const deadline = Date.now() + 120_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error('local stack exited early');
    if (Date.now() > deadline) throw new Error('local stack not ready in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stack = JSON.parse(readFileSync(readyFile, 'utf8')) as Stack;
  // The integration helpers (the sign-in with its code step) read the stack from here.
  process.env.LOCAL_STACK_FILE = readyFile;
  return {
    stack,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Figures {
  /** Every response time, sorted (for pooling rounds). */
  times: number[];
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** One autocannon run; latencies are taken per response (fractional ms), not from its ms histogram. */
function drive(options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        times.sort((x, y) => x - y);
        resolve({
          times,
          rps: Math.round(result.requests.average),
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          errors: result.errors + result.timeouts + result.non2xx,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

function pool(runs: Figures[]): Figures {
  const times = runs.flatMap((r) => r.times).sort((x, y) => x - y);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  return {
    times,
    rps: Math.round(runs.reduce((sum, r) => sum + r.rps, 0) / runs.length),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    requests,
  };
}

/**
 * A valid Indian mobile number of its own for each request. A submission that shares a phone or
 * e-mail with an open lead is a repeat of that lead, so one contact sent throughout would measure
 * a single person writing thousands of times, not visitors: every request would update that one
 * lead, which grows by each repeat.
 */
let people = 0;
const benchPhone = () => `98${10_000_000 + (people++ % 89_999_999)}`;

const inquiry = () =>
  JSON.stringify({
    id: randomUUID(),
    fullName: 'Bench Visitor',
    email: `bench.visitor.${randomUUID()}@example.com`,
    phone: benchPhone(),
    company: 'Bench Traders',
    service: 'GST',
    message: 'Load test',
  });

const { stack, stop } = await startStack();
try {
  // DynamoDB Local checks that a request is signed in form, not the signature itself.
  const rawPut = () =>
    JSON.stringify({
      TableName: stack.tableNames.inquiries,
      Item: { id: { S: randomUUID() }, full_name: { S: 'Bench Visitor' }, status: { S: 'new' } },
    });
  const post = (
    url: string,
    body: () => string,
    headers: Record<string, string>,
    duration = SECONDS,
    extra: Partial<autocannon.Options> = {},
  ) =>
    drive({
      url,
      method: 'POST',
      headers,
      duration,
      ...extra,
      requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
    });
  const json = { 'content-type': 'application/json' };
  const barePutUrl = `${stack.apiUrl}/api/__bench/put`;
  const inquiriesUrl = `${stack.apiUrl}/api/inquiries`;
  // Warm up: module loading, JIT, connection pools.
  await post(barePutUrl, inquiry, json, 3);
  await post(inquiriesUrl, inquiry, json, 3);
  // Latency: one connection paced at RATE req/s, far below both saturation points, so each
  // request's time is its own work, not a queue. (autocannon paces each connection separately:
  // with several, their requests leave together and measure bursts again.)
  // Measured first, while the tables are as small for one as for the other.
  const steady = { connections: 1, overallRate: RATE };
  // Alternating short rounds, pooled: drift (JIT, GC, growing tables) falls on both alike.
  const rounds = 5;
  const bareRounds: Figures[] = [];
  const handlerRounds: Figures[] = [];
  for (let i = 0; i < rounds; i++) {
    bareRounds.push(await post(barePutUrl, inquiry, json, SECONDS / rounds, steady));
    handlerRounds.push(await post(inquiriesUrl, inquiry, json, SECONDS / rounds, steady));
  }
  const bareSteady = pool(bareRounds);
  const handlerSteady = pool(handlerRounds);

  // Saturation: as fast as 10 connections go (throughput; latency here is mostly queueing).
  const raw = await post(stack.dynamodbEndpoint, rawPut, dynamoHeaders());
  const bare = await post(barePutUrl, inquiry, json);
  const handler = await post(inquiriesUrl, inquiry, json);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const row = (name: string, f: Figures) =>
    `${name.padEnd(34)} ${String(f.rps).padStart(7)} ${ms(f.p50).padStart(10)} ${ms(f.p99).padStart(10)} ${String(f.errors).padStart(7)} ${String(f.requests).padStart(9)}`;
  const header = `${'target'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'errors'.padStart(7)} ${'requests'.padStart(9)}`;
  console.log(`\nSaturation: ${SECONDS} s each, ${CONNECTIONS} connections, 127.0.0.1 only`);
  console.log(header);
  console.log(row('DynamoDB Local PutItem, raw HTTP', raw));
  console.log(row('bare PutItem route (SDK)', bare));
  console.log(row('POST /api/inquiries', handler));
  console.log(
    `\nSteady load: ${RATE} req/s offered on one connection, ${SECONDS} s each in ${rounds} alternating rounds`,
  );
  console.log(header);
  console.log(row('bare PutItem route (SDK)', bareSteady));
  console.log(row('POST /api/inquiries', handlerSteady));

  // The webhook receiver: an endpoint written straight to its table, then deliveries without a
  // delivery id, each from a person of its own (each a new lead).
  const endpointId = randomBytes(32).toString('base64url');
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamodbEndpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await documents.send(
    new PutCommand({
      TableName: stack.tableNames.webhooks,
      Item: {
        id: endpointId,
        entity: 'webhook',
        name: 'Bench Source',
        active: true,
        createdAt: new Date().toISOString(),
      },
    }),
  );
  const delivery = () =>
    JSON.stringify({
      name: 'Bench Lead',
      email: `lead.${randomUUID()}@example.com`,
      phone: `+91${benchPhone()}`,
    });
  const receiverUrl = `${stack.apiUrl}/api/webhook/${endpointId}`;
  await post(receiverUrl, delivery, json, 2);
  const receiver = await post(receiverUrl, delivery, json);
  const receiverSteady = await post(receiverUrl, delivery, json, SECONDS, steady);
  console.log(
    `\nWebhook receiver: saturation (${CONNECTIONS} connections), then ${RATE} req/s on one connection`,
  );
  console.log(header);
  console.log(row('POST /api/webhook/{id}', receiver));
  console.log(row('POST /api/webhook/{id} (steady)', receiverSteady));

  // The lead list over SEEDED leads: seeded straight into the table, read through the API.
  const sources = ['Website', 'Facebook Ads', 'Google Ads', 'JustDial', 'IndiaMART'];
  const statuses = ['new', 'in_progress', 'converted', 'closed'];
  const now = Date.now();
  // The demo admin owns one lead in eight: 'My leads' reads its own index.
  const demoAdminToken = (await signIn(demoAdmin.email, demoAdmin.password)).AccessToken;
  const demoAdminProfile = (
    (await (
      await fetch(`${stack.apiUrl}/api/me`, { headers: { authorization: `Bearer ${demoAdminToken}` } })
    ).json()) as { profile: { sub: string; full_name: string } }
  ).profile;
  const seeded = Array.from({ length: SEEDED }, (_, i) => {
    const name = `Seeded Person ${i}`;
    const email = `seeded.${i}@example.com`;
    const phone = `+9197${String(i).padStart(8, '0')}`;
    return {
      id: `seed_${i}`,
      entity: 'lead',
      name,
      email,
      phone,
      source: sources[i % sources.length]!,
      status: statuses[i % statuses.length]!,
      // One lead every 9 minutes (10,000 span two months); 200,000 span over three years.
      createdAt: new Date(now - i * 9 * 60_000).toISOString(),
      // Counted as the leads stream counts it (the stream is off here; its day numbers below).
      countedStatus: statuses[i % statuses.length]!,
      ...(i % 8 === 0 ? { ownerSub: demoAdminProfile.sub, ownerName: demoAdminProfile.full_name } : {}),
    };
  });
  const seedStarted = performance.now();
  /** Writes items 25 at a time, four batches in flight (DynamoDB Local takes them faster so). */
  const writeAll = async (table: string, items: readonly object[]) => {
    const lanes = 4;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (let i = lane * 25; i < items.length; i += lanes * 25) {
          let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
          while (requests.length) {
            const { UnprocessedItems } = await documents.send(
              new BatchWriteCommand({ RequestItems: { [table]: requests } }),
            );
            requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
          }
        }
      }),
    );
  };
  await writeAll(stack.tableNames.leads!, seeded);
  // Their search entries and day numbers as the leads stream writes them.
  await writeAll(
    stack.tableNames.leadSearch!,
    (await Promise.all(seeded.map((lead) => searchEntries(lead)))).flat(),
  );
  const days = new Map<string, Record<string, number>>();
  for (const lead of seeded) {
    for (const { key, attributes } of countTargets({ ...lead, status: lead.status as 'new' })) {
      const item = days.get(key) ?? {};
      for (const a of attributes) item[a] = (item[a] ?? 0) + 1;
      days.set(key, item);
    }
  }
  for (const [key, numbers] of days) {
    const names = Object.keys(numbers);
    await documents.send(
      new UpdateCommand({
        TableName: stack.tableNames.counts!,
        Key: { counter: 'leads', key },
        UpdateExpression: `ADD ${names.map((_, n) => `#a${n} :v${n}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, n) => [`#a${n}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name, n) => [`:v${n}`, numbers[name]])),
      }),
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `\nSeeded ${SEEDED.toLocaleString('en-IN')} leads, their search entries and ${days.size} items of day counts in ${seedSeconds.toFixed(0)} s`,
  );
  // The search's own reads of the search table, counted by the list's code itself.
  process.env.TABLE_LEAD_SEARCH = stack.tableNames.leadSearch;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = stack.dynamodbEndpoint;
  process.env.AWS_REGION ??= 'ap-south-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const { searchLeadIds } = await import('../../lambdas/data/lead-search');
  const searchReadCount = async (q: string) => (await searchLeadIds(q))?.reads ?? 0;
  // The demo admin signs in with a code too: the integration helper answers that step.
  const token = demoAdminToken;
  const timeList = async (query: string) => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.apiUrl}/api/leads?limit=25&${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { leads: unknown[] };
      if (i > 0) times.push(performance.now() - started); // the first warms up
      count = body.leads.length;
      if (!res.ok) throw new Error(`GET /api/leads?${query} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, count };
  };
  console.log(
    `\nFirst page (25) of the lead list over ${SEEDED.toLocaleString('en-IN')} seeded leads, median of 10`,
  );
  const leadPages: { label: string; median: number; reads: number; words: boolean }[] = [];
  for (const [label, query] of [
    ['no filter', ''],
    ['status = new', 'status=new'],
    ['source = Google Ads', 'source=Google%20Ads'],
    ['last 7 days', 'range=7d'],
    ['search "person 999" (words)', 'q=person%20999'],
    ['search e-mail', 'q=seeded.999%40example.com'],
    ['search phone (097 0000 0999)', 'q=097%200000%200999'],
    ['status + source + 30 days', 'status=closed&source=Website&range=30d'],
    ['my leads (owner = me)', 'owner=me'],
    ['my leads + status = new', 'owner=me&status=new'],
  ] as const) {
    const t = await timeList(query);
    const q = new URLSearchParams(query).get('q');
    const reads = q ? await searchReadCount(q) : 0;
    leadPages.push({ label, median: t.median, reads, words: label.includes('(words)') });
    console.log(
      `${label.padEnd(30)} ${t.median.toFixed(1).padStart(8)} ms   ${t.count} leads${q ? `   ${reads} search-table reads` : ''}`,
    );
  }

  // The admin client list over 10,000 client profiles, seeded straight into the users table.
  const clientsTable = stack.tableNames.dashboardUsers!;
  const seededClients = Array.from({ length: SEEDED_CLIENTS }, (_, i) => ({
    sub: `seed-client-${i}`,
    email: `seeded.client.${i}@example.in`,
    role: 'client',
    full_name: `Seeded Client ${String(i).padStart(5, '0')}`,
    phone: `+9198${String(i).padStart(8, '0')}`,
    company: i % 3 ? `Seeded Traders ${i} Pvt Ltd` : '',
    is_active: i % 10 !== 0,
  }));
  await writeAll(clientsTable, seededClients);
  // Counted as invitations count them (the local stack keeps the count from its start).
  await documents.send(
    new UpdateCommand({
      TableName: clientsTable,
      Key: CLIENT_COUNT_KEY,
      UpdateExpression: 'ADD #n :n',
      ExpressionAttributeNames: { '#n': 'count' },
      ExpressionAttributeValues: { ':n': seededClients.length },
    }),
  );
  const clientPage = async (cursor?: string) => {
    const res = await fetch(`${stack.apiUrl}/api/clients?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /api/clients answered ${res.status}`);
    return (await res.json()) as { clients: { sub: string }[]; nextCursor?: string };
  };
  const firstPageTimes: number[] = [];
  let firstPageSize = 0;
  for (let i = 0; i < LIST_REQUESTS + 1; i++) {
    const started = performance.now();
    const page = await clientPage();
    if (i > 0) firstPageTimes.push(performance.now() - started); // the first warms up
    firstPageSize = page.clients.length;
  }
  firstPageTimes.sort((a, b) => a - b);
  const clientListP50 = percentile(firstPageTimes, 50);
  const clientListP95 = percentile(firstPageTimes, 95);
  const seenClients = new Set<string>();
  let listedClients = 0;
  let clientPages = 0;
  const allStarted = performance.now();
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const page = await clientPage(cursor);
    for (const c of page.clients) seenClients.add(c.sub);
    listedClients += page.clients.length;
    clientPages++;
    cursor = page.nextCursor;
  }
  const allClientPages = performance.now() - allStarted;
  // The clients counted by the index, as countClients counts where no count item is kept yet.
  const countTimes: number[] = [];
  let counted = 0;
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    let start: Record<string, unknown> | undefined;
    counted = 0;
    do {
      const answer = await documents.send(
        new QueryCommand({
          TableName: clientsTable,
          IndexName: 'byRole',
          KeyConditionExpression: '#r = :role',
          ExpressionAttributeNames: { '#r': 'role' },
          ExpressionAttributeValues: { ':role': 'client' },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      counted += answer.Count ?? 0;
      start = answer.LastEvaluatedKey;
    } while (start);
    if (i > 0) countTimes.push(performance.now() - started);
  }
  countTimes.sort((a, b) => a - b);
  const countMedian = percentile(countTimes, 50);
  const clientsMissing = seededClients.filter((c) => !seenClients.has(c.sub)).length;
  console.log(
    `\nAdmin client list over ${SEEDED_CLIENTS.toLocaleString('en-IN')} seeded clients (byRole index, by name)`,
  );
  console.log(
    `${'GET /api/clients, first page'.padEnd(40)} p50 ${ms(clientListP50)}   p95 ${ms(clientListP95)}   ${firstPageSize} clients   (${LIST_REQUESTS} GETs)`,
  );
  console.log(
    `${'GET /api/clients, every page'.padEnd(40)} ${ms(allClientPages)}   ${clientPages} pages, ${listedClients} clients, ${seenClients.size} distinct, ${clientsMissing} seeded missing`,
  );
  console.log(
    `${'client count (Select COUNT on byRole)'.padEnd(40)} median ${ms(countMedian)}   ${counted} clients   (5 counts)`,
  );

  // The admin overview over the seeded leads and clients: its figures, chart and latest leads.
  const overviewTimes: number[] = [];
  let overviewLeads = 0;
  let overviewClients = 0;
  for (let i = 0; i < 11; i++) {
    const started = performance.now();
    const res = await fetch(`${stack.apiUrl}/api/admin/overview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /api/admin/overview answered ${res.status}`);
    const body = (await res.json()) as { byStatus: Record<string, number>; clients: number };
    if (i > 0) overviewTimes.push(performance.now() - started); // the first warms up
    overviewLeads = Object.values(body.byStatus).reduce((a, b) => a + b, 0);
    overviewClients = body.clients;
  }
  overviewTimes.sort((a, b) => a - b);
  const overviewP50 = percentile(overviewTimes, 50);
  console.log(
    `\n${'GET /api/admin/overview'.padEnd(40)} p50 ${ms(overviewP50)}   ${overviewLeads.toLocaleString('en-IN')} leads in its 30 days, over ${SEEDED.toLocaleString('en-IN')} leads and ${SEEDED_CLIENTS.toLocaleString('en-IN')} clients   (10 GETs)`,
  );

  // Documents, as the demo client (no second factor), with the admin adding checklist items.
  const clientToken = (await signIn(demoClient.email, demoClient.password)).AccessToken;
  const context = {
    apiUrl: stack.apiUrl,
    documents,
    documentsTable: stack.tableNames.documents!,
    adminToken: token,
    clientToken,
  };
  const upload = await benchUpload(context, UPLOAD_RUNS);
  const rate = (bytes: number, milliseconds: number) => bytes / MB / (milliseconds / 1000);
  const uploadRate = rate(UPLOAD_BYTES, upload.total);
  console.log(
    `\nUpload of a ${UPLOAD_BYTES / MB} MB PDF (${UPLOAD_BYTES.toLocaleString('en-IN')} bytes) as a client, through the local S3: median of ${upload.runs}`,
  );
  console.log(`${'upload form (POST …/uploads)'.padEnd(34)} ${ms(upload.issue).padStart(10)}`);
  console.log(
    `${'multipart POST to the upload URL'.padEnd(34)} ${ms(upload.send).padStart(10)}   ${rate(UPLOAD_BYTES, upload.send).toFixed(1)} MB/s`,
  );
  console.log(`${'complete (type check)'.padEnd(34)} ${ms(upload.complete).padStart(10)}`);
  console.log(
    `${'whole upload'.padEnd(34)} ${ms(upload.total).padStart(10)}   ${uploadRate.toFixed(1)} MB/s   ${upload.errors} errors`,
  );
  for (const problem of upload.problems) console.log(`  error: ${problem}`);

  const clientDocuments = await seedClientDocuments(context);
  const list = await benchDocumentList(context, clientDocuments, LIST_REQUESTS);
  const clientList = await benchClientDocuments(context, clientDocuments, LIST_REQUESTS, ALL_PAGES_RUNS);
  const outstanding = await benchOutstanding(context, clientDocuments, LIST_REQUESTS);
  console.log(
    `\nDocument lists over ${LISTED_FILES.toLocaleString('en-IN')} seeded files and ${LISTED_ITEMS} needed checklist items, spread over ${LISTED_REQUESTS} of the client's requests`,
  );
  console.log(
    `${'GET /api/requests/{id}/documents'.padEnd(40)} p50 ${ms(list.p50)}   p95 ${ms(list.p95)}   ${list.files} files, ${list.items} items, ${list.bytes.toLocaleString('en-IN')} bytes   ${list.errors} errors   (one request of ${FILES_PER_REQUEST} files and ${ITEMS_PER_REQUEST} items, not paged, as its client, ${list.requests} GETs)`,
  );
  for (const problem of list.problems) console.log(`  error: ${problem}`);
  console.log(
    `${'GET /api/documents, first page'.padEnd(40)} p50 ${ms(clientList.firstP50)}   p95 ${ms(clientList.firstP95)}   ${clientList.firstFiles} files, ${clientList.firstBytes.toLocaleString('en-IN')} bytes   (as the client, ${clientList.requests} GETs)`,
  );
  console.log(
    `${'GET /api/documents, every page'.padEnd(40)} median ${ms(clientList.allMedian)}   slowest ${ms(clientList.allMax)}   ${clientList.pages} pages, ${clientList.files} files (${clientList.seededFiles} seeded), ${clientList.needed} needed (${clientList.seededNeeded} seeded)   ${clientList.errors} errors   (${clientList.runs} reads by the cursor)`,
  );
  for (const problem of clientList.problems) console.log(`  error: ${problem}`);
  console.log(
    `${'GET /api/admin/documents/outstanding'.padEnd(40)} p50 ${ms(outstanding.p50)}   p95 ${ms(outstanding.p95)}   ${outstanding.items} items (${outstanding.seededItems} seeded), ${outstanding.bytes.toLocaleString('en-IN')} bytes   ${outstanding.errors} errors   (first page as the admin, ${outstanding.requests} GETs)`,
  );
  for (const problem of outstanding.problems) console.log(`  error: ${problem}`);

  // Last, the whole list exported (no filters), as the browser does it: a job writes the file in
  // parts while the browser asks how far it got. The jobs' stream is read from now on (the others
  // stay off, as they were for every figure above; polling a stream costs DynamoDB Local time).
  const jobsOn = await fetch(`${stack.controlUrl}/streams/jobs`, { method: 'POST' });
  if (!jobsOn.ok) throw new Error(`the local stack did not start the jobs: ${jobsOn.status}`);
  const exportId = crypto.randomUUID();
  const exportStarted = performance.now();
  let exported: { status: string; leads: number; url?: string; error?: string };
  const start = await fetch(`${stack.apiUrl}/api/leads/exports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: exportId }),
  });
  if (!start.ok) throw new Error(`POST /api/leads/exports answered ${start.status}`);
  for (;;) {
    const res = await fetch(`${stack.apiUrl}/api/leads/exports/${exportId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /api/leads/exports/{id} answered ${res.status}`);
    exported = (await res.json()) as typeof exported;
    if (exported.status === 'ready' || exported.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const exportMs = performance.now() - exportStarted;
  let exportRows = 0;
  let exportBytes = 0;
  if (exported.url) {
    const file = await (await fetch(exported.url)).arrayBuffer();
    exportBytes = file.byteLength;
    // Lines end in CRLF; the first is the header. (A message's own line breaks are inside quotes.)
    exportRows = new TextDecoder().decode(file).split('"\r\n').length - 2;
  }
  console.log(
    `\n${'lead export, every lead (job, in parts)'.padEnd(40)} ${ms(exportMs)} to the link   ${exported.leads.toLocaleString('en-IN')} leads, ${exportRows.toLocaleString('en-IN')} rows, ${(exportBytes / MB).toFixed(1)} MB   ${exported.status}${exported.error ? `: ${exported.error}` : ''}`,
  );
  documents.destroy();

  const ratio = handlerSteady.p50 / bareSteady.p50;
  const receiverRatio = receiverSteady.p50 / handlerSteady.p50;
  const errors = [raw, bare, handler, bareSteady, handlerSteady, receiver, receiverSteady].reduce(
    (sum, f) => sum + f.errors,
    0,
  );
  /** Each budget, what was measured, and whether it holds (NaN never does). */
  const checks: { name: string; measured: string; budget: string; pass: boolean }[] = [
    {
      name: 'lead export of every lead',
      measured: `${exported.status}, ${exportRows} rows of ${exported.leads} leads`,
      budget: `ready, every lead (≥ ${SEEDED})`,
      pass: exported.status === 'ready' && exportRows === exported.leads && exported.leads >= SEEDED,
    },
    {
      name: 'inquiry p50 / bare put p50, steady',
      measured: ratio.toFixed(2),
      budget: `≤ ${RATIO_BUDGET}`,
      pass: ratio <= RATIO_BUDGET,
    },
    {
      name: 'receiver throughput, saturation',
      measured: `${receiver.rps} req/s`,
      budget: `≥ ${RECEIVER_RPS_BUDGET} req/s`,
      pass: receiver.rps >= RECEIVER_RPS_BUDGET,
    },
    {
      name: 'receiver p50 / inquiry p50, steady',
      measured: receiverRatio.toFixed(2),
      budget: `≤ ${RECEIVER_RATIO_BUDGET}`,
      pass: receiverRatio <= RECEIVER_RATIO_BUDGET,
    },
    { name: 'errors (puts, inquiries, receiver)', measured: String(errors), budget: '0', pass: errors === 0 },
    {
      name: `${UPLOAD_BYTES / MB} MB upload, whole`,
      measured: `${uploadRate.toFixed(1)} MB/s`,
      budget: `≥ ${UPLOAD_BUDGET} MB/s`,
      pass: uploadRate >= UPLOAD_BUDGET,
    },
    { name: 'upload errors', measured: String(upload.errors), budget: '0', pass: upload.errors === 0 },
    {
      name: `document list, ${FILES_PER_REQUEST} files, p50`,
      measured: ms(list.p50),
      budget: `≤ ${LIST_BUDGET} ms`,
      pass: list.p50 <= LIST_BUDGET,
    },
    { name: 'document list errors', measured: String(list.errors), budget: '0', pass: list.errors === 0 },
    {
      name: 'client document list, first page p50',
      measured: ms(clientList.firstP50),
      budget: `≤ ${FIRST_PAGE_BUDGET} ms`,
      pass: clientList.firstP50 <= FIRST_PAGE_BUDGET,
    },
    {
      name: `client document list, every page (median of ${clientList.runs})`,
      measured: ms(clientList.allMedian),
      budget: `≤ ${ALL_PAGES_BUDGET} ms`,
      pass: clientList.allMedian <= ALL_PAGES_BUDGET,
    },
    {
      name: 'client document list errors',
      measured: String(clientList.errors),
      budget: '0',
      pass: clientList.errors === 0,
    },
    {
      name: 'outstanding list, first page p50',
      measured: ms(outstanding.p50),
      budget: `≤ ${OUTSTANDING_BUDGET} ms`,
      pass: outstanding.p50 <= OUTSTANDING_BUDGET,
    },
    {
      name: 'outstanding list errors',
      measured: String(outstanding.errors),
      budget: '0',
      pass: outstanding.errors === 0,
    },
    ...leadPages.map((p) => {
      const budget = p.words ? NAME_SEARCH_BUDGET : LEAD_PAGE_BUDGET;
      return {
        name: `leads over ${SEEDED.toLocaleString('en-IN')}: ${p.label}`,
        measured: `${ms(p.median)}${p.reads ? ` ${p.reads} rd` : ''}`,
        budget: `≤ ${budget} ms`,
        pass: p.median <= budget,
      };
    }),
    {
      name: `overview over ${SEEDED.toLocaleString('en-IN')} leads, p50`,
      measured: ms(overviewP50),
      budget: `≤ ${OVERVIEW_BUDGET} ms`,
      pass: overviewP50 <= OVERVIEW_BUDGET,
    },
    {
      name: 'overview clients = clients in the index',
      measured: `${overviewClients}`,
      budget: `${counted}`,
      pass: overviewClients === counted,
    },
    {
      name: `client list over ${SEEDED_CLIENTS.toLocaleString('en-IN')}, first page p50`,
      measured: ms(clientListP50),
      budget: `≤ ${CLIENT_LIST_BUDGET} ms`,
      pass: clientListP50 <= CLIENT_LIST_BUDGET,
    },
    {
      name: 'client list pages: seeded missing + repeated',
      measured: String(clientsMissing + listedClients - seenClients.size),
      budget: '0',
      pass: clientsMissing === 0 && seenClients.size === listedClients,
    },
  ];
  console.log(`\nsaturation throughput, handler / bare put: ${(handler.rps / bare.rps).toFixed(2)}`);
  console.log(`\n${'budget'.padEnd(48)} ${'measured'.padStart(12)} ${'budget'.padStart(14)}  result`);
  for (const c of checks) {
    console.log(
      `${c.name.padEnd(48)} ${c.measured.padStart(12)} ${c.budget.padStart(14)}  ${c.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  const failures = checks.filter((c) => !c.pass);
  if (failures.length) {
    console.log(
      `OVER BUDGET: ${failures.map((c) => `${c.name} ${c.measured} (budget ${c.budget})`).join('; ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('Within budget.');
  }
} finally {
  stop();
}

function dynamoHeaders(): Record<string, string> {
  return {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.PutItem',
    'x-amz-date': '20261121T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=local/20261121/ap-south-1/dynamodb/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=0000',
  };
}
