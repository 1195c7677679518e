import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { getDashboardUser } from './data/users';
import { getWebhook, listDeliveries } from './data/webhooks';

/** GET /api/webhooks/{id}/deliveries: the endpoint's last 50 deliveries, newest first. */
export const handler = createHandler(
  'listWebhookDeliveries',
  async ({ event }) => {
    const id = event.pathParameters?.id ?? '';
    if (!(await getWebhook(id))) throw new HttpError(404, 'No webhook endpoint with this id.');
    return json(200, { deliveries: await listDeliveries(id) });
  },
  getDashboardUser,
);
