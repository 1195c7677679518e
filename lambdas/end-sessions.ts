import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { endSessions } from './use-cases/security';
import { callers } from './use-cases/callers';

/** POST /api/me/sessions/end: every session of the caller ends (after a password change, or asked). */
export const handler = createHandler('endSessions', callers.dashboard, async ({ caller }) => {
  const endedAt = await endSessions(caller.profile);
  return json(200, { endedAt } satisfies ApiResponse<'endSessions'>);
});
