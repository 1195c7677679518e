import { Refusal } from '../../../shared/refusal';
import { checkLead } from '../lead-mapping';
import { answersText, isObject, text, verifyKey, type Payload, type PlatformLead } from './common';

/**
 * Google Ads lead form webhook (https://developers.google.com/google-ads/webhook/docs/implementation):
 * a JSON lead whose answers are `user_column_data` rows ({column_id, string_value, column_name}).
 * Google proves itself by sending back, as `google_key`, the key the advertiser entered with the
 * webhook URL: we make that key when the endpoint is created.
 */
export const verifyGoogleKey = (payload: Payload, key: string | undefined) =>
  verifyKey(text(payload.google_key), key, {
    missing: 'The google_key is missing: enter the key shown on the endpoint in Google Ads.',
    wrong: "The google_key does not match this endpoint's key.",
  });

/** Column ids taken into the lead's own fields; every other column goes into the message. */
const OWN_COLUMNS = new Set([
  'FULL_NAME',
  'FIRST_NAME',
  'LAST_NAME',
  'EMAIL',
  'WORK_EMAIL',
  'PHONE_NUMBER',
  'WORK_PHONE',
  'COMPANY_NAME',
]);

export function mapGoogleAdsLead(payload: Payload): PlatformLead {
  const leadId = text(payload.lead_id);
  if (!leadId) throw new Refusal('unprocessable', 'Not a Google Ads lead: lead_id is missing.');
  const rows = Array.isArray(payload.user_column_data) ? payload.user_column_data.filter(isObject) : [];
  const column = (id: string) => text(rows.find((r) => text(r.column_id) === id)?.string_value);
  const name =
    column('FULL_NAME') ??
    ([column('FIRST_NAME'), column('LAST_NAME')].filter(Boolean).join(' ') || undefined);
  const others = rows.filter((r) => !OWN_COLUMNS.has(text(r.column_id) ?? ''));
  const service = others.find((r) => /service|product|interest/i.test(text(r.column_name) ?? ''));
  const lead = checkLead({
    name,
    email: column('EMAIL') ?? column('WORK_EMAIL'),
    phone: column('PHONE_NUMBER') ?? column('WORK_PHONE'),
    company: column('COMPANY_NAME'),
    service: text(service?.string_value),
    message: answersText(
      others.map((r) => [text(r.column_name) ?? text(r.column_id) ?? 'Answer', text(r.string_value)]),
    ),
    campaign: text(payload.campaign_id),
    formId: text(payload.form_id),
    ...(payload.is_test === true ? { test: true } : {}),
  });
  return { lead, deliveryId: leadId };
}
