import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The keys a person is recognised by across submissions: the phone number in E.164 (an Indian
 * number written any way, '098111 00001', '+91 98111 00001' or '9811100001', is '+919811100001';
 * numbers without a country code are read as Indian) and the e-mail address in lower case.
 * Parsing is libphonenumber's, with its country metadata, not a pattern of ours.
 */
export function phoneE164(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const parsed = parsePhoneNumberFromString(raw, 'IN');
  return parsed?.isValid() ? parsed.number : undefined;
}

export const emailKeyOf = (raw: string | undefined) => {
  const email = raw?.trim().toLowerCase();
  return email && email.includes('@') ? email : undefined;
};

/** The contact claims a lead makes: `contact#phone#<E.164>` and `contact#email#<address>`. */
export function contactKeys(lead: { phone?: string; email?: string }): string[] {
  const phone = phoneE164(lead.phone);
  const email = emailKeyOf(lead.email);
  return [phone && `contact#phone#${phone}`, email && `contact#email#${email}`].filter((k): k is string =>
    Boolean(k),
  );
}
