import http from 'node:http';
import net from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  DynamoDBClient,
  GetItemCommand,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { readBodyBytes, readJsonObject } from '../../lambdas/core/body';
import { HttpError, UNAVAILABLE_MESSAGE, errorResult } from '../../lambdas/core/http';
import { Refusal, refusalStatus, type RefusalKind } from '../../shared/refusal';
import { bodyLimit } from '../../shared/api-routes';

const event = {
  routeKey: 'POST /api/inquiries',
  requestContext: { requestId: 'req-1' },
} as unknown as APIGatewayProxyEventV2;

/** What a handler's call to DynamoDB throws when the endpoint behaves as `endpoint` does. */
async function sdkError(endpoint: string, options: { requestTimeout?: number } = {}): Promise<unknown> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    ...(options.requestTimeout
      ? {
          requestHandler: { requestTimeout: options.requestTimeout, throwOnRequestTimeout: true },
        }
      : {}),
  });
  try {
    await client.send(new GetItemCommand({ TableName: 'inquiries', Key: { id: { S: 'x' } } }));
    throw new Error('the call succeeded');
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
}

/** A loopback TCP server that treats each connection with `onSocket`; closed after `use`. */
async function withServer<T>(server: net.Server, use: (endpoint: string) => Promise<T>): Promise<T> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
  } finally {
    if ('closeAllConnections' in server) (server as http.Server).closeAllConnections();
    server.close();
  }
}

/** An AWS JSON error answer, as DynamoDB gives one. */
const awsAnswer = (status: number, type: string) =>
  http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: type }));
  });

// The Powertools logger writes error lines to stderr.
let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => logged.mockRestore());

function expectUnavailable(error: unknown) {
  const result = errorResult(error, event);
  expect(result.statusCode).toBe(503);
  expect(JSON.parse(result.body!)).toEqual({ message: UNAVAILABLE_MESSAGE });
  expect(result.headers).toMatchObject({
    'retry-after': '2',
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  return result;
}

function expectServerError(error: unknown) {
  const result = errorResult(error, event);
  expect(result.statusCode).toBe(500);
  expect(JSON.parse(result.body!)).toEqual({
    message: 'Something went wrong on our side. Please try again.',
  });
  expect(result.headers).not.toHaveProperty('retry-after');
}

describe('errorResult: a backend that cannot be reached is 503, after the SDK has retried', () => {
  /**
   * What the SDK throws in Node when the connection fails: Node's own error, kept as it is, with the
   * SDK's metadata (measured against a closed port and a server that resets or hangs up). Under
   * Jest the SDK cannot keep it (Node's errors come from another realm, so it wraps them and drops
   * the code), hence these are built here rather than provoked.
   */
  const nodeError = (name: string, code: string, message: string) =>
    Object.assign(new Error(message), { name, code, $metadata: { attempts: 3, totalRetryDelay: 90 } });

  it('connection refused (nothing listens on the endpoint)', () => {
    expectUnavailable(nodeError('Error', 'ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8000'));
  });

  it('connection reset, or hung up, by a backend that died mid-request', () => {
    expectUnavailable(nodeError('TimeoutError', 'ECONNRESET', 'connect ECONNRESET 127.0.0.1:8000'));
    expectUnavailable(nodeError('TimeoutError', 'ECONNRESET', 'socket hang up'));
    expectUnavailable(nodeError('Error', 'EPIPE', 'write EPIPE'));
  });

  it('a request that timed out', async () => {
    const error = await withServer(
      net.createServer(() => undefined),
      (endpoint) => sdkError(endpoint, { requestTimeout: 100 }),
    );
    expect(error).toMatchObject({ name: 'TimeoutError', code: 'ETIMEDOUT' });
    expectUnavailable(error);
  }, 15_000);

  it('the service says it is unavailable (503)', async () => {
    const error = await withServer(awsAnswer(503, 'ServiceUnavailable'), (endpoint) => sdkError(endpoint));
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 503 } });
    expectUnavailable(error);
  });

  it('DynamoDB’s own transient failure (500 InternalServerError)', async () => {
    const error = await withServer(awsAnswer(500, 'InternalServerError'), (endpoint) => sdkError(endpoint));
    expect(error).toMatchObject({ name: 'InternalServerError' });
    expectUnavailable(error);
  });

  it('throttling that outlasted the retries', () => {
    expectUnavailable(
      new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: { attempts: 4 } }),
    );
    expectUnavailable(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    expectUnavailable(Object.assign(new Error('Too many requests'), { name: 'TooManyRequestsException' }));
  });

  it('an error the SDK marks retryable', () => {
    expectUnavailable(Object.assign(new Error('transient'), { name: 'Whatever', $retryable: {} }));
  });

  it('a transaction cancelled because an item was throttled', () => {
    expectUnavailable(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
      }),
    );
  });

  it('a network failure wrapped in another error (fetch)', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    expectUnavailable(new TypeError('fetch failed', { cause }));
  });

  it('logs the failure without a stack trace, naming the route', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
      code: 'ECONNREFUSED',
      $metadata: { attempts: 3 },
    });
    expectUnavailable(error);
    const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toEqual({
      level: 'ERROR',
      timestamp: expect.any(String),
      service: expect.any(String),
      sampling_rate: 0,
      message: 'backend unavailable',
      requestId: 'req-1',
      route: 'POST /api/inquiries',
      error: {
        name: 'Error',
        message: 'connect ECONNREFUSED 127.0.0.1:8000',
        code: 'ECONNREFUSED',
        attempts: 3,
      },
    });
  });
});

describe('errorResult: everything else keeps its answer', () => {
  it('an HttpError says what it says', () => {
    const result = errorResult(new HttpError(404, 'No inquiry with this id.'), event);
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body!)).toEqual({ message: 'No inquiry with this id.' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('a refusal of the rules is answered with its kind’s status, and its details', () => {
    const details = [{ field: 'ownerSub', message: 'not an active staff member' }];
    const invalid = errorResult(
      new Refusal('invalid', 'ownerSub: not an active staff member', details),
      event,
    );
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(invalid.body!)).toEqual({ message: 'ownerSub: not an active staff member', details });
    const kinds = Object.keys(refusalStatus) as RefusalKind[];
    expect(kinds.map((kind) => errorResult(new Refusal(kind, 'No.'), event).statusCode)).toEqual(
      kinds.map((kind) => refusalStatus[kind]),
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('a 503 the handler decided on stays its own', () => {
    const result = errorResult(new HttpError(503, 'Down for maintenance.'), event);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Down for maintenance.' });
  });

  it('a refusal or a bug is a 500, not "try again"', async () => {
    const refused = await withServer(awsAnswer(400, 'ValidationException'), (endpoint) => sdkError(endpoint));
    expect(refused).toMatchObject({ name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
    expectServerError(refused);
    expectServerError(Object.assign(new Error('not allowed'), { name: 'AccessDeniedException' }));
    expectServerError(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    expectServerError(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    expectServerError(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expectServerError('a string');
    expectServerError(undefined);
  });

  it('logs an unexpected error with its stack', () => {
    expectServerError(new Error('boom'));
    const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as {
      message: string;
      error: { stack: string };
    };
    expect(line.message).toBe('unhandled error');
    expect(line.error.stack).toContain('boom');
  });
});

describe('a body is read within its route’s cap', () => {
  const withBody = (body: string, base64 = false) =>
    ({
      ...event,
      headers: { 'content-type': 'application/json' },
      body: base64 ? Buffer.from(body).toString('base64') : body,
      isBase64Encoded: base64,
    }) as unknown as APIGatewayProxyEventV2;
  const refusal = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
    }
    return 'read';
  };

  it('reads a body of exactly the cap, counted in bytes of UTF-8', () => {
    const cap = bodyLimit('postRequestMessage');
    // Three bytes a Tamil letter: the cap counts bytes, not characters.
    const frame = Buffer.byteLength('{"body":""}');
    const text = 'த'.repeat(Math.floor((cap - frame) / 3));
    const body = `{"body":"${text}"}${' '.repeat(cap - frame - text.length * 3)}`;
    expect(Buffer.byteLength(body)).toBe(cap);
    expect(readJsonObject(withBody(body), 'postRequestMessage')).toEqual({ body: text });
  });

  it('refuses a byte more with 413 and the cap in KB, before parsing', () => {
    const cap = bodyLimit('postRequestMessage');
    expect(refusal(() => readJsonObject(withBody(`{${' '.repeat(cap)}`), 'postRequestMessage'))).toEqual({
      status: 413,
      message: 'The request body is too large (16 KB at most).',
    });
    expect(
      refusal(() =>
        readBodyBytes(withBody('x'.repeat(bodyLimit('receiveWebhook') + 1), true), 'receiveWebhook'),
      ),
    ).toEqual({
      status: 413,
      message: 'The request body is too large (64 KB at most).',
    });
  });
});
