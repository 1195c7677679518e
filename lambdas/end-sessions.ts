import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getDashboardUser } from './data/users';
import { actorOf, endSessions } from './domain/security';

/** POST /api/me/sessions/end: every session of the caller ends (after a password change, or asked). */
export const handler = createHandler(
  'endSessions',
  async ({ caller }) => {
    const endedAt = await endSessions(caller.profile, actorOf(caller.profile));
    return json(200, { endedAt } satisfies ApiResponse<'endSessions'>);
  },
  getDashboardUser,
);
