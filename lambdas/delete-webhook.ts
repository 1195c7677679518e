import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { deleteWebhook } from './data/webhooks';

const NOT_FOUND = 'No webhook endpoint with this id.';

/** DELETE /api/webhooks/{id}: the URL stops accepting leads at once; its leads stay. */
export const handler = createHandler(
  'deleteWebhook',
  async ({ event }) => {
    if (!(await deleteWebhook(pathId(event, 'id', NOT_FOUND)))) throw new HttpError(404, NOT_FOUND);
    return json(200, { deleted: true } satisfies ApiResponse<'deleteWebhook'>);
  },
  getDashboardUser,
);
