import type { StaffMember } from '../../shared/api-types';
import type { Caller, DashboardUser } from '../../shared/domain';
import { Refusal } from '../../shared/refusal';
import { staffRoleOf } from '../../shared/staff-schemas';
import { auditOf } from '../data/audit';
import { listAdmins, updateProfile } from '../data/users';

/**
 * The signed-in account's own profile, and the firm's staff accounts as admins see them. Second
 * factors and sessions, which need Cognito, are security.ts's.
 */

export const NO_STAFF_MEMBER = 'No staff account with this id.';

/** The caller edits their own name, phone and company (never role or e-mail). */
export async function updateMe(
  caller: Caller,
  changes: Pick<Parameters<typeof updateProfile>[1], 'full_name' | 'phone' | 'company'>,
): Promise<DashboardUser> {
  const profile = await updateProfile(caller.sub, changes);
  if (!profile) throw new Refusal('not-found', 'Your profile was not found.');
  return profile;
}

/** An admin account as the staff list shows it: its second factor and its last security event. */
export async function staffMember(user: DashboardUser): Promise<StaffMember> {
  const [lastEvent] = await auditOf(user.sub, 1);
  return {
    sub: user.sub,
    email: user.email,
    full_name: user.full_name,
    is_active: user.is_active,
    staffRole: staffRoleOf(user),
    ...(user.mfa_enrolled_at ? { mfa_enrolled_at: user.mfa_enrolled_at } : {}),
    ...(lastEvent ? { lastEvent } : {}),
  };
}

/** The firm's admin accounts, with their second factor and last security event. */
export async function listStaff(): Promise<StaffMember[]> {
  return Promise.all((await listAdmins()).map(staffMember));
}
