import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { saveCompliance } from './domain/compliance-profile';
import { getDashboardUser } from './data/users';

/** PUT /api/me/compliance: the client records what it files and pays, and when to be reminded. */
export const handler = createHandler(
  'updateMyCompliance',
  async ({ event, caller }) => {
    const profile = await saveCompliance(event, 'updateMyCompliance', caller.profile, caller.profile);
    return json(200, { profile } satisfies ApiResponse<'updateMyCompliance'>);
  },
  getDashboardUser,
);
