import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { requestFor } from './data/requests';
import { getDashboardUser } from './data/users';

/** GET /api/requests/{id}: one request with its timeline; another client's id is 404. */
export const handler = createHandler(
  'getRequest',
  async ({ event, caller }) => {
    const request = await requestFor(
      { sub: caller.sub, isAdmin: caller.role === 'admin' },
      pathId(event, 'id', 'No request with this id.'),
    );
    if (!request) throw new HttpError(404, 'No request with this id.');
    return json(200, { request } satisfies ApiResponse<'getRequest'>);
  },
  getDashboardUser,
);
