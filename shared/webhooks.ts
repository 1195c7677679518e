import { customFields, sourceTypes } from './lead-platforms';
import { CONTROL } from './text-checks';
import * as z from './zod';

/** Standard Webhooks: a signature's timestamp may be this far from now. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** After a rotation the previous secret is still accepted this long. */
export const SECRET_OVERLAP_HOURS = 24;
/** How many deliveries an endpoint's log keeps. */
export const DELIVERY_LOG_SIZE = 50;

/** An endpoint's name: not blank after trimming, at most 100 characters, one line of text. */
const webhookName = z.string('Please enter a webhook name').check(
  z.trim(),
  z.minLength(1, 'Please enter a webhook name'),
  z.maxLength(100, 'The name is too long (100 characters at most)'),
  z.refine(
    (v) => !CONTROL.test(v),
    'The name contains invalid characters (control characters or line breaks)',
  ),
);
const webhookActive = z.boolean('active must be true or false');

/** Meta's app secret, entered by the admin: Meta signs each delivery with it. */
const appSecret = z
  .string('The app secret must be text')
  .check(
    z.trim(),
    z.minLength(16, 'The app secret is too short: copy it from your Meta app (Settings, Basic)'),
    z.maxLength(200, 'The app secret is too long (200 characters at most)'),
  );

export const webhookCreateSchema = z
  .object({
    name: webhookName,
    active: z._default(webhookActive, true),
    sourceType: z._default(
      z.enum(sourceTypes, `sourceType must be one of: ${sourceTypes.join(', ')}`),
      'generic',
    ),
    appSecret: z.optional(appSecret),
  })
  .check(
    z.refine((v) => v.sourceType !== 'meta' || v.appSecret !== undefined, {
      message: 'Please enter the app secret of your Meta app',
      path: ['appSecret'],
    }),
    z.refine((v) => v.sourceType === 'meta' || v.appSecret === undefined, {
      message: 'Only a Meta endpoint takes an app secret',
      path: ['appSecret'],
    }),
  );

/** A dotted path into a payload: up to 10 parts of 1 to 100 characters, e.g. contact.details.mobile. */
const payloadPath = z.string('A path must be text').check(
  z.trim(),
  z.maxLength(500, 'The path is too long (500 characters at most)'),
  z.refine((p) => p === '' || p.split('.').every((part) => part.length >= 1 && part.length <= 100), {
    message: 'Write the path as names joined by dots, e.g. contact.details.mobile',
  }),
  z.refine((p) => p.split('.').length <= 10, { message: 'The path is too deep (10 parts at most)' }),
);

/** A custom endpoint's field map; an empty path unmaps the field. */
export const fieldMapSchema = z.partialRecord(
  z.enum(customFields, `Map only these fields: ${customFields.join(', ')}`),
  payloadPath,
);

export const webhookUpdateSchema = z
  .object({
    name: z.optional(webhookName),
    active: z.optional(webhookActive),
    fieldMap: z.optional(fieldMapSchema),
  })
  .check(
    z.refine((v) => v.name !== undefined || v.active !== undefined || v.fieldMap !== undefined, {
      message: 'Nothing to change: send name, active or fieldMap',
    }),
  );

/** PUT /api/webhooks/{id}/page-token: a Meta endpoint's Page access token, or null to remove it. */
export const pageTokenSchema = z.strictObject({
  pageToken: z.nullable(
    z
      .string('pageToken: the Page access token, as text')
      .check(
        z.trim(),
        z.minLength(20, 'pageToken: paste the whole Page access token'),
        z.maxLength(1000, 'pageToken: a Page access token is at most 1,000 characters'),
        z.regex(/^[A-Za-z0-9_.|-]+$/, 'pageToken: a Page access token has no spaces or other characters'),
      ),
  ),
});
export type PageTokenInput = z.input<typeof pageTokenSchema>;

export const webhookUrl = (origin: string, id: string) => `${origin}/api/webhook/${id}`;
