import type { ApiResponse } from '../shared/api-types';
import { staffInviteSchema } from '../shared/staff-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { inviteStaff } from './use-cases/staff';

/**
 * POST /api/admin/staff (partners only): a colleague invited with a role: an account in the
 * admin group with a temporary password, a profile and the invitation e-mail. 409 when an account
 * with the e-mail exists.
 */
export const handler = createHandler('inviteStaff', callers.dashboard, async ({ event }) => {
  const input = parseBody(event, 'inviteStaff', staffInviteSchema);
  const member = await inviteStaff(input, siteOrigin(event));
  return json(201, { member } satisfies ApiResponse<'inviteStaff'>);
});
