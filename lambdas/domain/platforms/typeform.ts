import { Refusal } from '../../../shared/refusal';
import { checkLead } from '../lead-mapping';
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
 * Typeform webhooks (https://www.typeform.com/developers/webhooks/example-payload/ and
 * https://www.typeform.com/developers/webhooks/secure-your-webhooks/): each delivery is signed
 * `Typeform-Signature: sha256=<base64 HMAC-SHA256 of the raw body>` with the secret set on the
 * webhook, which we make and the admin pastes into Typeform.
 */
export function verifyTypeformSignature(raw: string, header: string | undefined, secret: string | undefined) {
  if (!header) throw new Refusal('unauthenticated', 'The Typeform-Signature header is missing.');
  const expected = `sha256=${hmacSha256(secret ?? '', raw).digest('base64')}`;
  if (!secret || !sameSecret(header, expected))
    throw new Refusal('forbidden', 'The signature does not match.');
}

/** An answer's value as text, whatever its type (text, email, phone_number, choice, number, …). */
function answerValue(a: Payload): string | undefined {
  const value = a[text(a.type) ?? ''];
  if (isObject(value)) {
    if (Array.isArray(value.labels)) return value.labels.map(text).filter(Boolean).join(', ') || undefined;
    return text(value.label) ?? text(value.other);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text(value);
}

/**
 * Answers are matched by type first (email, phone_number), then by the question's title: a short
 * text whose title speaks of a company is the company; of a name, the name (first and last name
 * questions are joined); a question about a service or product is the service; the rest, and
 * long texts, go into the message with their titles.
 */
export function mapTypeformLead(payload: Payload): PlatformLead {
  const response = payload.form_response;
  if (!isObject(response))
    throw new Refusal('unprocessable', 'Not a Typeform delivery: form_response is missing.');
  const token = text(response.token);
  if (!token) throw new Refusal('unprocessable', 'Not a Typeform response: token is missing.');
  const definition = isObject(response.definition) ? response.definition : {};
  const fields = Array.isArray(definition.fields) ? definition.fields.filter(isObject) : [];
  const titleOf = (id: unknown) => text(fields.find((f) => f.id === id)?.title) ?? '';
  const answers = Array.isArray(response.answers) ? response.answers.filter(isObject) : [];

  let email: string | undefined;
  let phone: string | undefined;
  let company: string | undefined;
  let service: string | undefined;
  const names: string[] = [];
  const rest: [string, string | undefined][] = [];
  for (const a of answers) {
    const field = isObject(a.field) ? a.field : {};
    const title = titleOf(field.id);
    const value = answerValue(a);
    if (!value) continue;
    if (a.type === 'email' && !email) email = value;
    else if (a.type === 'phone_number' && !phone) phone = value;
    else if (field.type === 'short_text' && /company|business|organi[sz]ation|firm/i.test(title))
      company ??= value;
    else if (field.type === 'short_text' && /name/i.test(title)) names.push(value);
    else if (/service|product|interest/i.test(title) && !service) service = value;
    else rest.push([title || 'Answer', value]);
  }
  const lead = checkLead({
    name: names.join(' ') || undefined,
    email,
    phone,
    company,
    service,
    message: answersText(rest),
    formId: text(response.form_id),
  });
  return { lead, deliveryId: token };
}
