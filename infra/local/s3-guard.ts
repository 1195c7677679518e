import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { IamGate } from './iam-gate';
import type { AwsCall } from './lambda-runtime';
import { s3Calls, s3FormCalls } from './wire-calls';

/**
 * In front of the S3 emulator (s3rver), which stores a browser upload whatever its policy says
 * and serves a download whatever its signature says: what S3 refuses, refused here too, with
 * S3's own XML error and status. Uploads by presigned POST must carry a policy that has not
 * expired, signed (SigV4) with a known key, whose every condition the form meets (the key, the
 * Content-Type, the size range, the bucket) and which names every field sent. Every other request
 * (the SDK's calls, presigned GETs) must carry a valid SigV4 signature, in its Authorization
 * header or its query, that has not expired. The browser may call it only from the site's own
 * origins (CORS), as the bucket's CORS rule allows in AWS.
 */

export interface S3GuardOptions {
  /** The emulator's address (read at each request: a restarted emulator keeps its port). */
  upstream: () => string;
  /** Access key id to secret key: who may sign. */
  credentials: Readonly<Record<string, string>>;
  /** Origins a browser may call from (the site's); an empty list allows none. */
  allowedOrigins: readonly string[];
  now?: () => Date;
  /**
   * IAM: the signer of each request (or of an upload form's policy) must be allowed the call by
   * its statements (iam-gate.ts), as S3 authorizes a presigned request as whoever signed it.
   */
  gate?: IamGate;
}

/** An S3 refusal: its status, code and message, as S3 writes them. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, string>;
}

const refuse = (
  status: number,
  code: string,
  message: string,
  extra?: Record<string, string>,
): S3Refusal => ({
  status,
  code,
  message,
  ...(extra ? { extra } : {}),
});

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function errorXml(refusal: S3Refusal): string {
  const extra = Object.entries(refusal.extra ?? {})
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  const id = randomBytes(8).toString('hex').toUpperCase();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message>${extra}<RequestId>${id}</RequestId><HostId>local</HostId></Error>`;
}

const SIGNATURE_MISMATCH = (): S3Refusal =>
  refuse(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** SigV4's signing key for a day, region and service. */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `<key>/<yyyymmdd>/<region>/<service>/aws4_request`, split; undefined when malformed. */
function parseCredential(credential: string | undefined, service = 's3') {
  const parts = (credential ?? '').split('/');
  if (parts.length !== 5 || parts[3] !== service || parts[4] !== 'aws4_request') return undefined;
  const [accessKey, date, region] = parts as [string, string, string];
  if (!/^\d{8}$/.test(date)) return undefined;
  return { accessKey, date, region, scope: parts.slice(1).join('/') };
}

/** `20260101T000000Z` as a Date; undefined when malformed. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

// ---------------------------------------------------------------------------------------------
// Presigned POST (browser uploads)

export type PolicyCondition =
  Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

/** Form fields the policy need not name, as S3 lists them. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * S3's verdict on a presigned POST's form: undefined when S3 would store the file. `fields` are
 * the text fields (names as sent), `fileSize` the file's length in bytes.
 */
export function checkPresignedPost(input: {
  bucket: string;
  fields: Readonly<Record<string, string>>;
  fileSize: number | undefined;
  credentials: Readonly<Record<string, string>>;
  now: Date;
}): S3Refusal | undefined {
  const { bucket, credentials, now } = input;
  const fields = new Map(Object.entries(input.fields).map(([k, v]) => [k.toLowerCase(), v]));
  if (input.fileSize === undefined) {
    return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', {
      ArgumentName: 'file',
      ArgumentValue: '0',
    });
  }
  const policyB64 = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (!policyB64 || !signature) {
    // Without a policy the POST is anonymous, and the bucket is private.
    return refuse(403, 'AccessDenied', 'Access Denied');
  }
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    return refuse(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported for x-amz-algorithm.', {
      ArgumentName: 'x-amz-algorithm',
    });
  }
  const credential = parseCredential(fields.get('x-amz-credential'));
  if (!credential) {
    return refuse(400, 'InvalidArgument', 'Invalid x-amz-credential.', { ArgumentName: 'x-amz-credential' });
  }
  const secret = credentials[credential.accessKey];
  if (secret === undefined) {
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: credential.accessKey,
      },
    );
  }
  // The signature is the HMAC of the base64 policy itself, under the day's signing key.
  const expected = createHmac('sha256', signingKey(secret, credential.date, credential.region, 's3'))
    .update(policyB64, 'utf8')
    .digest('hex');
  if (!sameHex(expected, signature.toLowerCase())) return SIGNATURE_MISMATCH();

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : NaN;
  if (Number.isNaN(expiration)) {
    return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing expiration.');
  }
  if (expiration < now.getTime()) {
    return refuse(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  }
  if (!Array.isArray(policy.conditions)) {
    return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing conditions.');
  }
  // The bucket is a field of the form for the policy's purposes, whether sent or not.
  const values = new Map(fields);
  values.set('bucket', bucket);
  const named = new Set<string>();
  for (const raw of policy.conditions as PolicyCondition[]) {
    const failed = () =>
      refuse(
        403,
        'AccessDenied',
        `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(raw)}`,
      );
    if (Array.isArray(raw)) {
      const [op, a, b] = raw;
      if (op === 'content-length-range') {
        const [min, max] = [Number(a), Number(b)];
        if (input.fileSize > max) {
          return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
            ProposedSize: String(input.fileSize),
            MaxSizeAllowed: String(max),
          });
        }
        if (input.fileSize < min) {
          return refuse(
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed size',
            {
              ProposedSize: String(input.fileSize),
              MinSizeAllowed: String(min),
            },
          );
        }
        continue;
      }
      const name = String(a).replace(/^\$/, '').toLowerCase();
      named.add(name);
      const value = values.get(name);
      if (op === 'eq' && value !== String(b)) return failed();
      if (op === 'starts-with' && !(value ?? '').startsWith(String(b))) return failed();
      if (op !== 'eq' && op !== 'starts-with') {
        return refuse(
          400,
          'InvalidPolicyDocument',
          `Invalid Policy: Invalid Condition: ${JSON.stringify(raw)}`,
        );
      }
    } else if (raw && typeof raw === 'object') {
      for (const [k, v] of Object.entries(raw)) {
        const name = k.toLowerCase();
        named.add(name);
        if (values.get(name) !== String(v)) return failed();
      }
    } else {
      return refuse(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid Condition.');
    }
  }
  const extra = [...fields.keys()].filter(
    (k) => !EXEMPT_FIELDS.has(k) && !k.startsWith('x-ignore-') && !named.has(k),
  );
  if (extra.length) {
    return refuse(
      403,
      'AccessDenied',
      `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`,
    );
  }
  return undefined;
}

/**
 * A multipart/form-data body's text fields, and its file's size (undefined: no file part).
 * `duplicates` names the fields sent more than once (names compared without case, as S3 reads
 * them): S3 reads one `key` whatever its case, and the emulator behind this guard another, so a
 * form with `Key` and `key` could pass the check with one and be stored under the other.
 */
export function parseForm(
  body: Buffer,
  contentType: string,
): { fields: Record<string, string>; fileSize?: number; duplicates?: string[] } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]!.trim()}`);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const duplicates: string[] = [];
  let fileSize: number | undefined;
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF, then the next delimiter.
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined) {
        // The file is the part named 'file'; S3 ignores any field after it.
        if (name.toLowerCase() === 'file') {
          fileSize = content.length;
          break;
        }
        if (seen.has(name.toLowerCase())) duplicates.push(name);
        seen.add(name.toLowerCase());
        fields[name] = content.toString('utf8');
      }
    }
    at = next;
  }
  return {
    fields,
    ...(fileSize === undefined ? {} : { fileSize }),
    ...(duplicates.length ? { duplicates } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// SigV4-signed requests (the SDK's calls, presigned GETs)

/** RFC 3986 encoding, as SigV4 canonicalizes query strings. */
const strictEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, '%20'));
  } catch {
    return s;
  }
};

export interface SignedRequest {
  method: string;
  /** Path and query as sent (`/bucket/key?X-Amz-...`). */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The access key a request was signed with (its header's or its query's), unchecked. */
export function signerOf(req: SignedRequest): string | undefined {
  const header = req.headers.authorization;
  const authorization = Array.isArray(header) ? header[0] : header;
  const fromHeader = /Credential=([^/,\s]+)\//.exec(authorization ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const query = new URL(req.url, 'http://signed').searchParams.get('X-Amz-Credential');
  return query?.split('/')[0] || undefined;
}

/**
 * The verdict on a request that must be signed (every request to S3 but a presigned POST; every
 * request to the other services): undefined when the signature is valid and current. S3 is the
 * default; another service (`dynamodb`, `ses`, ...) signs the hash of its body, and its
 * refusals are mapped to its own error shape by the caller.
 */
export function checkSignedRequest(
  req: SignedRequest,
  credentials: Readonly<Record<string, string>>,
  now: Date,
  options: { service?: string; body?: Buffer } = {},
): S3Refusal | undefined {
  const service = options.service ?? 's3';
  const [path, rawQuery = ''] = req.url.split(/\?(.*)/s) as [string, string?];
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=');
      return i === -1 ? [decode(p), ''] : [decode(p.slice(0, i)), decode(p.slice(i + 1))];
    }) as [string, string][];
  const query = new Map(pairs);
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : v;
  };
  const authorization = header('authorization');
  const presigned = query.has('X-Amz-Signature');
  if (!authorization && !presigned) return refuse(403, 'AccessDenied', 'Access Denied');

  let credential: ReturnType<typeof parseCredential>;
  let signedHeaders: string[];
  let signature: string;
  let amzDate: Date | undefined;
  let amzDateRaw: string;
  let payloadHash: string;
  if (presigned) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
      return refuse(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
      );
    }
    credential = parseCredential(query.get('X-Amz-Credential'), service);
    signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    signature = query.get('X-Amz-Signature') ?? '';
    amzDateRaw = query.get('X-Amz-Date') ?? '';
    amzDate = parseAmzDate(amzDateRaw);
    payloadHash = query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const expires = Number(query.get('X-Amz-Expires'));
    if (!credential || !amzDate || !Number.isInteger(expires) || !signedHeaders.includes('host')) {
      return refuse(
        400,
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    }
    if (expires < 1 || expires > 604800) {
      return refuse(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be less than a week (in seconds) that is 604800',
      );
    }
    if (amzDate.getTime() + expires * 1000 < now.getTime()) {
      return refuse(403, 'AccessDenied', 'Request has expired', {
        'X-Amz-Expires': String(expires),
        Expires: new Date(amzDate.getTime() + expires * 1000).toISOString(),
        ServerTime: now.toISOString(),
      });
    }
  } else {
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
        authorization!.trim(),
      );
    if (!m) {
      return refuse(400, 'InvalidArgument', 'Unsupported Authorization Type', {
        ArgumentName: 'Authorization',
      });
    }
    credential = parseCredential(m[1], service);
    signedHeaders = m[2]!.split(';');
    signature = m[3]!;
    amzDateRaw = header('x-amz-date') ?? '';
    amzDate = parseAmzDate(amzDateRaw);
    // S3 sends the payload's hash in a header; the other services sign the body's own hash.
    payloadHash =
      header('x-amz-content-sha256') ??
      (service === 's3'
        ? ''
        : createHash('sha256')
            .update(options.body ?? Buffer.alloc(0))
            .digest('hex'));
    if (!credential || !amzDate) {
      return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    }
    if (!payloadHash) {
      return refuse(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    }
    // S3 refuses a signed request whose time is more than 15 minutes from its own.
    if (Math.abs(amzDate.getTime() - now.getTime()) > 15 * 60_000) {
      return refuse(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
  }
  const secret = credentials[credential.accessKey];
  if (secret === undefined) {
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: credential.accessKey,
      },
    );
  }
  const canonicalQuery = pairs
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [strictEncode(k), strictEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = [...signedHeaders]
    .sort()
    .map((h) => `${h}:${(header(h) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    // S3 signs the path as sent (encoded once, never normalized).
    path || '/',
    canonicalQuery,
    canonicalHeaders,
    [...signedHeaders].sort().join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDateRaw, credential.scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const expected = createHmac('sha256', signingKey(secret, credential.date, credential.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return sameHex(expected, signature.toLowerCase()) ? undefined : SIGNATURE_MISMATCH();
}

// ---------------------------------------------------------------------------------------------
// Multipart uploads (s3rver joins any parts; S3 refuses small ones)

/** S3's smallest part of a multipart upload, except its last. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** The parts a CompleteMultipartUpload body names, in its order. */
export function completedParts(xml: string): { partNumber: number; etag: string }[] {
  return [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
    partNumber: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(m[1]!)?.[1] ?? NaN),
    etag: /<ETag>([^<]*)<\/ETag>/.exec(m[1]!)?.[1] ?? '',
  }));
}

/**
 * S3's verdict on completing a multipart upload: the parts must be named in ascending order, and
 * every one but the last must hold at least 5 MiB. `sizes`: the stored parts' sizes by number.
 */
export function checkCompletedParts(
  parts: readonly { partNumber: number; etag: string }[],
  sizes: ReadonlyMap<number, number>,
): S3Refusal | undefined {
  for (let i = 1; i < parts.length; i++) {
    if (!(parts[i]!.partNumber > parts[i - 1]!.partNumber)) {
      return refuse(
        400,
        'InvalidPartOrder',
        'The list of parts was not in ascending order. The parts list must be specified in order by part number.',
      );
    }
  }
  for (const [i, part] of parts.entries()) {
    const size = sizes.get(part.partNumber);
    if (size === undefined) {
      return refuse(
        400,
        'InvalidPart',
        "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
        { UploadId: '', PartNumber: String(part.partNumber), ETag: part.etag },
      );
    }
    if (i < parts.length - 1 && size < MIN_PART_BYTES) {
      return refuse(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', {
        ProposedSize: String(size),
        MinSizeAllowed: String(MIN_PART_BYTES),
        PartNumber: String(part.partNumber),
        ETag: part.etag,
      });
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The proxy

/** What the guard buffers of one upload at most; S3's own form limit is 5 GB, ours 25 MB. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT'];
const CORS_REFUSED =
  "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.";

export function createS3Guard(options: S3GuardOptions): http.Server {
  const now = options.now ?? (() => new Date());
  const allowed = new Set(options.allowedOrigins);
  const corsHeaders = (req: http.IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'ETag, x-amz-version-id',
      vary: 'Origin',
    };
  };
  const send = (req: http.IncomingMessage, res: http.ServerResponse, refusal: S3Refusal) => {
    res.writeHead(refusal.status, { 'content-type': 'application/xml', ...corsHeaders(req) });
    res.end(req.method === 'HEAD' ? undefined : errorXml(refusal));
  };

  const authorized = (signer: string, calls: AwsCall[]): S3Refusal | undefined => {
    const denied = options.gate?.authorize(signer, calls);
    return denied && refuse(403, 'AccessDenied', denied.message);
  };

  // The size of each stored part of each multipart upload under way, by upload id.
  const partSizes = new Map<string, Map<number, number>>();

  return http.createServer((req, res) => {
    const origin = req.headers.origin;
    // A browser's preflight: only the site's origins, only the methods the CORS rule names.
    if (req.method === 'OPTIONS') {
      const method = String(req.headers['access-control-request-method'] ?? '');
      if (!origin || !allowed.has(origin) || !CORS_METHODS.includes(method)) {
        return send(
          req,
          res,
          refuse(403, 'AccessForbidden', CORS_REFUSED, { Method: method, ResourceType: 'OBJECT' }),
        );
      }
      res.writeHead(200, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS_METHODS.join(', '),
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
        'access-control-max-age': '3000',
        vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
      });
      return void res.end();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BUFFERED_BYTES) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const url = req.url ?? '/';
        const contentType = String(req.headers['content-type'] ?? '');
        const isFormPost = req.method === 'POST' && /^multipart\/form-data/i.test(contentType);
        if (tooLarge) {
          return send(
            req,
            res,
            refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'),
          );
        }
        let refusal: S3Refusal | undefined;
        if (isFormPost) {
          const bucket = decode(url.split('?')[0]!.split('/')[1] ?? '');
          let form: ReturnType<typeof parseForm>;
          try {
            form = parseForm(body, contentType);
          } catch {
            return send(
              req,
              res,
              refuse(
                400,
                'MalformedPOSTRequest',
                'The body of your POST request is not well-formed multipart/form-data.',
              ),
            );
          }
          if (form.duplicates) {
            return send(
              req,
              res,
              refuse(
                400,
                'InvalidArgument',
                `POST form fields must be unique; sent more than once: ${form.duplicates.join(', ')}`,
                {
                  ArgumentName: form.duplicates[0]!,
                },
              ),
            );
          }
          refusal = checkPresignedPost({
            bucket,
            fields: form.fields,
            fileSize: form.fileSize,
            credentials: options.credentials,
            now: now(),
          });
          const fields = new Map(Object.entries(form.fields).map(([k, v]) => [k.toLowerCase(), v]));
          const signer = fields.get('x-amz-credential')?.split('/')[0] ?? '';
          refusal ??= authorized(signer, s3FormCalls(bucket, fields));
        } else {
          const signed = { method: req.method ?? 'GET', url, headers: req.headers };
          refusal = checkSignedRequest(signed, options.credentials, now());
          refusal ??= authorized(signerOf(signed) ?? '', s3Calls(signed.method, url, req.headers));
        }
        if (refusal) return send(req, res, refusal);
        // A signed body must be the one signed: S3 compares its hash with the header's.
        const declared = String(req.headers['x-amz-content-sha256'] ?? '');
        if (!isFormPost && /^[0-9a-f]{64}$/.test(declared)) {
          const actual = createHash('sha256').update(body).digest('hex');
          if (actual !== declared) {
            return send(
              req,
              res,
              refuse(
                400,
                'XAmzContentSHA256Mismatch',
                "The provided 'x-amz-content-sha256' header does not match what was computed.",
              ),
            );
          }
        }

        const query = new URL(url, 'http://guard').searchParams;
        const uploadId = query.get('uploadId');
        if (uploadId && req.method === 'POST') {
          const refused = checkCompletedParts(
            completedParts(body.toString('utf8')),
            partSizes.get(uploadId) ?? new Map(),
          );
          if (refused) {
            if (refused.extra?.UploadId === '') refused.extra.UploadId = uploadId;
            return send(req, res, refused);
          }
        }

        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && k !== 'content-length' && k !== 'origin') headers[k] = v;
        }
        let answer: Response;
        try {
          answer = await fetch(options.upstream() + url, {
            method: req.method,
            headers,
            body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
            redirect: 'manual',
          });
        } catch {
          return void res.destroy();
        }
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (
            !name.startsWith('access-control-') &&
            name !== 'content-encoding' &&
            name !== 'transfer-encoding' &&
            name !== 'connection' &&
            name !== 'content-length'
          ) {
            out[name] = value;
          }
        });
        const payload = Buffer.from(await answer.arrayBuffer());
        if (uploadId && answer.ok) {
          if (req.method === 'PUT' && query.has('partNumber')) {
            const sizes = partSizes.get(uploadId) ?? new Map<number, number>();
            sizes.set(Number(query.get('partNumber')), body.length);
            partSizes.set(uploadId, sizes);
          } else if (req.method === 'POST') partSizes.delete(uploadId);
        }
        res.writeHead(answer.status, { ...out, ...corsHeaders(req) });
        res.end(req.method === 'HEAD' ? undefined : payload);
      })().catch(() => res.destroy());
    });
  });
}
