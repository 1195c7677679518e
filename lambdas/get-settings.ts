import { createHandler } from './core/handler';
import { json } from './core/http';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';

/** GET /api/settings: the firm's alert addresses and contact details. */
export const handler = createHandler(
  'getSettings',
  async () => json(200, { settings: await getSettings() }),
  getDashboardUser,
);
