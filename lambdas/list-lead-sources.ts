import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { leadSources } from './use-cases/leads';

/** GET /api/leads/sources: every source and service leads have named, for the list's filters. */
export const handler = createHandler('listLeadSources', callers.dashboard, async () =>
  json(200, (await leadSources()) satisfies ApiResponse<'listLeadSources'>),
);
