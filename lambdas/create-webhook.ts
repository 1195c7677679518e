import type { ApiResponse } from '../shared/api-types';
import { webhookCreateSchema } from '../shared/webhooks';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { createEndpoint } from './use-cases/webhooks';

/** POST /api/webhooks: a new endpoint; the server chooses its unguessable id. */
export const handler = createHandler('createWebhook', callers.dashboard, async ({ event }) => {
  const input = parseBody(event, 'createWebhook', webhookCreateSchema);
  return json(201, { webhook: await createEndpoint(input) } satisfies ApiResponse<'createWebhook'>);
});
