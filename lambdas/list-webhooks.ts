import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { listEndpoints } from './use-cases/webhooks';

/** GET /api/webhooks: every endpoint, newest first, without secrets. */
export const handler = createHandler('listWebhooks', callers.dashboard, async () =>
  json(200, { webhooks: await listEndpoints() } satisfies ApiResponse<'listWebhooks'>),
);
