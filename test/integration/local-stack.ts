import { readFileSync } from 'node:fs';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

export interface StackAddresses {
  apiUrl: string;
  mailboxUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  cognitoProxyUrl: string;
  controlUrl: string;
  apiGatewayUrl: string;
  userPoolId: string;
  clientId: string;
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

export async function signIn(email: string, password: string) {
  const { status, json } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: localStack().clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
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
    if (res.status !== 429 || attempt === 40) return res;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 200 * Math.min(attempt, 5)));
  }
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

/** The inquiries and leads stored for an e-mail address (a scan: test data only). */
export async function storedWithEmail(email: string) {
  const aws = localAws();
  try {
    const names = localStack().tableNames;
    const scan = async (table: string) =>
      (
        await aws.documents.send(
          new ScanCommand({
            TableName: table,
            FilterExpression: 'email = :e',
            ExpressionAttributeValues: { ':e': email },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    return { inquiries: await scan(names.inquiries!), leads: await scan(names.leads!) };
  } finally {
    aws.destroy();
  }
}

/** Polls `probe` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 150));
  }
}
