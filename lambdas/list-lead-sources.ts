import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { knownServices, knownSources } from './data/lead-sources';
import { getDashboardUser } from './data/users';

/** GET /api/leads/sources: every source and service leads have named, for the list's filters. */
export const handler = createHandler(
  'listLeadSources',
  async () => {
    const [sources, services] = await Promise.all([knownSources(), knownServices()]);
    return json(200, { sources, services } satisfies ApiResponse<'listLeadSources'>);
  },
  getDashboardUser,
);
