import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { getDashboardUser } from './data/users';
import { actorOf, removeSecondFactor } from './domain/security';

/**
 * DELETE /api/me/mfa: a client turns two-factor sign-in off. Staff keep theirs: a lost device is
 * reset by another admin.
 */
export const handler = createHandler(
  'removeMfa',
  async ({ caller }) => {
    if (caller.role === 'admin') {
      throw new HttpError(
        409,
        'Staff accounts keep two-factor sign-in. If you lost your device, another admin can reset it.',
      );
    }
    const profile = await removeSecondFactor(caller.profile, actorOf(caller.profile));
    return json(200, { profile } satisfies ApiResponse<'removeMfa'>);
  },
  getDashboardUser,
);
