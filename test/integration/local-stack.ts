import { readFileSync } from 'node:fs';
import { tables, type TableKey } from '../../shared/tables';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { generateSync } from 'otplib';
import { waitUntil } from '../wait-until';

export interface StackAddresses {
  apiUrl: string;
  mailboxUrl: string;
  /** The Graph API's stand-in: POST /_local/tokens and /_local/leads. */
  graphUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  /** Cognito as the handlers reach it: the proxy that answers as Cognito does. */
  cognitoServerEndpoint: string;
  cognitoProxyUrl: string;
  controlUrl: string;
  apiGatewayUrl: string;
  /** Local S3 as handlers and browsers reach it (the guard in front of the emulator). */
  s3Endpoint: string;
  documentsBucket: string;
  /** Secrets Manager's stand-in. */
  secretsEndpoint: string;
  userPoolId: string;
  clientId: string;
  demoAdminTotpSecret?: string;
  tableNames: Record<string, string>;
}

export function localStack(): StackAddresses {
  const file = process.env.LOCAL_STACK_FILE;
  if (!file)
    throw new Error(
      'LOCAL_STACK_FILE is not set: run integration suites through jest --selectProjects integration',
    );
  return JSON.parse(readFileSync(file, 'utf8')) as StackAddresses;
}

/** Calls the Cognito API through the same proxy the browser uses. */
export async function cognitoCall(
  target: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(localStack().cognitoProxyUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Authenticator secrets of the accounts tests set up (by e-mail), and the last step each used. */
const totpSecrets = new Map<string, string>();
const lastSteps = new Map<string, number>();
export const rememberTotpSecret = (email: string, secret: string) =>
  totpSecrets.set(email.toLowerCase(), secret);

/**
 * A code for the account that Cognito will take: each code is accepted once, within one
 * 30-second step of now, so a second sign-in in the same step uses the next step's code, and a
 * third waits for the clock.
 */
export async function nextTotpCode(email: string): Promise<string> {
  const key = email.toLowerCase();
  const secret =
    totpSecrets.get(key) ?? (key === 'admin@taxfirm.local' ? localStack().demoAdminTotpSecret : undefined);
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const step = Math.max(current, (lastSteps.get(key) ?? -1) + 1);
    if (step <= current + 1) {
      lastSteps.set(key, step);
      return generateSync({ secret, epoch: step * 30 });
    }
    // A real time window: the next TOTP step (30 s), since each code works once.
    await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - now + 100));
  }
}

/** Signs in through the browser's proxy, answering the authenticator challenge when asked. */
export async function signIn(email: string, password: string) {
  const { status, json } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: localStack().clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  if (json.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    const answer = await cognitoCall('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: localStack().clientId,
      Session: json.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: await nextTotpCode(email) },
    });
    if (answer.status !== 200) throw new Error(`sign-in failed at the code: ${JSON.stringify(answer.json)}`);
    return answer.json.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
  }
  return json.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

/**
 * A request through the local edge, as the site makes it. The local API throttles as API Gateway
 * does; like the site's own clients, this waits and retries a 429 (bodies here are strings, so a
 * retry sends the same request), so suites that send many requests measure behaviour, not the
 * throttle. The throttle's own test sends requests without this helper.
 */
export async function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${localStack().apiUrl}${path}`, { ...init, headers });
    if (res.status !== 429 || attempt === 40) {
      if (res.ok && init.method === 'POST') await leadsPlaced(path, res.clone());
      return res;
    }
    await res.body?.cancel();
    // A real time window: the route's throttle refills its bucket at its rate; waited out with
    // jitter, as a client backs off.
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200 * Math.min(attempt, 5)));
  }
}

/**
 * A webhook delivery and a website inquiry are saved in one write; their leads are placed from
 * the tables' streams a moment later. After a request that received one, the tests wait (20 s at
 * most) for what a person looking at the lead list a second later would see: the received
 * webhook lead placed, or the inquiry's lead (or its repeat of an open lead) stored.
 */
async function leadsPlaced(path: string, res: Response): Promise<void> {
  const webhook = /^\/api\/webhook\/[^/?]+(\?|$)/.test(path) || /^\/api\/webhooks\/[^/]+\/test$/.test(path);
  const inquiry = path === '/api/inquiries';
  if (!webhook && !inquiry) return;
  const table = localStack().tableNames.leads!;
  const aws = localAws();
  try {
    const { id } = (await res.json()) as { id: string };
    if (webhook) {
      // The first lead of the delivery (the one it answers with) is placed, in stream order after
      // any earlier delivery's.
      await eventually(async () => {
        const { Item } = await aws.documents.send(
          new GetCommand({ TableName: table, Key: { id: `received#${id}` }, ConsistentRead: true }),
        );
        return Item && !('lead' in Item) ? true : undefined;
      });
      return;
    }
    // A submission the honeypot caught is answered as any other but never saved.
    const saved = await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.inquiries!, Key: { id }, ConsistentRead: true }),
    );
    if (!saved.Item) return;
    await eventually(async () => ((await inquiryPlaced(aws, id)) ? true : undefined));
  } finally {
    aws.destroy();
  }
}

/** Whether an inquiry's lead is placed: the lead itself, or its repeat of the person's open lead. */
async function inquiryPlaced(aws: ReturnType<typeof localAws>, id: string): Promise<boolean> {
  for (const key of [id, `repeat#${id}`]) {
    const { Item } = await aws.documents.send(
      new GetCommand({ TableName: localStack().tableNames.leads!, Key: { id: key }, ConsistentRead: true }),
    );
    if (Item) return true;
  }
  return false;
}

/**
 * A lead export as the browser gets it: `POST /api/leads/exports` starts it (the list's query
 * string as its filters), `GET /api/leads/exports/<id>` is asked until its job has written the
 * file; the link it then answers gives the file (from the local S3). Fails with the API's answer
 * when it refuses or the export fails.
 */
export async function exportedCsv(query: string, token: string): Promise<Response> {
  const id = crypto.randomUUID();
  const started = await api('/api/leads/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, ...Object.fromEntries(new URLSearchParams(query)) }),
    token,
  });
  if (!started.ok) throw new Error(`export refused: ${started.status} ${await started.text()}`);
  const url = await eventually(async () => {
    const res = await api(`/api/leads/exports/${id}`, { token });
    if (!res.ok) throw new Error(`export refused: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as { status: string; url?: string; error?: string };
    if (answer.status === 'failed') throw new Error(`export failed: ${answer.error}`);
    return answer.url;
  });
  return fetch(url);
}

/**
 * Points the handlers' own code, imported into a test, at the running local stack: the named
 * tables (by the variables the functions read, shared/tables.ts) and its DynamoDB. Import that
 * code after calling this: its clients read the endpoint when created.
 */
export function pointCodeAtStack(keys: readonly TableKey[]): void {
  const names = localStack().tableNames;
  Object.assign(process.env, {
    ...Object.fromEntries(keys.map((key) => [tables[key].envVar, names[key]])),
    AWS_ENDPOINT_URL_DYNAMODB: localStack().dynamodbEndpoint,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}

/** SDK clients pointed at the running local stack's emulators; call destroy() when done. */
export function localAws() {
  const stack = localStack();
  const config = { region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const dynamodb = new DynamoDBClient({ ...config, endpoint: stack.dynamodbEndpoint });
  const documents = DynamoDBDocumentClient.from(dynamodb);
  const cognito = new CognitoIdentityProviderClient({ ...config, endpoint: stack.cognitoEndpoint });
  return {
    dynamodb,
    documents,
    cognito,
    destroy() {
      documents.destroy();
      cognito.destroy();
    },
  };
}

export interface StoredMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** The mails the local SES emulator received for an address, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const res = await fetch(`${localStack().mailboxUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(address));
}

/**
 * The inquiries and leads stored for an e-mail address (a scan: test data only). Each inquiry's
 * lead is placed from the inquiries stream a moment after it is saved: the leads are read once
 * every inquiry found has its lead (or its repeat of an open lead), 20 s at most.
 */
export async function storedWithEmail(email: string) {
  const aws = localAws();
  try {
    const names = localStack().tableNames;
    const scan = async (table: string) => {
      const items: Record<string, unknown>[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await aws.documents.send(
          new ScanCommand({
            TableName: table,
            FilterExpression: 'email = :e',
            ExpressionAttributeValues: { ':e': email },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    };
    const inquiries = await scan(names.inquiries!);
    await eventually(async () => {
      for (const inquiry of inquiries) if (!(await inquiryPlaced(aws, String(inquiry.id)))) return undefined;
      return true;
    });
    return { inquiries, leads: await scan(names.leads!) };
  } finally {
    aws.destroy();
  }
}

/** Polls `probe` until it answers something other than undefined, or fails after `timeoutMs`. */
export const eventually = <T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> =>
  waitUntil('condition', probe, { timeoutMs, everyMs: 150 });

/**
 * Waits until what the tests did so far has run its course on the stack: every invocation started
 * before the call has finished, every stream record written before it has been handled, and what
 * those handlers wrote in turn (the control port's drain). A test that says nothing more
 * happened says so after this, never after a timer.
 */
export async function drained(): Promise<{ passes: number }> {
  const res = await fetch(`${localStack().controlUrl}/drain`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`The stack did not drain: ${res.status} ${await res.text()}`);
  return (await res.json()) as { passes: number };
}
