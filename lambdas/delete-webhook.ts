import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { deleteEndpoint, NO_ENDPOINT } from './use-cases/webhooks';

/** DELETE /api/webhooks/{id}: the URL stops accepting leads at once; its leads stay. */
export const handler = createHandler('deleteWebhook', callers.dashboard, async ({ event }) => {
  await deleteEndpoint(pathId(event, 'id', NO_ENDPOINT));
  return json(200, { deleted: true } satisfies ApiResponse<'deleteWebhook'>);
});
