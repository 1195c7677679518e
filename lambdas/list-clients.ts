import type { ApiResponse } from '../shared/api-types';
import { clientListQuerySchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { getDashboardUser, InvalidClientCursorError, listClients } from './data/users';

/** GET /api/clients: a page of client profiles by name (`limit`, default 50), and the next page's cursor. */
export const handler = createHandler(
  'listClients',
  async ({ event }) => {
    const parsed = clientListQuerySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    try {
      return json(200, (await listClients(parsed.data)) satisfies ApiResponse<'listClients'>);
    } catch (error) {
      if (error instanceof InvalidClientCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);
