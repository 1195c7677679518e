import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { canServe } from './use-cases/health';

/** GET /api/health: up (200) or down (503), for anyone; the detail is GET /api/admin/health. */
export const handler = createHandler('getHealth', callers.dashboard, async () => {
  const up = await canServe();
  return json(up ? 200 : 503, { status: up ? 'up' : 'down' } satisfies ApiResponse<'getHealth'>);
});
