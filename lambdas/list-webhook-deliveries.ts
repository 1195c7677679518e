import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { getWebhook, listDeliveries } from './data/webhooks';

const NOT_FOUND = 'No webhook endpoint with this id.';

/**
 * GET /api/webhooks/{id}/deliveries: the endpoint's last 50 deliveries, newest first; for a
 * custom endpoint also the last payload it received, which its field map is previewed against.
 */
export const handler = createHandler(
  'listWebhookDeliveries',
  async ({ event }) => {
    const id = pathId(event, 'id', NOT_FOUND);
    const endpoint = await getWebhook(id);
    if (!endpoint) throw new HttpError(404, NOT_FOUND);
    return json(200, {
      deliveries: await listDeliveries(id),
      ...(endpoint.lastPayload ? { lastPayload: endpoint.lastPayload } : {}),
    } satisfies ApiResponse<'listWebhookDeliveries'>);
  },
  getDashboardUser,
);
