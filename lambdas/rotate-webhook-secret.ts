import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { rotateSecret } from './data/webhooks';

const NOT_FOUND = 'No webhook endpoint with this id.';

/**
 * POST /api/webhooks/{id}/secret: a new signing secret, shown this once. From now on deliveries
 * must be signed; the previous secret, if any, is accepted for 24 more hours.
 */
export const handler = createHandler(
  'rotateWebhookSecret',
  async ({ event }) => {
    const secret = await rotateSecret(pathId(event, 'id', NOT_FOUND));
    if (!secret) throw new HttpError(404, NOT_FOUND);
    return json(201, { secret } satisfies ApiResponse<'rotateWebhookSecret'>);
  },
  getDashboardUser,
);
