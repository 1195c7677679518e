import { createHash, createHmac } from 'node:crypto';
import { Client } from '@smithy/core/client';
import { Hash, streamCollector } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { createScope, getSigningKey, SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from './env-credentials';

/**
 * A small signed-HTTP client for the few S3 and SES calls the functions make, built from the same
 * smithy parts the SDK's clients use (SigV4 signer, Node HTTP handler, credentials from the
 * environment) without their generated serializers and middleware: `@aws-sdk/client-s3` alone
 * adds about 270 KB to a bundle and a third to a cold start (docs/decisions/0052).
 *
 * It extends smithy's `Client`, so a call goes through `Client.prototype.send` as an SDK
 * command does, with the operation's name and input (the local stack's IAM check reads them).
 */

/** What a call answered: status, headers (lower-case names) and body. */
export interface AwsResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface AwsRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** The path, already URI-encoded (`encodePath`). */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface AwsServiceOptions {
  /** The SDK's service id (the local IAM check maps calls by it): 'S3', 'SESv2'. */
  serviceId: string;
  /** The name requests are signed for: 's3', 'ses'. */
  signingName: string;
  /** `AWS_ENDPOINT_URL_<NAME>`, which points a service at a local stand-in. */
  endpointVariable: string;
  /** The AWS endpoint for a region. */
  awsEndpoint: (region: string) => string;
  /** Tries per call (1: the caller owns retries). */
  maxAttempts?: number;
  connectionTimeout?: number;
  requestTimeout?: number;
  /** S3 signs the path as sent and wants the payload's hash in a header. */
  s3?: boolean;
}

/** One call: its operation name and input as the SDK's command would carry them. */
class Operation<T> {
  constructor(
    readonly operation: string,
    readonly input: Record<string, unknown>,
    private readonly run: () => Promise<T>,
  ) {}
  resolveMiddleware() {
    return async () => ({ output: await this.run() });
  }
}

/** RFC 3986 encoding, as SigV4 and S3 keys need it. */
export const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A path of encoded segments; the slashes kept. */
export const encodePath = (...segments: string[]) =>
  `/${segments.map((s) => s.split('/').map(encodeRfc3986).join('/')).join('/')}`;

const sha256 = Hash.bind(null, 'sha256');
const utf8 = new TextEncoder();
const iso8601 = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Names of errors worth another try, as the SDK's retry strategy lists them: throttling and time-outs. */
const RETRYABLE = new Set([
  'LimitExceededException',
  'PriorRequestNotComplete',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalError',
]);

export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode: number; attempts: number };
  constructor(name: string, message: string, status: number, attempts: number) {
    super(message);
    this.name = name;
    this.$fault = status >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: status, attempts };
  }
}

/** The error a failed answer names: S3's XML `<Code>`, a JSON `__type`/`code`, else the status. */
export function errorOf(response: AwsResponse, attempts: number): AwsServiceError {
  const text = new TextDecoder().decode(response.body);
  const xml = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(text)?.[1];
  let name = response.headers['x-amzn-errortype']?.split(':')[0];
  let message: string | undefined;
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      name ??=
        String(json.__type ?? json.code ?? json.Code ?? '')
          .split('#')
          .pop() || undefined;
      message = String(json.message ?? json.Message ?? '');
    } catch {
      // Not JSON after all: the status names it below.
    }
  } else if (text.includes('<Error>')) {
    name = xml('Code') ?? name;
    message = xml('Message');
  }
  const byStatus: Record<number, string> = {
    403: 'Forbidden',
    404: 'NotFound',
    429: 'TooManyRequestsException',
  };
  name ||= byStatus[response.status] ?? `Http${response.status}`;
  return new AwsServiceError(
    name,
    decodeXml(message || `${name} (HTTP ${response.status})`),
    response.status,
    attempts,
  );
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const decodeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : XML_ENTITIES[e.toLowerCase()]!,
  );

export class AwsRestClient extends Client<object, never, never, never> {
  private readonly handler: NodeHttpHandler;
  private readonly credentials = defaultProvider();
  private signerFor?: SignatureV4;

  constructor(private readonly service: AwsServiceOptions) {
    super({ serviceId: service.serviceId } as never);
    this.handler = new NodeHttpHandler({
      connectionTimeout: service.connectionTimeout ?? 3000,
      requestTimeout: service.requestTimeout ?? 10_000,
      // Without it the handler only warns when the time is up, and a service that accepts the
      // connection but never answers holds the call until the function itself times out.
      throwOnRequestTimeout: true,
    });
  }

  get region(): string {
    const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
    if (!region) throw new Error('AWS_REGION is not set');
    return region;
  }

  /** The service's base URL: the local stand-in's when its variable is set, else AWS's. */
  get endpoint(): URL {
    const local = process.env[this.service.endpointVariable] ?? process.env.AWS_ENDPOINT_URL;
    return new URL(local || this.service.awsEndpoint(this.region));
  }

  get isLocal(): boolean {
    return Boolean(process.env[this.service.endpointVariable] ?? process.env.AWS_ENDPOINT_URL);
  }

  private get signer(): SignatureV4 {
    this.signerFor ??= new SignatureV4({
      service: this.service.signingName,
      region: this.region,
      credentials: this.credentials,
      sha256,
      uriEscapePath: !this.service.s3,
      applyChecksum: false,
    });
    return this.signerFor;
  }

  private httpRequest(base: URL, request: AwsRequest): HttpRequest {
    const body = typeof request.body === 'string' ? utf8.encode(request.body) : request.body;
    const basePath = base.pathname.replace(/\/$/, '');
    return new HttpRequest({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port ? Number(base.port) : undefined,
      method: request.method,
      path: `${basePath}${request.path}` || '/',
      query: request.query ?? {},
      headers: {
        host: base.host,
        ...(body ? { 'content-length': String(body.byteLength) } : {}),
        ...(this.service.s3
          ? {
              'x-amz-content-sha256': createHash('sha256')
                .update(body ?? new Uint8Array())
                .digest('hex'),
            }
          : {}),
        ...request.headers,
      },
      ...(body ? { body } : {}),
    });
  }

  /** Sends one operation (`name` and `input` as the SDK's command has them); throws on a failed answer. */
  call<T>(
    name: string,
    input: Record<string, unknown>,
    request: AwsRequest & { base?: URL; once?: boolean },
    read: (response: AwsResponse) => T,
  ): Promise<T> {
    return this.send(new Operation(name, input, () => this.exchange(request).then(read)) as never);
  }

  /**
   * A JSON call: a REST path (SES v2) or, with `target`, the JSON-RPC protocol of services such
   * as Cognito (POST / with `X-Amz-Target`). Answers the parsed body ({} when empty).
   */
  json<T = Record<string, unknown>>(
    operation: string,
    input: Record<string, unknown>,
    at: { method?: 'GET' | 'POST'; path?: string; target?: string; once?: boolean },
  ): Promise<T> {
    const method = at.method ?? 'POST';
    const headers: Record<string, string> = at.target
      ? { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${at.target}.${operation}` }
      : { 'content-type': 'application/json' };
    return this.call(
      operation,
      input,
      {
        method,
        path: at.path ?? '/',
        once: at.once,
        ...(method === 'POST' ? { headers, body: JSON.stringify(input) } : {}),
      },
      ({ body }) => (body.length ? JSON.parse(new TextDecoder().decode(body)) : {}) as T,
    );
  }

  private async exchange(request: AwsRequest & { base?: URL; once?: boolean }): Promise<AwsResponse> {
    // `once`: a call that must not be repeated blindly (a create whose answer was lost would
    // then be refused as a duplicate of itself).
    const attempts = request.once ? 1 : (this.service.maxAttempts ?? 3);
    for (let attempt = 1; ; attempt++) {
      let response: AwsResponse;
      try {
        const signed = await this.signer.sign(this.httpRequest(request.base ?? this.endpoint, request));
        const { response: raw } = await this.handler.handle(signed as HttpRequest);
        // Read even a HEAD's empty body: a kept-alive connection is free again only once it is.
        const body = await streamCollector(raw.body);
        response = { status: raw.statusCode, headers: raw.headers, body };
      } catch (error) {
        // The connection failed or timed out: the SDK's retry strategy tries again too.
        if (attempt >= attempts) throw error;
        await backoff(attempt);
        continue;
      }
      if (response.status < 300) return response;
      const error = errorOf(response, attempt);
      if (attempt >= attempts || !(response.status >= 500 || RETRYABLE.has(error.name))) throw error;
      await backoff(attempt);
    }
  }

  /** A URL anyone may use until it expires, signed for this request (S3's presigned GET). */
  async presign(request: AwsRequest & { base?: URL }, expiresIn: number): Promise<string> {
    const unsigned = this.httpRequest(request.base ?? this.endpoint, request);
    // As the SDK's presigner writes it (the header becomes a query parameter of that name).
    delete unsigned.headers['x-amz-content-sha256'];
    unsigned.headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD';
    const signed = await this.signer.presign(unsigned, { expiresIn });
    const query = Object.entries(signed.query ?? {})
      .map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(String(v))}`)
      .join('&');
    const port = signed.port ? `:${signed.port}` : '';
    return `${signed.protocol}//${signed.hostname}${port}${signed.path}?${query}`;
  }

  /**
   * A POST policy signed for S3 (a browser upload form): the policy's fields and signature, with
   * the conditions given and the signing fields themselves, valid for `expiresSeconds`.
   */
  async signPolicy(input: {
    bucket: string;
    key: string;
    fields: Record<string, string>;
    conditions: unknown[];
    expiresSeconds: number;
    now: Date;
  }): Promise<Record<string, string>> {
    const credentials = await this.credentials();
    const signingDate = iso8601(input.now).replace(/[-:]/g, '');
    const day = signingDate.slice(0, 8);
    const fields: Record<string, string> = {
      ...input.fields,
      bucket: input.bucket,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${credentials.accessKeyId}/${createScope(day, this.region, this.service.signingName)}`,
      'X-Amz-Date': signingDate,
      ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    };
    const policy = Buffer.from(
      JSON.stringify({
        expiration: iso8601(new Date(input.now.getTime() + input.expiresSeconds * 1000)),
        conditions: [
          ...input.conditions,
          ...Object.entries(fields).map(([k, v]) => ({ [k]: v })),
          { key: input.key },
        ],
      }),
      'utf8',
    ).toString('base64');
    const key = await getSigningKey(sha256, credentials, day, this.region, this.service.signingName);
    const signature = createHmac('sha256', key).update(policy, 'utf8').digest('hex');
    return { ...fields, key: input.key, Policy: policy, 'X-Amz-Signature': signature };
  }
}

/** 100 ms, 200 ms, ... with jitter, as the SDK's standard retry waits. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** (attempt - 1) + 20));
