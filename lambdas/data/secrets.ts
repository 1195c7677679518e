import {
  secretDeclarations,
  SECRET_STRING_MAX_BYTES,
  type SecretFields,
  type SecretKey,
  type SecretStatus,
} from '../../shared/secrets';
import { AwsRestClient } from '../runtime/aws-rest';

/**
 * The one way the functions read and write a secret (shared/secrets.ts): AWS Secrets Manager,
 * each secret a JSON object of its declared fields, found by the ARN its function is given.
 * Nothing here logs a value or puts one in an error's message.
 */

// Created once per container; locally AWS_ENDPOINT_URL_SECRETS_MANAGER points it at the stand-in.
const secretsManager = new AwsRestClient({
  serviceId: 'Secrets Manager',
  signingName: 'secretsmanager',
  endpointVariable: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  awsEndpoint: (region) => `https://secretsmanager.${region}.amazonaws.com`,
});
const call = <T>(operation: string, input: Record<string, unknown>) =>
  secretsManager.json<T>(operation, input, { target: 'secretsmanager' });

/** A secret that cannot be read or written: its name and why, never its value. */
export class SecretUnavailableError extends Error {
  constructor(
    readonly key: SecretKey,
    reason: string,
  ) {
    super(`The secret ${key} is unavailable: ${reason}`);
    this.name = 'SecretUnavailableError';
  }
}

/** A value that the secret's declaration or Secrets Manager would not accept. */
export class SecretRefusedError extends Error {
  constructor(
    readonly key: SecretKey,
    reason: string,
  ) {
    super(`The secret ${key} was not saved: ${reason}`);
    this.name = 'SecretRefusedError';
  }
}

function arnOf(key: SecretKey): string {
  const arn = process.env[secretDeclarations[key].envVar];
  if (!arn) throw new SecretUnavailableError(key, 'this function is not given it');
  return arn;
}

/**
 * How long a value read stays in the container: a changed value reaches every function within
 * this time, and a container reads each secret at most once in it (the origin-verify value is
 * checked on every request).
 */
export const SECRET_CACHE_MS = 5 * 60_000;
const cache = new Map<SecretKey, { value: Record<string, string>; until: number }>();

/** The secret's fields, from the container's copy when it is fresh enough. */
export async function readSecret<K extends SecretKey>(key: K, now = Date.now()): Promise<SecretFields<K>> {
  const kept = cache.get(key);
  if (kept && kept.until > now) return kept.value as SecretFields<K>;
  let text: string | undefined;
  try {
    text = (await call<{ SecretString?: string }>('GetSecretValue', { SecretId: arnOf(key) })).SecretString;
  } catch (error) {
    if (error instanceof SecretUnavailableError) throw error;
    throw new SecretUnavailableError(key, error instanceof Error ? error.name : 'the read failed');
  }
  const value = fieldsOf(key, text);
  cache.set(key, { value, until: now + SECRET_CACHE_MS });
  return value;
}

/** The declared fields of a stored value, each a string; anything else is refused. */
function fieldsOf<K extends SecretKey>(key: K, text: string | undefined): SecretFields<K> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    throw new SecretUnavailableError(key, 'its value is not a JSON object');
  }
  const fields = secretDeclarations[key].fields as readonly string[];
  const object = (parsed ?? {}) as Record<string, unknown>;
  const missing = fields.filter((f) => typeof object[f] !== 'string');
  if (typeof parsed !== 'object' || missing.length) {
    throw new SecretUnavailableError(key, `its value lacks ${missing.join(', ') || 'its fields'}`);
  }
  return Object.fromEntries(fields.map((f) => [f, object[f] as string])) as SecretFields<K>;
}

/** Replaces the secret's value with these fields (all of them); answers when it changed. */
export async function saveSecret<K extends SecretKey>(key: K, value: SecretFields<K>): Promise<SecretStatus> {
  const fields = secretDeclarations[key].fields as readonly string[];
  const given = value as Record<string, unknown>;
  const wrong = [
    ...fields.filter((f) => typeof given[f] !== 'string' || given[f] === ''),
    ...Object.keys(given).filter((f) => !fields.includes(f)),
  ];
  if (wrong.length)
    throw new SecretRefusedError(key, `it takes exactly ${fields.join(', ')} (check ${wrong.join(', ')})`);
  const text = JSON.stringify(Object.fromEntries(fields.map((f) => [f, given[f]])));
  if (Buffer.byteLength(text) > SECRET_STRING_MAX_BYTES) {
    throw new SecretRefusedError(key, `it is over ${SECRET_STRING_MAX_BYTES} bytes`);
  }
  await call('PutSecretValue', { SecretId: arnOf(key), SecretString: text });
  cache.delete(key);
  return secretStatus(key);
}

/** Whether the secret holds a value, and since when: all a screen may show of it. */
export async function secretStatus(key: SecretKey): Promise<SecretStatus> {
  try {
    const described = await call<{ LastChangedDate?: number; CreatedDate?: number }>('DescribeSecret', {
      SecretId: arnOf(key),
    });
    const changed = described.LastChangedDate ?? described.CreatedDate;
    return { set: true, ...(changed ? { changedAt: new Date(changed * 1000).toISOString() } : {}) };
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return { set: false };
    throw error;
  }
}

/** Forgets the container's copies (tests, and a function that has just rotated a value). */
export function forgetSecrets(): void {
  cache.clear();
}
