import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { NO_STAFF_MEMBER } from './use-cases/account';
import { resetStaffSecondFactor } from './use-cases/security';
import { callers } from './use-cases/callers';

/**
 * POST /api/admin/staff/{sub}/mfa-reset: a colleague lost their authenticator. Their second
 * factor is turned off and their sessions end; at their next sign-in they set up a new one.
 */
export const handler = createHandler('resetStaffMfa', callers.dashboard, async ({ event, caller }) => {
  const member = await resetStaffSecondFactor(caller, pathId(event, 'sub', NO_STAFF_MEMBER));
  return json(200, { member } satisfies ApiResponse<'resetStaffMfa'>);
});
