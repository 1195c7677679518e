import { callsOf, localArns, type AwsCall } from './lambda-runtime';

/**
 * The IAM calls a request on the wire needs, for the endpoints' checks (iam-gate.ts): the
 * operation is read from the request as each service's protocol names it, then authorized as
 * the in-process check does (callsOf).
 */

type Input = Record<string, unknown>;

/**
 * A request's JSON body for working out what it asks for; `{}` when it is not JSON (the service
 * behind the endpoint then refuses it in its own words).
 */
export function bodyInput(body: Buffer): Input {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Input) : {};
  } catch {
    return {};
  }
}

/** DynamoDB, Cognito and Secrets Manager (JSON protocols): the operation is in X-Amz-Target. */
export function jsonProtocolCalls(
  serviceId: 'DynamoDB' | 'Cognito Identity Provider' | 'Secrets Manager',
  target: string,
  input: Input,
): AwsCall[] {
  const operation = target.slice(target.lastIndexOf('.') + 1);
  // Cognito's public operations (sign-in, sign-up, a user's own calls with an access token) are
  // not IAM-authorized; the ones IAM authorizes name the user pool.
  if (serviceId === 'Cognito Identity Provider' && input.UserPoolId === undefined) return [];
  return callsOf(serviceId, operation, input, localArns);
}

/** SES v2 (REST): the operation by method and path, for the paths the product calls. */
export function sesCalls(method: string, url: string, input: Input): AwsCall[] {
  const path = url.split('?')[0]!;
  if (method === 'POST' && path === '/v2/email/outbound-emails')
    return callsOf('SESv2', 'SendEmail', input, localArns);
  if (method === 'GET' && path === '/v2/email/account')
    return callsOf('SESv2', 'GetAccount', input, localArns);
  // Anything else names its path, so a policy that does not expect it refuses it.
  return [{ action: `ses:${method} ${path}`, resource: '*' }];
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * S3 (REST, path-style as the local endpoint is addressed): the operation by method, path,
 * query and copy header. A request for a given version needs the version's own action
 * (s3:GetObjectVersion, s3:GetObjectVersionTagging, s3:DeleteObjectVersion), as S3 authorizes it.
 */
export function s3Calls(method: string, url: string, headers: Readonly<Record<string, unknown>>): AwsCall[] {
  const [rawPath, rawQuery = ''] = url.split(/\?(.*)/s) as [string, string?];
  const query = new URLSearchParams(rawQuery);
  const [, bucket = '', ...rest] = rawPath.split('/');
  const key = decode(rest.join('/'));
  const bucketArn = `arn:aws:s3:::${decode(bucket)}`;
  const objectArn = `${bucketArn}/${key}`;
  const versioned = query.has('versionId');
  const call = (action: string, resource = objectArn): AwsCall => ({ action: `s3:${action}`, resource });
  if (!key) {
    // The bucket itself: HEAD and listing are s3:ListBucket.
    if (method === 'HEAD' || (method === 'GET' && !query.has('cors'))) return [call('ListBucket', bucketArn)];
    return [call(`${method} bucket?${rawQuery}`, bucketArn)];
  }
  if (query.has('tagging')) {
    if (method === 'GET') return [call(versioned ? 'GetObjectVersionTagging' : 'GetObjectTagging')];
    if (method === 'PUT') return [call(versioned ? 'PutObjectVersionTagging' : 'PutObjectTagging')];
  }
  if (query.has('uploadId') && method === 'DELETE') return [call('AbortMultipartUpload')];
  // A multipart upload's steps are authorized as s3:PutObject.
  if (query.has('uploads') || query.has('uploadId')) return [call('PutObject')];
  const copySource = headers['x-amz-copy-source'];
  if (method === 'PUT' && typeof copySource === 'string') {
    const [source, sourceQuery = ''] = decode(copySource.replace(/^\//, '')).split(/\?(.*)/s) as [
      string,
      string?,
    ];
    const sourceVersioned = new URLSearchParams(sourceQuery).has('versionId');
    const copied: AwsCall[] = [
      call(sourceVersioned ? 'GetObjectVersion' : 'GetObject', `arn:aws:s3:::${source}`),
      call('PutObject'),
    ];
    // The source's tags are read, and the target's written, when they are copied (the default).
    if (headers['x-amz-tagging-directive'] !== 'REPLACE' || headers['x-amz-tagging']) {
      copied.push(
        call(sourceVersioned ? 'GetObjectVersionTagging' : 'GetObjectTagging', `arn:aws:s3:::${source}`),
        call('PutObjectTagging'),
      );
    }
    return copied;
  }
  if (method === 'PUT')
    return [call('PutObject'), ...(headers['x-amz-tagging'] ? [call('PutObjectTagging')] : [])];
  if (method === 'GET' || method === 'HEAD') return [call(versioned ? 'GetObjectVersion' : 'GetObject')];
  if (method === 'DELETE') return [call(versioned ? 'DeleteObjectVersion' : 'DeleteObject')];
  return [call(`${method} object`)];
}

/** A browser's upload form: authorized as its signer writing the form's key (and its tags). */
export function s3FormCalls(bucket: string, fields: ReadonlyMap<string, string>): AwsCall[] {
  const objectArn = `arn:aws:s3:::${bucket}/${fields.get('key') ?? ''}`;
  return [
    { action: 's3:PutObject', resource: objectArn },
    ...(fields.has('tagging') ? [{ action: 's3:PutObjectTagging', resource: objectArn }] : []),
  ];
}
