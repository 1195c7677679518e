import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getDashboardUser } from './data/users';
import { confirmEnrolment } from './domain/security';

/** POST /api/me/mfa: the caller's authenticator app, confirmed with Cognito, is recorded. */
export const handler = createHandler(
  'confirmMfa',
  async ({ caller }) =>
    json(200, { profile: await confirmEnrolment(caller.profile) } satisfies ApiResponse<'confirmMfa'>),
  getDashboardUser,
);
