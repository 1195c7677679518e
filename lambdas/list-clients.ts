import type { ApiResponse } from '../shared/api-types';
import { clientListQuerySchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { listClients } from './use-cases/clients';

/** GET /api/clients: a page of client profiles by name (`limit`, default 50), and the next page's cursor. */
export const handler = createHandler('listClients', callers.dashboard, async ({ event }) =>
  json(
    200,
    (await listClients(parseQuery(event, clientListQuerySchema))) satisfies ApiResponse<'listClients'>,
  ),
);
