import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { knownSources } from './data/lead-sources';
import { getDashboardUser } from './data/users';

/** GET /api/leads/sources: every source a lead has come from, for the list's filter. */
export const handler = createHandler(
  'listLeadSources',
  async () => json(200, { sources: await knownSources() } satisfies ApiResponse<'listLeadSources'>),
  getDashboardUser,
);
