import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_ENDPOINT, sendTestLead } from './use-cases/webhooks';

/**
 * POST /api/webhooks/{id}/test: what a delivery would do, from the dashboard: a sample lead
 * through the same mapping and storage, logged with the endpoint's deliveries. A platform's
 * endpoint gets a delivery shaped as that platform sends it, with its key or signature, and goes
 * through the same checks as a real one; the lead is marked as a test.
 */
export const handler = createHandler('sendTestLead', callers.dashboard, async ({ event, caller }) => {
  const id = await sendTestLead(pathId(event, 'id', NO_ENDPOINT), caller);
  return json(201, { id } satisfies ApiResponse<'sendTestLead'>);
});
