import type { ApiResponse, StaffMember } from '../shared/api-types';
import type { DashboardUser } from '../shared/domain';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { auditOf } from './data/audit';
import { getDashboardUser, listAdmins } from './data/users';

export async function staffMember(user: DashboardUser): Promise<StaffMember> {
  const [lastEvent] = await auditOf(user.sub, 1);
  return {
    sub: user.sub,
    email: user.email,
    full_name: user.full_name,
    is_active: user.is_active,
    ...(user.mfa_enrolled_at ? { mfa_enrolled_at: user.mfa_enrolled_at } : {}),
    ...(lastEvent ? { lastEvent } : {}),
  };
}

/** GET /api/admin/staff: the firm's admin accounts, with their second factor and last security event. */
export const handler = createHandler(
  'listStaff',
  async () => {
    const staff = await Promise.all((await listAdmins()).map(staffMember));
    return json(200, { staff } satisfies ApiResponse<'listStaff'>);
  },
  getDashboardUser,
);
