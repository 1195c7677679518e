import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_ENDPOINT, rotateEndpointSecret } from './use-cases/webhooks';

/**
 * POST /api/webhooks/{id}/secret: a new signing secret, shown this once. From now on deliveries
 * must be signed; the previous secret, if any, is accepted for 24 more hours.
 */
export const handler = createHandler('rotateWebhookSecret', callers.dashboard, async ({ event }) => {
  const secret = await rotateEndpointSecret(pathId(event, 'id', NO_ENDPOINT));
  return json(201, { secret } satisfies ApiResponse<'rotateWebhookSecret'>);
});
