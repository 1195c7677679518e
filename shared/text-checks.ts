import * as z from './zod';

/*
 * Checks the forms share (the inquiry, the portal's fields, documents, calendar extensions), in a
 * module that builds no schema: a handler importing one of them does not construct every form's.
 */

/**
 * An address is user@domain.tld without spaces; zod's own pattern is that, and also refuses
 * characters (quotes, angle brackets) that SES would reject when the confirmation is sent.
 */
export const EMAIL = z.regexes.email;

/**
 * Indian numbers become +91XXXXXXXXXX; numbers given with another country code stay in
 * international form (+ and digits). Anything else is not a phone number (null).
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  if (/^[6-9]\d{9}$/.test(bare) && !digits.startsWith('+')) return `+91${bare}`;
  if (/^0[6-9]\d{9}$/.test(bare) && !digits.startsWith('+')) return `+91${bare.slice(1)}`;
  if (/^91[6-9]\d{9}$/.test(bare)) return `+${bare}`;
  if (digits.startsWith('+') && /^[1-9]\d{7,14}$/.test(bare)) return `+${bare}`;
  return null;
}

/**
 * A stored phone number as the firm reads it: an Indian mobile in E.164 ("+919811199900") as
 * "+91 98111 99900"; any other number as it is.
 */
export function formatPhone(phone: string): string {
  const indian = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/**
 * Control characters have no place in a one-line field (a message may keep newlines and tabs),
 * nor Unicode's line and paragraph separators (U+2028, U+2029), which mail clients and scripts
 * may read as line breaks,
 * and neither has half of a character: a lone surrogate (an emoji cut in two) is not text, has no
 * UTF-8 form to be stored or mailed in, and JSON writes it as six bytes. Refusing both keeps every
 * text field at three bytes a character at most (an Indic letter), which the byte caps of the
 * routes and the edge's body limits count on. With the u flag a well-formed emoji is one code
 * point, outside the surrogate range, so only a lone half matches.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;
