import * as z from './zod';
import { email, requiredLine } from './portal-fields';

/**
 * What a staff account may do. A partner also manages the staff, the firm's settings and its
 * lead-source endpoints; staff handle leads, clients, requests and documents. An admin account
 * made before roles existed has none recorded and is a partner: the firm's first accounts are its
 * partners'.
 */
export const staffRoles = ['partner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = { partner: 'Partner', staff: 'Staff' };

/** A staff account's role, for accounts made before roles existed too. */
export const staffRoleOf = (profile: { staffRole?: StaffRole }): StaffRole => profile.staffRole ?? 'partner';

const role = z.enum(staffRoles, 'staffRole: partner or staff');

/** POST /api/admin/staff: a colleague invited to the dashboard. */
export const staffInviteSchema = z.strictObject({
  email: email('Email'),
  full_name: requiredLine('Full name', 100, 1, 'Full name is empty'),
  staffRole: role,
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** PATCH /api/admin/staff/{sub}: an account on or off, its role, or both. */
export const staffUpdateSchema = z
  .strictObject({
    is_active: z.optional(z.boolean('is_active: true or false')),
    staffRole: z.optional(role),
  })
  .check(
    z.refine((u) => u.is_active !== undefined || u.staffRole !== undefined, {
      message: 'Give is_active or a staffRole to change',
      path: ['is_active'],
    }),
  );
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;
