import type { ApiResponse } from '../shared/api-types';
import { staffUpdateSchema } from '../shared/staff-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_STAFF_MEMBER } from './use-cases/account';
import { updateStaff } from './use-cases/staff';

/**
 * PATCH /api/admin/staff/{sub} (partners only): a colleague deactivated or reactivated, or given
 * another role. 409 for one's own deactivation or demotion, and for the last active partner's.
 */
export const handler = createHandler('updateStaff', callers.dashboard, async ({ event, caller }) => {
  const change = parseBody(event, 'updateStaff', staffUpdateSchema);
  const member = await updateStaff(caller, pathId(event, 'sub', NO_STAFF_MEMBER), change);
  return json(200, { member } satisfies ApiResponse<'updateStaff'>);
});
