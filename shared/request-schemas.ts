import * as z from './zod';
import { findService } from './catalogue';
import { requestStatuses } from './portal-model';
import { dateWindowCheck, isoDate } from './date-window';
import { optionalGstinSchema, optionalPanSchema } from './compliance/tax-id-schemas';
import { gstinPanMismatch } from './compliance/tax-ids';
import { staffSub, text } from './portal-fields';

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
