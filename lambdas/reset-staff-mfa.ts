import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { actorOf, removeSecondFactor } from './domain/security';
import { staffMember } from './list-staff';

/**
 * POST /api/admin/staff/{sub}/mfa-reset: a colleague lost their authenticator. Their second
 * factor is turned off and their sessions end; at their next sign-in they set up a new one.
 */
export const handler = createHandler(
  'resetStaffMfa',
  async ({ event, caller }) => {
    const sub = pathId(event, 'sub', 'No staff account with this id.');
    if (sub === caller.sub) {
      throw new HttpError(409, 'You cannot reset your own second factor: ask another admin.');
    }
    const member = await getDashboardUser(sub);
    if (!member || member.role !== 'admin') throw new HttpError(404, 'No staff account with this id.');
    const reset = await removeSecondFactor(member, actorOf(caller.profile));
    return json(200, { member: await staffMember(reset) } satisfies ApiResponse<'resetStaffMfa'>);
  },
  getDashboardUser,
);
