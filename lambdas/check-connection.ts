import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { checkConnection, NO_ENDPOINT } from './use-cases/webhooks';

/**
 * POST /api/webhooks/{id}/connection-check: a Meta endpoint's connection checked as a lead would
 * use it (the Page its token reaches, and the right to read that Page's leads), recorded on the
 * endpoint and answered.
 */
export const handler = createHandler('checkConnection', callers.dashboard, async ({ event }) => {
  const webhook = await checkConnection(pathId(event, 'id', NO_ENDPOINT));
  return json(200, { webhook } satisfies ApiResponse<'checkConnection'>);
});
