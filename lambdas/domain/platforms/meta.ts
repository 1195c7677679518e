import { Refusal } from '../../../shared/refusal';
import { checkLead, mapLead } from '../lead-mapping';
import {
  answersText,
  hmacSha256,
  isObject,
  sameSecret,
  text,
  type Payload,
  type PlatformLead,
} from './common';

/**
 * Facebook and Instagram lead ads, through the Graph API's webhooks
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started and
 * https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-leadgen).
 */

/**
 * The subscription handshake: Meta calls with hub.mode=subscribe, our verify token and a
 * challenge, and expects the challenge back. Anything else is refused with 403.
 */
export function answerSubscription(
  query: Record<string, string | undefined>,
  verifyToken: string | undefined,
) {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (
    query['hub.mode'] !== 'subscribe' ||
    !token ||
    !challenge ||
    !verifyToken ||
    !sameSecret(token, verifyToken)
  ) {
    throw new Refusal('forbidden', 'The verify token does not match this endpoint.');
  }
  return challenge;
}

/** Meta signs the raw body with the app secret: `X-Hub-Signature-256: sha256=<hex>`. */
export function verifyMetaSignature(raw: string, header: string | undefined, appSecret: string | undefined) {
  if (!header) throw new Refusal('unauthenticated', 'The X-Hub-Signature-256 header is missing.');
  if (!appSecret)
    throw new Refusal('forbidden', 'This endpoint has no Meta app secret to check the signature with.');
  const expected = `sha256=${hmacSha256(appSecret, raw).digest('hex')}`;
  if (!sameSecret(header.toLowerCase(), expected))
    throw new Refusal('forbidden', 'The signature does not match.');
}

interface FieldDatum {
  name: string;
  values: string[];
}

/** A lead as the Graph API gives it (read and checked by data/meta-graph.ts). */
export interface GraphLead {
  field_data: FieldDatum[];
  form_id?: string;
  campaign_id?: string;
}

/** What reads a lead from the Graph API: handed in by the use case, as no domain rule does I/O. */
export interface GraphLeadReader {
  lead(leadgenId: string): Promise<GraphLead>;
}

export interface LeadgenChange {
  leadgen_id: string;
  form_id?: string;
  ad_id?: string;
  page_id?: string;
  created_time?: string;
  /** Some senders (and our test) include the answers; then no Graph call is needed. */
  field_data?: FieldDatum[];
}

/** A Graph lead's `field_data`, each answer's values as text; undefined when it is not a list. */
export const fieldData = (v: unknown): FieldDatum[] | undefined =>
  Array.isArray(v)
    ? v.filter(isObject).map((f) => ({
        name: text(f.name) ?? '',
        values: Array.isArray(f.values) ? f.values.map(text).filter((x): x is string => Boolean(x)) : [],
      }))
    : undefined;

/** The leadgen changes of a Page notification; 422 when it carries none. */
export function leadgenChanges(payload: Payload): LeadgenChange[] {
  if (payload.object !== 'page')
    throw new Refusal('unprocessable', 'Not a Page notification (object must be "page").');
  const changes = (Array.isArray(payload.entry) ? payload.entry.filter(isObject) : [])
    .flatMap((e) => (Array.isArray(e.changes) ? e.changes.filter(isObject) : []))
    .filter((c) => c.field === 'leadgen' && isObject(c.value))
    .map((c) => c.value as Payload)
    .flatMap((v): LeadgenChange[] => {
      const id = text(v.leadgen_id);
      if (!id) return [];
      return [
        {
          leadgen_id: id,
          form_id: text(v.form_id),
          ad_id: text(v.ad_id),
          page_id: text(v.page_id),
          created_time: text(v.created_time),
          field_data: fieldData(v.field_data),
        },
      ];
    });
  if (changes.length === 0)
    throw new Refusal('unprocessable', 'The notification carries no lead (no leadgen change).');
  return changes;
}

/** Field names taken into the lead's own fields by the common mapping; others go into the message. */
const OWN_FIELDS = /^(full_?name|first_?name|last_?name|email|phone_?number|phone|company_?name|company)$/i;

/** A lead's answers (`field_data`) to a lead: standard questions to fields, custom ones to the message. */
export function mapFieldData(
  data: FieldDatum[],
  extra: { leadgenId: string; formId?: string; campaignId?: string },
): PlatformLead {
  const flat: Payload = Object.fromEntries(data.map((f) => [f.name, f.values.join(', ')]));
  const common = mapLead({
    name: flat.full_name,
    first_name: flat.first_name,
    last_name: flat.last_name,
    email: flat.email,
    phone: flat.phone_number ?? flat.phone,
    company: flat.company_name ?? flat.company,
  });
  const custom = data.filter((f) => !OWN_FIELDS.test(f.name));
  const service = custom.find((f) => /service|product|interest/i.test(f.name));
  const lead = checkLead({
    ...common,
    service: service?.values.join(', '),
    message: answersText(custom.map((f) => [f.name.replace(/_/g, ' '), f.values.join(', ')])),
    formId: extra.formId,
    campaign: extra.campaignId,
  });
  return { lead, deliveryId: extra.leadgenId };
}

/**
 * Every lead of a notification: answers included are mapped as they are; otherwise they are read
 * from the Graph API. Without a Graph client nothing can be read: 503, so Meta delivers again.
 */
export async function metaLeads(
  payload: Payload,
  graph: GraphLeadReader | undefined,
): Promise<PlatformLead[]> {
  const out: PlatformLead[] = [];
  for (const change of leadgenChanges(payload)) {
    if (change.field_data?.length) {
      out.push(mapFieldData(change.field_data, { leadgenId: change.leadgen_id, formId: change.form_id }));
      continue;
    }
    if (!graph) {
      throw new Refusal(
        'unavailable',
        'The lead details must be read from Facebook, and no Page access token is configured.',
      );
    }
    const found: GraphLead = await graph.lead(change.leadgen_id);
    out.push({
      ...mapFieldData(found.field_data, {
        leadgenId: change.leadgen_id,
        formId: found.form_id ?? change.form_id,
        campaignId: found.campaign_id,
      }),
      raw: JSON.stringify({ notification: change, lead: found }),
    });
  }
  return out;
}
