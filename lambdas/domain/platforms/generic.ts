import { Webhook } from 'standardwebhooks';
import { Refusal } from '../../../shared/refusal';
import { mapLead } from '../lead-mapping';
import { isObject, text, type Payload, type PlatformLead } from './common';
import { fieldData, mapFieldData } from './meta';

/**
 * A generic endpoint's delivery: a lead as JSON or as a form, Standard Webhooks signed when the
 * endpoint has a signing secret (https://www.standardwebhooks.com/).
 */

/** The body as an object: JSON or form-encoded; 415 for anything else, 400 when it does not parse. */
export function parseGenericBody(raw: string, contentType: string): Payload {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    throw new Refusal(
      'unsupported-type',
      'Send the lead as JSON or as a form (application/x-www-form-urlencoded).',
    );
  }
  if (!raw.trim()) throw new Refusal('invalid', 'The request body is empty.');
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Refusal('invalid', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Refusal('invalid', 'The request body must be a JSON object.');
  }
  return value as Payload;
}

/** The headers a Standard Webhooks signature travels in. */
export const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * Standard Webhooks: HMAC-SHA256 over id.timestamp.body, 5 minutes' tolerance, any of the
 * endpoint's valid secrets (none: the endpoint takes unsigned deliveries).
 */
export function verifySignature(
  secrets: readonly string[],
  raw: string,
  header: (name: string) => string | undefined,
) {
  if (secrets.length === 0) return;
  const headers: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = header(name);
    if (value) headers[name] = value;
  }
  const missing = SIGNATURE_HEADERS.filter((h) => !headers[h]);
  if (missing.length) throw new Refusal('unauthenticated', `Missing signature header: ${missing.join(', ')}`);
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(raw, headers);
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/timestamp/i.test(message))
        throw new Refusal('unauthenticated', 'The signature timestamp is too old or too new.');
    }
  }
  throw new Refusal('unauthenticated', 'No valid signature.');
}

/**
 * A generic endpoint's lead. Integration tools (Zapier, Make, Pabbly) forward a Facebook or
 * Instagram lead as the Graph API gives it (`id`, `field_data`, `form_id`, `campaign_id`), at the
 * top level or under `data` or `lead`: its answers are read as a Meta endpoint reads them, and its
 * id makes a forwarded repeat the duplicate it is. Anything else is read by its common field names.
 */
export function readGenericLead(payload: Payload): PlatformLead {
  const graph = [payload, payload.data, payload.lead].find(
    (scope): scope is Payload => isObject(scope) && Array.isArray(scope.field_data),
  );
  if (!graph) return { lead: mapLead(payload) };
  const id = text(graph.id);
  const read = mapFieldData(fieldData(graph.field_data) ?? [], {
    leadgenId: id ?? '',
    formId: text(graph.form_id),
    campaignId: text(graph.campaign_id),
  });
  return id ? read : { lead: read.lead };
}
