import type { WebhookEndpoint } from './domain';

/**
 * Where an endpoint's leads come from. Each type reads its platform's own payload and proves the
 * sender its platform's way; an endpoint made before types existed is 'generic'.
 */
export const sourceTypes = [
  'generic',
  'google-ads',
  'meta',
  'indiamart',
  'typeform',
  'wordpress',
  'custom',
] as const;
export type SourceType = (typeof sourceTypes)[number];

export const sourceTypeLabels: Record<SourceType, string> = {
  generic: 'Generic (JSON or form, Standard Webhooks signing)',
  'google-ads': 'Google Ads lead form',
  meta: 'Facebook / Instagram lead ads (Meta)',
  indiamart: 'IndiaMART Lead Manager push',
  typeform: 'Typeform',
  wordpress: 'WordPress forms (Contact Form 7, Elementor, WPForms), JustDial',
  custom: 'Custom (map the fields yourself)',
};

/**
 * The platform a type's leads come from, as the lead list, its Source filter and the overview's
 * chart name it. A generic, WordPress or custom endpoint can carry any site's leads (JustDial, a
 * form plugin, Zapier), so its own name, which the firm chose, stands for the platform there.
 */
const platformNames: Partial<Record<SourceType, string>> = {
  'google-ads': 'Google Ads',
  meta: 'Facebook / Instagram',
  indiamart: 'IndiaMART',
  typeform: 'Typeform',
};

/**
 * A webhook lead's source: its platform, never a campaign's or a sender's own label, so "Google
 * Ads" and "Google Ads - GST campaign" endpoints count as one source. The endpoint's name is kept
 * on the lead as a field of its own.
 */
export const leadSourceOf = (endpoint: { name: string; sourceType?: SourceType }): string =>
  platformNames[endpoint.sourceType ?? 'generic'] ?? endpoint.name;

/** Types proven by a key in the endpoint URL's query string (`?key=`): their platforms sign nothing. */
export const keyInUrl = (type: SourceType) =>
  type === 'indiamart' || type === 'wordpress' || type === 'custom';

/** The lead fields a custom endpoint's admin can point at a place in the payload. */
export const customFields = [
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'campaign',
  'formId',
  'deliveryId',
] as const;
export type CustomField = (typeof customFields)[number];
export type FieldMap = Partial<Record<CustomField, string>>;

export const customFieldLabels: Record<CustomField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  service: 'Service',
  message: 'Message',
  campaign: 'Campaign',
  formId: 'Form id',
  deliveryId: 'Lead id (a repeat is stored once)',
};

/**
 * The value at a dotted path (`contact.details.mobile`, `answers.0.text`) as text: strings and
 * finite numbers; anything else, or a path that leads nowhere, is absent.
 */
export function valueAt(payload: unknown, path: string): string | undefined {
  let at: unknown = payload;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  if (typeof at === 'string') return at.trim() || undefined;
  if (typeof at === 'number' && Number.isFinite(at)) return String(at);
  return undefined;
}

/** What a field map reads from a payload: each mapped field's value, where there is one. */
export function readFieldMap(payload: unknown, map: FieldMap): FieldMap {
  const out: FieldMap = {};
  for (const field of customFields) {
    const path = map[field];
    const value = path ? valueAt(payload, path) : undefined;
    if (value) out[field] = value;
  }
  return out;
}

/**
 * An endpoint as the dashboard sees it. `platformKey` is what the admin pastes into the platform:
 * the Google Ads key, Meta's verify token, the Typeform secret, or the URL key; the generic type
 * has none. Meta's app secret is never sent back; `appSecretSet` says whether one is stored.
 */
export interface WebhookEndpointView extends WebhookEndpoint {
  sourceType: SourceType;
  platformKey?: string;
  appSecretSet?: boolean;
  /** A custom endpoint's field map: lead field to dotted path in the payload. */
  fieldMap?: FieldMap;
  /** A Meta endpoint: when its Page access token was saved (the token itself is never sent back). */
  pageTokenSetAt?: string;
  /** A Meta endpoint: the last check of its connection to the Graph API. */
  connection?: MetaConnection;
}

/** What the last check of a Meta endpoint's connection found: the Page it reaches, or the problem. */
export interface MetaConnection {
  checkedAt: string;
  ok: boolean;
  page?: { id: string; name: string };
  problem?: string;
}

/** The last payload a custom endpoint received (after its key was checked), for the mapping preview. */
export interface LastPayload {
  at: string;
  body: string;
}

export interface SetupInstructions {
  /** The URL to paste into the platform, with the key in it where the type needs one. */
  url: string;
  /** Other values to paste, each with its label in the platform's settings. */
  values: { label: string; value: string }[];
  steps: string[];
}

/** What the admin pastes into the platform, and where. */
export function setupFor(endpoint: WebhookEndpointView, origin: string): SetupInstructions {
  const base = `${origin}/api/webhook/${endpoint.id}`;
  const key = endpoint.platformKey ?? '';
  switch (endpoint.sourceType) {
    case 'google-ads':
      return {
        url: base,
        values: [{ label: 'Key', value: key }],
        steps: [
          'In Google Ads, open the lead form asset and go to "Lead delivery options".',
          'Paste the URL into "Webhook URL" and the key into "Key".',
          'Press "Send test data": the test lead appears in Lead Management marked as a test.',
        ],
      };
    case 'meta':
      return {
        url: base,
        values: [{ label: 'Verify token', value: key }],
        steps: [
          'In your Meta app (developers.facebook.com), add the Webhooks product and choose the Page object.',
          'Paste the URL as "Callback URL" and the verify token as "Verify token", then subscribe to the "leadgen" field.',
          endpoint.appSecretSet
            ? 'Deliveries are checked against the app secret you entered here (X-Hub-Signature-256).'
            : 'No app secret is stored: every delivery will be refused until one is set.',
          'Install the app on your Page (subscribed_apps with the leadgen field).',
          'Make a Page access token with the leads_retrieval, pages_manage_ads, pages_show_list and pages_read_engagement permissions (Graph API Explorer or Business settings, System users, for one that does not expire), paste it below as "Page access token" and save it: a notification names the lead only by id, and the lead is read from Facebook with this token.',
          'Press "Check the connection": it names the Page the token reaches, or what Facebook refused. The check also runs every morning and alerts the firm when the token stops working.',
          "Send a lead with Meta's Lead Ads Testing Tool (developers.facebook.com/tools/lead-ads-testing): it reaches Lead Management within a minute.",
        ],
      };
    case 'indiamart':
      return {
        url: `${base}?key=${key}`,
        values: [],
        steps: [
          'In IndiaMART Lead Manager, open Settings, "Push API" (CRM integration), and paste the URL with its key.',
          'The key in the URL is what proves a push comes from your IndiaMART account: keep the URL private.',
        ],
      };
    case 'typeform':
      return {
        url: base,
        values: [{ label: 'Secret', value: key }],
        steps: [
          'In Typeform, open the form, then Connect, Webhooks, "Add a webhook" and paste the URL.',
          "Under the webhook's settings, paste the secret: Typeform then signs each delivery (Typeform-Signature).",
          'Turn the webhook on and use "Send test request".',
        ],
      };
    case 'wordpress':
      return {
        url: `${base}?key=${key}`,
        values: [],
        steps: [
          'Elementor: in the form\'s "Actions After Submit" add Webhook and paste the URL.',
          'Contact Form 7: with a webhook add-on (e.g. "CF7 to Webhook"), paste the URL in the form\'s webhook tab.',
          'WPForms: in Settings, Webhooks, add a webhook with the URL and map Name, Email, Phone and Message.',
          'JustDial and other directories that push leads: paste the same URL.',
        ],
      };
    case 'custom':
      return {
        url: `${base}?key=${key}`,
        values: [],
        steps: [
          'Post JSON or form data to the URL, with its key.',
          'Open "Map fields": the last payload received is shown; point each lead field at its place, e.g. contact.details.mobile for the phone.',
          'Fields left unmapped are looked for under their common names (name, email, phone, …).',
        ],
      };
    default:
      return {
        url: base,
        values: [],
        steps: [
          'Post JSON or form data with at least an e-mail or a phone number to the URL.',
          'Create a signing secret to require Standard Webhooks signatures.',
        ],
      };
  }
}
