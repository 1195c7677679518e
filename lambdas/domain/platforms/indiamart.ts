import { Refusal } from '../../../shared/refusal';
import { checkLead } from '../lead-mapping';
import { answersText, isObject, text, type Payload, type PlatformLead } from './common';

/**
 * IndiaMART Lead Manager push (https://help.indiamart.com/knowledge-base/why-migrate-lms-crm-api-v2/):
 * `{CODE, STATUS, RESPONSE: {UNIQUE_QUERY_ID, SENDER_NAME, SENDER_MOBILE, …}}`. IndiaMART signs
 * nothing; the endpoint's URL carries our key instead. UNIQUE_QUERY_ID names the enquiry, so a
 * repeated push stores nothing new.
 */
export function mapIndiaMartLead(payload: Payload): PlatformLead {
  const r = payload.RESPONSE;
  if (!isObject(r)) throw new Refusal('unprocessable', 'Not an IndiaMART push: RESPONSE is missing.');
  const id = text(r.UNIQUE_QUERY_ID);
  if (!id) throw new Refusal('unprocessable', 'Not an IndiaMART enquiry: UNIQUE_QUERY_ID is missing.');
  // IndiaMART writes line breaks in the buyer's message as HTML.
  const enquiry = text(r.QUERY_MESSAGE)?.replace(/<br\s*\/?>/gi, '\n');
  // SENDER_ADDRESS often ends with the city and state already: each part is added only when the
  // address does not already name it ("Pune, Maharashtra", not "Pune, Maharashtra, Pune, Maharashtra").
  const address = text(r.SENDER_ADDRESS) ?? '';
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const addressWords = ` ${words(address).join(' ')} `;
  const alreadyNamed = (part: string) => addressWords.includes(` ${words(part).join(' ')} `);
  const place = [
    address,
    ...[r.SENDER_CITY, r.SENDER_STATE, r.SENDER_PINCODE, r.SENDER_COUNTRY_ISO]
      .map(text)
      .filter((part): part is string => Boolean(part) && !alreadyNamed(part!)),
  ]
    .filter(Boolean)
    .join(', ');
  const lead = checkLead({
    name: text(r.SENDER_NAME),
    email: text(r.SENDER_EMAIL) ?? text(r.SENDER_EMAIL_ALT),
    phone: text(r.SENDER_MOBILE) ?? text(r.SENDER_PHONE) ?? text(r.SENDER_MOBILE_ALT),
    company: text(r.SENDER_COMPANY),
    service: text(r.QUERY_PRODUCT_NAME) ?? text(r.SUBJECT),
    message:
      [
        enquiry,
        answersText([
          ['Address', place || undefined],
          ['Enquiry type', text(r.QUERY_TYPE)],
          ['Received', text(r.QUERY_TIME)],
        ]),
      ]
        .filter(Boolean)
        .join('\n\n') || undefined,
  });
  return { lead, deliveryId: id };
}
