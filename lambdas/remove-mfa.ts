import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { removeOwnSecondFactor } from './use-cases/security';
import { callers } from './use-cases/callers';

/**
 * DELETE /api/me/mfa: a client turns two-factor sign-in off. Staff keep theirs: a lost device is
 * reset by a partner.
 */
export const handler = createHandler('removeMfa', callers.dashboard, async ({ caller }) =>
  json(200, { profile: await removeOwnSecondFactor(caller) } satisfies ApiResponse<'removeMfa'>),
);
