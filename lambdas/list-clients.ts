import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { getDashboardUser, listClients } from './data/users';

/** GET /api/clients: every client profile, by name. */
export const handler = createHandler(
  'listClients',
  async () => json(200, { clients: await listClients() } satisfies ApiResponse<'listClients'>),
  getDashboardUser,
);
