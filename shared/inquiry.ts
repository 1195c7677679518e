import * as z from './zod';
import { DEFAULT_INQUIRY_SERVICE } from './inquiry-choices';
import { optionalGstinSchema } from './compliance/tax-id-schemas';
import { TOUCH_VALUE_MAX } from './attribution';
import { CONTROL, CONTROL_EXCEPT_LINES, EMAIL, normalisePhone } from './text-checks';

/** The inquiry toasts' texts, fixed: the firm's wording. */
export const inquiryMessages = {
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  missingPhone: { title: 'Invalid phone number', description: 'Please enter your phone number' },
  badPhone: { title: 'Invalid phone number', description: 'Please enter a valid phone number' },
} as const;

export { DEFAULT_INQUIRY_SERVICE };

export { CONTROL, CONTROL_EXCEPT_LINES, EMAIL, normalisePhone };

const badPhone = `${inquiryMessages.badPhone.title}: ${inquiryMessages.badPhone.description}`;

/** A trimmed one-line field, required, refusing control characters. */
const requiredLine = (label: string, missing: string, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, missing),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL.test(v), `${label} contains invalid characters`),
  );

/** The inquiry as the form holds it and the server accepts it (docs/product.md#inquiry-validation). */
export const inquirySchema = z.object({
  fullName: z.string().check(
    z.trim(),
    z.minLength(1, 'Please enter your full name'),
    z.maxLength(100, 'Name is too long (100 characters at most)'),
    z.refine((v) => !CONTROL.test(v), 'Name contains invalid characters'),
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, 'Email is too long'),
      z.regex(EMAIL, `${inquiryMessages.invalidEmail.title}: ${inquiryMessages.invalidEmail.description}`),
    ),
  phone: z.pipe(
    z.string().check(
      z.maxLength(30, badPhone),
      z.refine(
        (p) => p.trim().length > 0,
        `${inquiryMessages.missingPhone.title}: ${inquiryMessages.missingPhone.description}`,
      ),
    ),
    z.transform((p: string, ctx) => {
      const normal = normalisePhone(p);
      if (!normal) {
        ctx.issues.push({ code: 'custom', message: badPhone, input: p });
        return z.NEVER;
      }
      return normal;
    }),
  ),
  company: requiredLine('Company', 'Please enter your company', 120),
  // Optional; checked offline like the GSTIN validator's, the toast titled like the others.
  gstin: optionalGstinSchema('Invalid GSTIN'),
  service: z._default(requiredLine('Service', 'Please choose a service', 120), DEFAULT_INQUIRY_SERVICE),
  message: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(2000, 'Message is too long (2000 characters at most)'),
      z.refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'Message contains invalid characters'),
    ),
    '',
  ),
  honeyPot: z._default(z.string().check(z.maxLength(500)), ''),
});

export type InquiryInput = z.input<typeof inquirySchema>;

/** One value of a touch: text, one line, at most TOUCH_VALUE_MAX characters. */
const touchValue = (name: string, check?: [RegExp, string]) =>
  z.optional(
    z.string(`${name} must be text`).check(
      z.minLength(1, `${name} must not be empty`),
      z.maxLength(TOUCH_VALUE_MAX, `${name} is too long (${TOUCH_VALUE_MAX} characters at most)`),
      z.refine((v) => !CONTROL.test(v), `${name} contains invalid characters`),
      ...(check ? [z.regex(check[0], check[1])] : []),
    ),
  );

/** Where one visit came from (shared/domain.ts Touch): only these keys. */
const touchSchema = z.strictObject({
  utm_source: touchValue('utm_source'),
  utm_medium: touchValue('utm_medium'),
  utm_campaign: touchValue('utm_campaign'),
  utm_term: touchValue('utm_term'),
  utm_content: touchValue('utm_content'),
  gclid: touchValue('gclid'),
  fbclid: touchValue('fbclid'),
  referrer: touchValue('referrer', [/^https?:\/\/[^\s/]/, 'referrer must be an http(s) address']),
  landing: touchValue('landing', [/^\/(?!\/)/, 'landing must be a path of this site (starting with /)']),
});

/** The visit's first and last touch, as the browser kept them; either may be missing. */
export const attributionSchema = z.strictObject({
  first: z.optional(touchSchema),
  last: z.optional(touchSchema),
});

/**
 * What the browser posts: the form plus the id it chose, which makes a re-send harmless, and
 * where the visit came from when the browser knows.
 */
export const inquiryRequestSchema = z.extend(inquirySchema, {
  id: z.uuid('id must be a UUID chosen by the browser'),
  attribution: z.optional(attributionSchema),
});

export type Inquiry = z.output<typeof inquirySchema>;
