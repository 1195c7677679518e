import type { ApiResponse } from '../shared/api-types';
import { webhookUpdateSchema } from '../shared/webhooks';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_ENDPOINT, updateEndpoint } from './use-cases/webhooks';

/** PATCH /api/webhooks/{id}: rename, activate or deactivate; a custom endpoint's field map. */
export const handler = createHandler('updateWebhook', callers.dashboard, async ({ event }) => {
  const id = pathId(event, 'id', NO_ENDPOINT);
  const webhook = await updateEndpoint(id, parseBody(event, 'updateWebhook', webhookUpdateSchema));
  return json(200, { webhook } satisfies ApiResponse<'updateWebhook'>);
});
