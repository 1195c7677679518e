import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { firm } from '../../shared/firm';
import { isRecordId } from '../../shared/record-id';
import { Refusal, refusalStatus, validationError } from '../../shared/refusal';
import { log } from '../runtime/observability';

export type HttpResult = APIGatewayProxyStructuredResultV2;

/** An error whose message is safe to show the caller, with the status it is answered with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function json(statusCode: number, body: unknown): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** What a caller is told while a backend cannot be reached or is throttling: the truth, and to retry. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a caller should wait before retrying after a 503 (the SDK has already retried). */
export const RETRY_AFTER_SECONDS = 2;

/** Node's codes for a connection that could not be made, or was cut or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * The SDK's name for a call that timed out or lost its connection, and the AWS services' names
 * for throttling and for their own transient failures (DynamoDB, Cognito, SES).
 */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
]);

interface AwsErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number; attempts?: number };
  CancellationReasons?: { Code?: string }[];
}

/**
 * True when a call to a backend failed because the backend could not be reached, timed out, or
 * refused for load, after the SDK's own retries: an error the caller may simply retry. Looks
 * through `cause` too (fetch and wrapped errors).
 */
function isUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as AwsErrorShape;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  // An error the service models as retryable (throttling, a transient fault) that outlasted the retries.
  if (typeof e.$retryable === 'object' && e.$retryable !== null) return true;
  const status = e.$metadata?.httpStatusCode;
  if (status === 502 || status === 503 || status === 504) return true;
  // A transaction DynamoDB cancelled because an item was throttled.
  if (
    e.name === 'TransactionCanceledException' &&
    e.CancellationReasons?.some((r) => r.Code === 'ThrottlingError')
  ) {
    return true;
  }
  return isUnavailable(e.cause, depth + 1);
}

const describeError = (error: unknown) =>
  error instanceof Error
    ? {
        name: error.name,
        message: error.message,
        code: (error as AwsErrorShape).code,
        attempts: (error as AwsErrorShape).$metadata?.attempts,
      }
    : String(error);

/**
 * The one place that maps errors to responses: an HttpError says what it says, and a Refusal (the
 * domain's and the use cases', shared/refusal.ts) is answered with its kind's status; a backend
 * that is unreachable or throttling (after the SDK's retries) is 503 with Retry-After; anything
 * else is a 500 that tells the caller nothing and logs the detail.
 */
export function errorResult(error: unknown, event: APIGatewayProxyEventV2): HttpResult {
  if (error instanceof HttpError || error instanceof Refusal) {
    const status = error instanceof HttpError ? error.statusCode : refusalStatus[error.kind];
    return json(status, {
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    });
  }
  const context = { requestId: event.requestContext?.requestId, route: event.routeKey };
  if (isUnavailable(error)) {
    log('error', 'backend unavailable', { ...context, error: describeError(error) });
    const result = json(503, { message: UNAVAILABLE_MESSAGE });
    return { ...result, headers: { ...result.headers, 'retry-after': String(RETRY_AFTER_SECONDS) } };
  }
  log('error', 'unhandled error', {
    ...context,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
  return json(500, { message: 'Something went wrong on our side. Please try again.' });
}

/** The raw request body as bytes (API Gateway base64-encodes binary bodies). */
export function bodyBytes(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(event.headers ?? {})) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

/** What a shared zod schema's `safeParse` answers (the schema itself is the route's own). */
export interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** `value` as `schema` reads it; else 400 naming the first field that fails (validationError). */
export function parseWith<T>(schema: Schema<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/** The request's query string as the route's schema reads it (an absent one is empty). */
export const parseQuery = <T>(event: APIGatewayProxyEventV2, schema: Schema<T>): T =>
  parseWith(schema, event.queryStringParameters ?? {});

/** The path parameter `name` when it can be a record's id; otherwise 404 with `notFound`. */
export function pathId(event: APIGatewayProxyEventV2, name: string, notFound: string): string {
  const value = event.pathParameters?.[name];
  if (!isRecordId(value)) throw new HttpError(404, notFound);
  return value;
}

/**
 * The origin for links in e-mails: the caller's own when it is the firm's site or a loopback
 * address (the local stack), else the firm's. A forged Origin header cannot plant another host.
 */
export function siteOrigin(event: APIGatewayProxyEventV2): string {
  const origin = header(event, 'origin');
  if (!origin) return firm.siteUrl;
  const allowed = [firm.siteUrl, ...(process.env.SITE_ORIGINS ?? '').split(',').filter(Boolean)];
  return allowed.includes(origin) || /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin)
    ? origin
    : firm.siteUrl;
}
