import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { confirmEnrolment } from './use-cases/security';
import { callers } from './use-cases/callers';

/** POST /api/me/mfa: the caller's authenticator app, confirmed with Cognito, is recorded. */
export const handler = createHandler('confirmMfa', callers.dashboard, async ({ caller }) =>
  json(200, { profile: await confirmEnrolment(caller.profile) } satisfies ApiResponse<'confirmMfa'>),
);
