import * as z from './zod';
import { findService } from './catalogue';
import { requestStatuses } from './portal-model';
import { dateWindowCheck, isoDate } from './date-window';
import { CONTROL, CONTROL_EXCEPT_LINES, EMAIL, normalisePhone } from './inquiry';
import { optionalGstinSchema, optionalPanSchema } from './compliance/tax-id-schemas';
import { gstinPanMismatch } from './compliance/tax-ids';
import { MAX_RETENTION_YEARS, MIN_RETENTION_YEARS } from './documents';
import { MAX_HOLIDAYS, MAX_RESPONSE_TARGET_HOURS, MIN_RESPONSE_TARGET_HOURS } from './business-hours';

/**
 * The client portal and its admin counterparts: service requests with their
 * conversations, notifications, profiles, client accounts and the firm's settings. The browser
 * and the handlers validate with these same schemas.
 */
export * from './portal-model';

const oneLine = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL.test(v), `${label} contains invalid characters`),
  );

/** A one-line field that may not be left empty (`min` characters after trimming). */
const requiredLine = (label: string, max: number, min: number, empty: string) =>
  z.pipe(oneLine(label, max), z.string().check(z.minLength(min, empty)));

const email = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, `${label} is too long`),
      z.regex(EMAIL, `${label}: enter a valid e-mail address`),
    );

const phone = z.pipe(
  z.string().check(z.maxLength(30, 'Phone: enter a valid phone number')),
  z.transform((p: string, ctx) => {
    if (!p.trim()) return '';
    const normal = normalisePhone(p);
    if (!normal) {
      ctx.issues.push({ code: 'custom', message: 'Phone: enter a valid phone number', input: p });
      return z.NEVER;
    }
    return normal;
  }),
);

const text = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min, min === 1 ? `${label} is empty` : `${label} needs at least ${min} characters`),
    z.maxLength(max, `${label} is too long (${max} characters at most)`),
    z.refine((v) => !CONTROL_EXCEPT_LINES.test(v), `${label} contains invalid characters`),
  );

/**
 * POST /api/requests. The id comes from the browser, so a retried submission files one request.
 * The GSTIN and the PAN are optional ('' is none), checked offline and stored in upper case; given
 * together, the PAN must be the one inside the GSTIN.
 */
export const newRequestSchema = z
  .object({
    id: z.uuid('id: a UUID'),
    service: z.string().check(
      z.maxLength(100),
      z.refine((slug) => Boolean(findService(slug)), 'Service: choose a service from the list'),
    ),
    description: text('Description', 10, 4000),
    gstin: optionalGstinSchema(),
    pan: optionalPanSchema(),
  })
  .check((ctx) => {
    const { gstin, pan } = ctx.value;
    const problem = gstin && pan ? gstinPanMismatch(gstin, pan) : null;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: pan, path: ['pan'] });
  });
export type NewRequest = z.input<typeof newRequestSchema>;

const staffSub = (field: string) =>
  z.nullable(
    z
      .string(`${field}: a staff member’s id, or null`)
      .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, `${field}: a staff member’s id, or null`)),
  );

/** PATCH /api/requests/{id}: the status, the staff member handling it (null: nobody), or both. */
export const requestStatusSchema = z
  .object({
    status: z.optional(z.enum(requestStatuses, 'Status: not a request status')),
    assigneeSub: z.optional(staffSub('assigneeSub')),
  })
  .check(
    z.refine((u) => u.status !== undefined || u.assigneeSub !== undefined, {
      message: 'Give a status or an assigneeSub to change',
      path: ['status'],
    }),
  );

export const messageSchema = z.object({ body: text('Message', 1, 4000) });

/** GET /api/requests: the filter panel (status, from, to, and `client` for admins only). */
export const requestQuerySchema = z
  .object({
    status: z.optional(z.enum(requestStatuses)),
    client: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .check(dateWindowCheck());
export type RequestQuery = z.input<typeof requestQuerySchema>;

/** GET /api/clients: a page of clients by name, and where the next page starts. */
export const clientListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** PATCH /api/me: what a user may change about themselves. */
export const profileSchema = z.object({
  full_name: requiredLine('Full name', 100, 1, 'Full name is empty'),
  phone,
  company: oneLine('Company', 120),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** POST /api/clients: an invitation. */
export const inviteSchema = z.extend(profileSchema, { email: email('Email') });
export type InviteInput = z.input<typeof inviteSchema>;

/** POST /api/clients as the server reads it: an invitation, and the lead it converts, if any. */
export const inviteRequestSchema = z.extend(inviteSchema, {
  fromLeadId: z.optional(
    z.string('fromLeadId: a lead’s id').check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'fromLeadId: a lead’s id')),
  ),
});

/** PATCH /api/clients/{sub}: the account on or off, the client's advisor (null: none), or both. */
export const clientActiveSchema = z
  .object({
    is_active: z.optional(z.boolean('is_active: true or false')),
    advisorSub: z.optional(staffSub('advisorSub')),
  })
  .check(
    z.refine((u) => u.is_active !== undefined || u.advisorSub !== undefined, {
      message: 'Give is_active or an advisorSub to change',
      path: ['is_active'],
    }),
  );

export const settingsSchema = z.object({
  leadAlertTo: email('New-lead alerts'),
  requestAlertTo: email('New-request alerts'),
  contactEmail: email('Contact e-mail'),
  contactPhone: requiredLine('Contact phone', 30, 5, 'Contact phone is empty'),
  documentRetentionYears: z.optional(
    z
      .number('Keep documents for: a number of years')
      .check(
        z.int('Keep documents for: whole years'),
        z.minimum(
          MIN_RETENTION_YEARS,
          `Keep documents for: at least ${MIN_RETENTION_YEARS} years, as tax records must be`,
        ),
        z.maximum(MAX_RETENTION_YEARS, `Keep documents for: at most ${MAX_RETENTION_YEARS} years`),
      ),
  ),
  /** The firm's closed days (India dates), kept without repeats, earliest first. */
  holidays: z.optional(
    z.pipe(
      z
        .array(
          z.iso.date('Holidays: write each date as YYYY-MM-DD, a real date'),
          'Holidays: a list of dates',
        )
        .check(z.maxLength(MAX_HOLIDAYS, `Holidays: at most ${MAX_HOLIDAYS} dates`)),
      z.transform((dates: string[]) => [...new Set(dates)].sort()),
    ),
  ),
  /** Business hours a new lead may wait for a first response before it counts as overdue. */
  responseTargetHours: z.optional(
    z
      .number('Response target: a number of business hours')
      .check(
        z.int('Response target: whole hours'),
        z.minimum(
          MIN_RESPONSE_TARGET_HOURS,
          `Response target: at least ${MIN_RESPONSE_TARGET_HOURS} business hour`,
        ),
        z.maximum(
          MAX_RESPONSE_TARGET_HOURS,
          `Response target: at most ${MAX_RESPONSE_TARGET_HOURS} business hours`,
        ),
      ),
  ),
});
/**
 * PUT /api/settings: every field; a caller may leave out the documents' keeping period, the
 * holidays and the response target (the stored ones then stay).
 */
export type SettingsInput = z.input<typeof settingsSchema>;

/** POST /api/notifications/read: some by id, or all. */
export const markReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(z.string().check(z.minLength(1), z.maxLength(100)))
        .check(z.minLength(1), z.maxLength(100)),
    }),
    z.object({ all: z.literal(true) }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);

export const MAX_PORTAL_BODY_BYTES = 16 * 1024;
