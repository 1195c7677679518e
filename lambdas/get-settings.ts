import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { getSettings } from './use-cases/settings';

/** GET /api/settings: the firm's alert addresses and contact details. */
export const handler = createHandler('getSettings', callers.dashboard, async () =>
  json(200, { settings: await getSettings() } satisfies ApiResponse<'getSettings'>),
);
