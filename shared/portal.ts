import * as z from 'zod';
import { findService } from './catalogue';
import { requestStatuses } from './portal-model';
import { CONTROL, CONTROL_EXCEPT_LINES, EMAIL, normalisePhone } from './inquiry';

/**
 * The client portal and its admin counterparts (issue 7): service requests with their
 * conversations, notifications, profiles, client accounts and the firm's settings. The browser
 * and the handlers validate with these same schemas.
 */
export * from './portal-model';

const oneLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine((v) => !CONTROL.test(v), `${label} contains invalid characters`);

const email = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, `${label} is too long`)
    .regex(EMAIL, `${label}: enter a valid e-mail address`);

const phone = z
  .string()
  .max(30, 'Phone: enter a valid phone number')
  .transform((p, ctx) => {
    if (!p.trim()) return '';
    const normal = normalisePhone(p);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: 'Phone: enter a valid phone number' });
      return z.NEVER;
    }
    return normal;
  });

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is empty` : `${label} needs at least ${min} characters`)
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), `${label} contains invalid characters`);

/** POST /api/requests. The id comes from the browser, so a retried submission files one request. */
export const newRequestSchema = z.object({
  id: z.uuid('id: a UUID'),
  service: z
    .string()
    .max(100)
    .refine((slug) => Boolean(findService(slug)), 'Service: choose a service from the list'),
  description: text('Description', 10, 4000),
});
export type NewRequest = z.input<typeof newRequestSchema>;

export const requestStatusSchema = z.object({
  status: z.enum(requestStatuses, 'Status: not a request status'),
});

export const messageSchema = z.object({ body: text('Message', 1, 4000) });

const isoDate = z.iso.date('use YYYY-MM-DD');
/** GET /api/requests: the filter panel (spec 3's filter set; `client` for admins only). */
export const requestQuerySchema = z
  .object({
    status: z.enum(requestStatuses).optional(),
    client: z.string().trim().min(1).max(100).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type RequestQuery = z.input<typeof requestQuerySchema>;

/** PATCH /api/me: what a user may change about themselves. */
export const profileSchema = z.object({
  full_name: oneLine('Full name', 100).pipe(z.string().min(1, 'Full name is empty')),
  phone,
  company: oneLine('Company', 120),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** POST /api/clients: an invitation. */
export const inviteSchema = profileSchema.extend({ email: email('Email') });
export type InviteInput = z.input<typeof inviteSchema>;

export const clientActiveSchema = z.object({ is_active: z.boolean('is_active: true or false') });

export const settingsSchema = z.object({
  leadAlertTo: email('New-lead alerts'),
  requestAlertTo: email('New-request alerts'),
  contactEmail: email('Contact e-mail'),
  contactPhone: oneLine('Contact phone', 30).pipe(z.string().min(5, 'Contact phone is empty')),
});

/** POST /api/notifications/read: some by id, or all. */
export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(z.string().min(1).max(100)).min(1).max(100) }),
    z.object({ all: z.literal(true) }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);

export const MAX_PORTAL_BODY_BYTES = 16 * 1024;
