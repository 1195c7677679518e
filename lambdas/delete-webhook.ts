import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { getDashboardUser } from './data/users';
import { deleteWebhook } from './data/webhooks';

/** DELETE /api/webhooks/{id}: the URL stops accepting leads at once; its leads stay. */
export const handler = createHandler(
  'deleteWebhook',
  async ({ event }) => {
    if (!(await deleteWebhook(event.pathParameters?.id ?? ''))) {
      throw new HttpError(404, 'No webhook endpoint with this id.');
    }
    return json(200, { deleted: true });
  },
  getDashboardUser,
);
