import { Refusal } from '../../shared/refusal';
import { normalisePhone } from '../../shared/text-checks';

/** Bounds on what a lead source may send per field; longer values are refused, not cut. */
const LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  source: 100,
  message: 5000,
  conversation_id: 200,
  company: 200,
  service: 200,
  campaign: 200,
  formId: 200,
};

export interface MappedLead {
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
  message?: string;
  conversation_id?: string;
  company?: string;
  /** The service or product the person asked about. */
  service?: string;
  campaign?: string;
  formId?: string;
  test?: boolean;
}

type Payload = Record<string, unknown>;

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
};

/** Looks for a field under its common names, at the top level or in a `data`/`lead` object. */
function pick(payload: Payload, names: string[]): string | undefined {
  const scopes = [payload, payload.data, payload.lead, payload.contact].filter(
    (s): s is Payload => typeof s === 'object' && s !== null && !Array.isArray(s),
  );
  for (const scope of scopes) {
    for (const name of names) {
      const found = Object.keys(scope).find((k) => k.toLowerCase() === name);
      const value = found ? text(scope[found]) : undefined;
      if (value) return value;
    }
  }
  return undefined;
}

/**
 * Maps what lead sources commonly send (name, full_name, first/last name, email, phone, mobile,
 * phone_number, source, message, conversation_id) to a lead's fields. Refuses with 422 when
 * there is neither an e-mail nor a phone, or a field is over its bound.
 */
export function mapLead(payload: Payload): MappedLead {
  const first = pick(payload, ['first_name', 'firstname', 'first']);
  const last = pick(payload, ['last_name', 'lastname', 'last']);
  const lead: MappedLead = {
    name:
      pick(payload, ['name', 'full_name', 'fullname']) ??
      ([first, last].filter(Boolean).join(' ') || undefined),
    email: pick(payload, ['email', 'email_address', 'e-mail']),
    phone: pick(payload, ['phone', 'mobile', 'phone_number', 'phonenumber', 'mobile_number', 'tel']),
    source: pick(payload, ['source', 'utm_source', 'lead_source']),
    message: pick(payload, ['message', 'comments', 'comment', 'notes', 'enquiry', 'inquiry']),
    conversation_id: pick(payload, ['conversation_id', 'conversationid']),
    company: pick(payload, ['company', 'company_name', 'companyname', 'organization', 'organisation']),
    service: pick(payload, ['service', 'product', 'subject', 'interested_in']),
    campaign: pick(payload, ['campaign', 'campaign_id', 'utm_campaign']),
  };
  return checkLead(lead);
}

/**
 * What every lead must satisfy, whatever platform it came from: an e-mail or a phone, each field
 * within its bound, an e-mail that looks like one. Refuses with 422.
 */
export function checkLead(given: MappedLead): MappedLead {
  // Every source's phone in E.164, as a website inquiry's: "098111 99900" and "+91-98111-99900"
  // are one number, to the firm's eye and its duplicate check. A number that cannot be read is
  // kept as the source sent it, so nothing the person gave is lost.
  const lead = given.phone ? { ...given, phone: normalisePhone(given.phone) ?? given.phone } : given;
  if (!lead.email && !lead.phone) {
    throw new Refusal(
      'unprocessable',
      'A lead needs an email or a phone number (fields email, phone, mobile or phone_number).',
    );
  }
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = lead[field];
    if (value && value.length > max)
      throw new Refusal('unprocessable', `${field} is too long (${max} characters at most)`);
  }
  if (lead.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(lead.email)) {
    throw new Refusal('unprocessable', 'email is not an e-mail address');
  }
  return lead;
}
