import type { Caller, WebhookDelivery } from '../../shared/domain';
import type {
  FieldMap,
  LastPayload,
  MetaConnection,
  SourceType,
  WebhookEndpointView,
} from '../../shared/lead-platforms';
import { Refusal, refusalStatus } from '../../shared/refusal';
import { graphClient, type GraphClient } from '../data/meta-graph';
import { pageTokenOf, savePageToken } from '../data/meta-tokens';
import { receiveLead } from '../data/received-leads';
import {
  createWebhook,
  deleteWebhook,
  endpointForDelivery,
  forgetEndpoint,
  getWebhook,
  keepLastPayload,
  listDeliveries,
  listWebhooks,
  publicEndpoint,
  recordDelivery,
  recordMetaState,
  rotateSecret,
  sourceTypeOf,
  updateWebhook,
  validSecrets,
  type WebhookItem,
} from '../data/webhooks';
import { deliveredLead } from '../domain/intake';
import { mapLead, type MappedLead } from '../domain/lead-mapping';
import { readPlatformDelivery, type Incoming, type PlatformLead } from '../domain/platforms';
import { parseGenericBody, readGenericLead, verifySignature } from '../domain/platforms/generic';
import { answerSubscription } from '../domain/platforms/meta';
import { sampleDelivery } from '../domain/platforms/samples';
import { countMetric, log } from '../runtime/observability';

/**
 * The webhook endpoints that bring leads from outside sources: the firm's management of them, and
 * the deliveries they receive (each lead received once, then placed from the leads table's stream,
 * use-cases/lead-intake.ts, which this module does not load: the receiver stays small).
 */

export const NO_ENDPOINT = 'No webhook endpoint with this id.';

/** Every endpoint, newest first, without secrets. */
export const listEndpoints = async (): Promise<WebhookEndpointView[]> =>
  (await listWebhooks()).map(publicEndpoint);

/** A new endpoint; the server chooses its unguessable id. */
export const createEndpoint = async (input: Parameters<typeof createWebhook>[0]) =>
  publicEndpoint(await createWebhook(input));

/** Rename, activate or deactivate; a custom endpoint's field map (only a custom one has one). */
export async function updateEndpoint(
  id: string,
  change: { name?: string; active?: boolean; fieldMap?: FieldMap },
): Promise<WebhookEndpointView> {
  if (change.fieldMap !== undefined) {
    const endpoint = await getWebhook(id);
    if (!endpoint) throw new Refusal('not-found', NO_ENDPOINT);
    if (sourceTypeOf(endpoint) !== 'custom') {
      throw new Refusal('invalid', 'fieldMap: only a custom endpoint has a field map', [
        { field: 'fieldMap', message: 'only a custom endpoint has a field map' },
      ]);
    }
  }
  const updated = await updateWebhook(id, change);
  if (!updated) throw new Refusal('not-found', NO_ENDPOINT);
  return publicEndpoint(updated);
}

/** The URL stops accepting leads at once; its leads stay. */
export async function deleteEndpoint(id: string): Promise<void> {
  if (!(await deleteWebhook(id))) throw new Refusal('not-found', NO_ENDPOINT);
}

/**
 * A new signing secret, shown this once. From now on deliveries must be signed; the previous
 * secret, if any, is accepted for 24 more hours.
 */
export async function rotateEndpointSecret(id: string): Promise<string> {
  const secret = await rotateSecret(id);
  if (!secret) throw new Refusal('not-found', NO_ENDPOINT);
  return secret;
}

/** The endpoint's last deliveries, newest first, and a custom endpoint's last payload. */
export async function endpointDeliveries(
  id: string,
): Promise<{ deliveries: WebhookDelivery[]; lastPayload?: LastPayload }> {
  const endpoint = await getWebhook(id);
  if (!endpoint) throw new Refusal('not-found', NO_ENDPOINT);
  return {
    deliveries: await listDeliveries(id),
    ...(endpoint.lastPayload ? { lastPayload: endpoint.lastPayload } : {}),
  };
}

/**
 * Receives a lead that came through an endpoint, once per delivery id: its id is derived from the
 * endpoint and the delivery id, so a replay finds it already received. A new lead is one write
 * (`receiveLead`); its placement, the firm's inbox and the delivery log follow from the leads
 * table's stream (use-cases/lead-intake.ts). A replay is logged here, as a duplicate.
 */
export async function acceptLead(
  endpoint: WebhookItem,
  mapped: MappedLead,
  raw: string,
  deliveryId: string | undefined,
): Promise<{ leadId: string; created: boolean }> {
  const lead = deliveredLead(endpoint, mapped, raw, deliveryId);
  const created = await receiveLead(lead);
  if (!created) {
    await recordDelivery({
      endpointId: endpoint.id,
      deliveryId,
      status: 202,
      result: 'duplicate',
      leadId: lead.id,
    });
  }
  return { leadId: lead.id, created };
}

/**
 * What a delivery would do, from the dashboard: a sample lead through the same mapping and
 * storage, logged with the endpoint's deliveries. A platform's endpoint gets a delivery shaped as
 * that platform sends it, with its key or signature, and goes through the same checks as a real
 * one; the lead is marked as a test.
 */
export async function sendTestLead(id: string, caller: Caller): Promise<string> {
  const endpoint = await getWebhook(id);
  if (!endpoint) throw new Refusal('not-found', NO_ENDPOINT);
  const sender = caller.profile.full_name || caller.profile.email;
  const type = sourceTypeOf(endpoint);
  if (type === 'generic') {
    const payload = {
      name: 'Test Lead',
      email: 'test.lead@example.com',
      phone: '+919800000000',
      message: `A test lead sent from the dashboard by ${sender}.`,
    };
    const lead = { ...mapLead(payload), test: true };
    const { leadId } = await acceptLead(endpoint, lead, JSON.stringify(payload), undefined);
    return leadId;
  }
  if (type === 'meta') {
    // A real notification names the lead only by id, read from Facebook with the Page access
    // token: the test fails as a real lead would, when the token is missing or refused.
    const graph = await graphFor(endpoint.id);
    if (!graph)
      throw new Refusal(
        'conflict',
        'Save the Page access token first: a real lead is read from Facebook with it, so without it no lead arrives.',
      );
    await graph.readsLeads((await graph.page()).id);
  }
  const incoming = sampleDelivery(type, endpoint, sender);
  // A sample carries its answers, so no Graph API call is needed.
  const [first] = await readPlatformDelivery(type, endpoint, incoming, {});
  const lead = { ...first!.lead, test: true };
  const { leadId } = await acceptLead(endpoint, lead, incoming.raw, first!.deliveryId);
  return leadId;
}

const notFound = () => new Refusal('not-found', 'Not Found');

/** The sender's id for a delivery (Standard Webhooks' webhook-id, or an Idempotency-Key). */
const deliveryIdOf = (incoming: Incoming) =>
  incoming.header('webhook-id') || incoming.header('idempotency-key') || undefined;

/** Refusals that depend on what the endpoint holds (its secret or key, its field map). */
const ENDPOINT_REFUSALS: readonly Refusal['kind'][] = ['unauthenticated', 'forbidden', 'unprocessable'];

/**
 * A delivery to endpoint `id`: a lead from an outside source. A generic endpoint takes JSON or a
 * form, Standard Webhooks signed when it has a secret; a platform's endpoint takes that platform's
 * payload and proof (see domain/platforms). The lead's id and whether it was received before: the
 * same delivery id (webhook-id, Idempotency-Key, or the platform's own lead id) again answers with
 * the same lead and stores nothing. A delivery with several leads (a Meta notification can carry
 * more than one) answers with the first. A refused delivery is counted and logged on the endpoint.
 */
export async function receiveDelivery(
  id: string,
  incoming: Incoming,
): Promise<{ id: string; duplicate: boolean }> {
  const first = await endpointForDelivery(id);
  let endpoint = first.endpoint;
  if (!endpoint || !endpoint.active) throw notFound();
  let outcome: unknown;
  try {
    return await receive(endpoint, incoming);
  } catch (error) {
    outcome = error;
  }
  // Refused against an endpoint read a moment ago for what the endpoint decides (its secret or
  // key: 401, 403; its field map: 422), which may have just changed: read it again before
  // refusing. A malformed body or a platform's outage is refused as it is.
  if (!first.fresh && outcome instanceof Refusal && ENDPOINT_REFUSALS.includes(outcome.kind)) {
    forgetEndpoint(id);
    endpoint = (await endpointForDelivery(id)).endpoint;
    if (!endpoint || !endpoint.active) throw notFound();
    try {
      return await receive(endpoint, incoming);
    } catch (error) {
      outcome = error;
    }
  }
  if (outcome instanceof Refusal) {
    countMetric('WebhookLeadsRefused');
    await recordDelivery({
      endpointId: endpoint.id,
      deliveryId: deliveryIdOf(incoming),
      // What the sender is answered (core maps each refusal to this status).
      status: refusalStatus[outcome.kind],
      result: 'refused',
      error: outcome.message,
    }).catch((e: unknown) => log('error', 'delivery log failed', { error: String(e) }));
  }
  throw outcome;
}

/** One delivery to an endpoint: its proof, then its leads, each received once. */
async function receive(
  endpoint: WebhookItem,
  incoming: Incoming,
): Promise<{ id: string; duplicate: boolean }> {
  const deliveryId = deliveryIdOf(incoming);
  const { raw } = incoming;
  const type: SourceType = sourceTypeOf(endpoint);
  let leads: PlatformLead[];
  if (type === 'generic') {
    verifySignature(validSecrets(endpoint), raw, incoming.header);
    leads = [readGenericLead(parseGenericBody(raw, incoming.header('content-type') ?? ''))];
  } else {
    leads = await readPlatformDelivery(type, endpoint, incoming, {
      graph: type === 'meta' ? await graphFor(endpoint.id) : undefined,
      keepPayload: (payload) => keepLastPayload(endpoint.id, payload),
    });
  }
  const results = [];
  for (const one of leads) {
    const result = await acceptLead(endpoint, one.lead, one.raw ?? raw, one.deliveryId ?? deliveryId);
    if (result.created) countMetric('WebhookLeadsAccepted');
    results.push(result);
  }
  return { id: results[0]!.leadId, duplicate: results.every((r) => !r.created) };
}

/** The Graph API as the endpoint's saved Page access token reaches it; none without a token. */
async function graphFor(endpointId: string): Promise<GraphClient | undefined> {
  const token = await pageTokenOf(endpointId);
  return token ? graphClient(token) : undefined;
}

/** A Meta endpoint, or 404 (another type's endpoint has no Page access token). */
async function metaEndpoint(id: string): Promise<WebhookItem> {
  const endpoint = await getWebhook(id);
  if (!endpoint) throw new Refusal('not-found', NO_ENDPOINT);
  if (sourceTypeOf(endpoint) !== 'meta')
    throw new Refusal('invalid', 'pageToken: only a Meta lead ads endpoint has a Page access token', [
      { field: 'pageToken', message: 'only a Meta lead ads endpoint has a Page access token' },
    ]);
  return endpoint;
}

/**
 * Saves a Meta endpoint's Page access token (null removes it) in its secret, then checks the
 * connection with it at once, so staff see straight away whether Facebook accepts it.
 */
export async function setPageToken(id: string, token: string | null): Promise<WebhookEndpointView> {
  await metaEndpoint(id);
  await savePageToken(id, token);
  await recordMetaState(id, { pageTokenSetAt: token ? new Date().toISOString() : null });
  return token ? checkConnection(id) : publicEndpoint((await getWebhook(id))!);
}

/**
 * Checks a Meta endpoint's connection as a lead would use it: the Page its token reaches, and that
 * the token may read that Page's leads. The outcome is recorded on the endpoint, and answered.
 */
export async function checkConnection(id: string, now = new Date()): Promise<WebhookEndpointView> {
  await metaEndpoint(id);
  const graph = await graphFor(id);
  let connection: MetaConnection;
  if (!graph) {
    connection = {
      checkedAt: now.toISOString(),
      ok: false,
      problem: 'No Page access token is saved for this endpoint.',
    };
  } else {
    try {
      const page = await graph.page();
      await graph.readsLeads(page.id);
      connection = { checkedAt: now.toISOString(), ok: true, page };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      connection = { checkedAt: now.toISOString(), ok: false, problem: error.message };
    }
  }
  const updated = await recordMetaState(id, { connection });
  if (!updated) throw new Refusal('not-found', NO_ENDPOINT);
  return publicEndpoint(updated);
}

/**
 * Meta's check, when the admin saves the callback URL, that the endpoint is ours: the challenge
 * when the verify token is the endpoint's; otherwise 403. Only an active Meta endpoint answers;
 * any other id is 404.
 */
export async function answerMetaSubscription(
  id: string,
  query: Record<string, string | undefined>,
): Promise<string> {
  const endpoint = await getWebhook(id);
  if (!endpoint || !endpoint.active || sourceTypeOf(endpoint) !== 'meta') throw notFound();
  return answerSubscription(query, endpoint.platformKey);
}
