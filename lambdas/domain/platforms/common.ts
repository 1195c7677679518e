import { createHmac, timingSafeEqual } from 'node:crypto';
import { Refusal } from '../../../shared/refusal';
import type { FieldMap } from '../../../shared/lead-platforms';
import type { MappedLead } from '../lead-mapping';

/** One lead read from a platform's delivery, with the platform's own id for it when it has one. */
export interface PlatformLead {
  lead: MappedLead;
  /** The platform's id of the lead: a repeat of it stores nothing new. */
  deliveryId?: string;
  /** What to keep as the lead's raw payload, when it is not the delivery's body alone. */
  raw?: string;
}

export type Payload = Record<string, unknown>;

/**
 * What an endpoint holds that its deliveries are checked and read with: the key we made for the
 * platform, Meta's app secret, a custom endpoint's field map (the stored endpoint has them all).
 */
export interface EndpointProof {
  platformKey?: string;
  appSecret?: string;
  fieldMap?: FieldMap;
}

export const isObject = (v: unknown): v is Payload =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as trimmed text: strings and finite numbers; anything else is absent. */
export const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
};

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const hmacSha256 = (secret: string, raw: string) => createHmac('sha256', secret).update(raw, 'utf8');

/** A key the platform sends back to prove itself: missing is 401, not the endpoint's is 403. */
export function verifyKey(
  given: string | undefined,
  expected: string | undefined,
  words: { missing: string; wrong: string },
) {
  if (!given) throw new Refusal('unauthenticated', words.missing);
  if (!expected || !sameSecret(given, expected)) throw new Refusal('forbidden', words.wrong);
}

/**
 * A platform that signs nothing proves itself with the key we put in the URL we gave it
 * (`?key=`): missing is 401, wrong is 403.
 */
export const verifyUrlKey = (given: string | undefined, expected: string | undefined) =>
  verifyKey(given, expected, {
    missing: 'The key is missing: use the URL shown on the endpoint, with its ?key=.',
    wrong: 'The key in the URL does not match this endpoint.',
  });

/** A JSON object body; 400 when it is not one. */
export function parseJsonObject(raw: string): Payload {
  if (!raw.trim()) throw new Refusal('invalid', 'The request body is empty.');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Refusal('invalid', 'The request body is not valid JSON.');
  }
  if (!isObject(value)) throw new Refusal('invalid', 'The request body must be a JSON object.');
  return value;
}

/** The other answers a platform sent, one "label: value" per line, for the lead's message. */
export const answersText = (pairs: [string, string | undefined][]) =>
  pairs
    .filter((p): p is [string, string] => Boolean(p[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n') || undefined;
