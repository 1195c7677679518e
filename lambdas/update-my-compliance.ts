import type { ApiResponse } from '../shared/api-types';
import { complianceProfileSchema } from '../shared/compliance/obligations';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { saveCompliance } from './use-cases/clients';

/** PUT /api/me/compliance: the client records what it files and pays, and when to be reminded. */
export const handler = createHandler('updateMyCompliance', callers.dashboard, async ({ event, caller }) => {
  const input = parseBody(event, 'updateMyCompliance', complianceProfileSchema);
  const profile = await saveCompliance(caller.profile, input, caller.profile);
  return json(200, { profile } satisfies ApiResponse<'updateMyCompliance'>);
});
