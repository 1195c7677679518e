import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';

/** GET /api/settings: the firm's alert addresses and contact details. */
export const handler = createHandler(
  'getSettings',
  async () => json(200, { settings: await getSettings() } satisfies ApiResponse<'getSettings'>),
  getDashboardUser,
);
