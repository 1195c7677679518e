import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Webhook } from 'standardwebhooks';
import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, header, json, log } from './core/http';
import { readBodyBytes } from './core/body';
import { countMetric } from './core/observability';
import { getDashboardUser } from './data/users';
import {
  endpointForDelivery,
  forgetEndpoint,
  recordDelivery,
  sourceTypeOf,
  validSecrets,
  type WebhookItem,
} from './data/webhooks';
import { acceptLead } from './domain/intake';
import { mapLead } from './domain/lead-mapping';
import { readPlatformDelivery, type PlatformLead } from './domain/platforms';
import { configuredGraphClient } from './data/meta-graph';

const notFound = () => new HttpError(404, 'Not Found');

/** The body as an object: JSON or form-encoded; 415 for anything else, 400 when it does not parse. */
function parseBody(raw: string, contentType: string): Record<string, unknown> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Send the lead as JSON or as a form (application/x-www-form-urlencoded).');
  }
  if (!raw.trim()) throw new HttpError(400, 'The request body is empty.');
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(raw));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Standard Webhooks: HMAC-SHA256 over id.timestamp.body, 5 minutes' tolerance, any valid secret. */
function verifySignature(endpoint: WebhookItem, raw: string, headers: Record<string, string>) {
  const secrets = validSecrets(endpoint);
  if (secrets.length === 0) return;
  const wanted = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];
  const missing = wanted.filter((h) => !headers[h]);
  if (missing.length) throw new HttpError(401, `Missing signature header: ${missing.join(', ')}`);
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(raw, headers);
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/timestamp/i.test(message))
        throw new HttpError(401, 'The signature timestamp is too old or too new.');
    }
  }
  throw new HttpError(401, 'No valid signature.');
}

/**
 * POST /api/webhook/{id}: a lead from an outside source. A generic endpoint takes JSON or a form,
 * Standard Webhooks signed when it has a secret; a platform's endpoint takes that platform's
 * payload and proof (see domain/platforms). 202 with the lead's id; the same delivery id
 * (webhook-id, Idempotency-Key, or the platform's own lead id) again answers with the same lead
 * and stores nothing. A delivery with several leads (a Meta notification can carry more than one)
 * answers with the first.
 */
export const handler = createHandler(
  'receiveWebhook',
  async ({ event }) => {
    const id = event.pathParameters?.id ?? '';
    const bytes = readBodyBytes(event, 'receiveWebhook');
    const first = await endpointForDelivery(id);
    let endpoint = first.endpoint;
    if (!endpoint || !endpoint.active) throw notFound();
    let outcome: unknown;
    try {
      return await receive(event, endpoint, bytes);
    } catch (error) {
      outcome = error;
    }
    // Refused against an endpoint read a moment ago for what the endpoint decides (its secret or
    // key: 401, 403; its field map: 422), which may have just changed: read it again before
    // refusing. A malformed body or a platform's outage is refused as it is.
    if (!first.fresh && outcome instanceof HttpError && [401, 403, 422].includes(outcome.statusCode)) {
      forgetEndpoint(id);
      endpoint = (await endpointForDelivery(id)).endpoint;
      if (!endpoint || !endpoint.active) throw notFound();
      try {
        return await receive(event, endpoint, bytes);
      } catch (error) {
        outcome = error;
      }
    }
    if (outcome instanceof HttpError) {
      countMetric('WebhookLeadsRefused');
      await recordDelivery({
        endpointId: endpoint.id,
        deliveryId: deliveryIdOf(event),
        status: outcome.statusCode,
        result: 'refused',
        error: outcome.message,
      }).catch((e: unknown) => log('error', 'delivery log failed', { error: String(e) }));
    }
    throw outcome;
  },
  getDashboardUser,
);

const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** The sender's id for this delivery (Standard Webhooks' webhook-id, or an Idempotency-Key). */
const deliveryIdOf = (event: APIGatewayProxyEventV2) =>
  header(event, 'webhook-id') || header(event, 'idempotency-key') || undefined;

/** One delivery to an endpoint: its proof, then its leads, each received once. */
async function receive(event: APIGatewayProxyEventV2, endpoint: WebhookItem, bytes: Buffer) {
  const headers: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = header(event, name);
    if (value) headers[name] = value;
  }
  const deliveryId = deliveryIdOf(event);
  const raw = bytes.toString('utf8');
  const type = sourceTypeOf(endpoint);
  let leads: PlatformLead[];
  if (type === 'generic') {
    verifySignature(endpoint, raw, headers);
    leads = [{ lead: mapLead(parseBody(raw, header(event, 'content-type') ?? '')) }];
  } else {
    const incoming = {
      raw,
      header: (name: string) => header(event, name),
      query: event.queryStringParameters ?? {},
    };
    leads = await readPlatformDelivery(type, endpoint, incoming, configuredGraphClient());
  }
  const results = [];
  for (const one of leads) {
    const result = await acceptLead(endpoint, one.lead, one.raw ?? raw, one.deliveryId ?? deliveryId);
    if (result.created) countMetric('WebhookLeadsAccepted');
    results.push(result);
  }
  const first = results[0]!;
  return json(202, {
    id: first.leadId,
    duplicate: results.every((r) => !r.created),
  } satisfies ApiResponse<'receiveWebhook'>);
}
