import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';

/** GET /api/me: the signed-in caller's profile. */
export const handler = createHandler('getMe', callers.dashboard, async ({ caller }) =>
  json(200, { profile: caller.profile, groups: caller.groups } satisfies ApiResponse<'getMe'>),
);
