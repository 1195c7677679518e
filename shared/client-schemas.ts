import * as z from './zod';
import { email, oneLine, phone, requiredLine, staffSub } from './portal-fields';

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

/**
 * POST /api/clients and POST /api/leads/{id}/conversion as the server reads them: the invitation.
 * Strict: a lead to convert is named by the conversion's path, never by a field the invitation
 * would ignore.
 */
export const inviteRequestSchema = z.strictObject(inviteSchema.shape);

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
