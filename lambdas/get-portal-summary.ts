import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { portalSummary } from './use-cases/overview';

/** GET /api/portal/summary: the client's cards, computed from its own records. */
export const handler = createHandler('getPortalSummary', callers.dashboard, async ({ caller }) =>
  json(200, (await portalSummary(caller)) satisfies ApiResponse<'getPortalSummary'>),
);
