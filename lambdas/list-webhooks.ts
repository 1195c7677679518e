import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getDashboardUser } from './data/users';
import { listWebhooks, publicEndpoint } from './data/webhooks';

/** GET /api/webhooks: every endpoint, newest first, without secrets. */
export const handler = createHandler(
  'listWebhooks',
  async () =>
    json(200, { webhooks: (await listWebhooks()).map(publicEndpoint) } satisfies ApiResponse<'listWebhooks'>),
  getDashboardUser,
);
