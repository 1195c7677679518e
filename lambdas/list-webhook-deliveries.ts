import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { endpointDeliveries, NO_ENDPOINT } from './use-cases/webhooks';

/**
 * GET /api/webhooks/{id}/deliveries: the endpoint's last 50 deliveries, newest first; for a
 * custom endpoint also the last payload it received, which its field map is previewed against.
 */
export const handler = createHandler('listWebhookDeliveries', callers.dashboard, async ({ event }) => {
  const deliveries = await endpointDeliveries(pathId(event, 'id', NO_ENDPOINT));
  return json(200, deliveries satisfies ApiResponse<'listWebhookDeliveries'>);
});
