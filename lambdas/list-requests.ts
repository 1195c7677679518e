import type { ApiResponse } from '../shared/api-types';
import { requestQuerySchema } from '../shared/request-schemas';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { countByStatus, listRequests } from './data/requests';
import { getDashboardUser } from './data/users';

/**
 * GET /api/requests: newest first, filtered by status and date (and, for staff, client). A client
 * sees only its own: the filter is forced to its sub, whatever the query says.
 */
export const handler = createHandler(
  'listRequests',
  async ({ event, caller }) => {
    const parsed = requestQuerySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const isAdmin = caller.role === 'admin';
    const requests = await listRequests(
      isAdmin ? parsed.data : { ...parsed.data, client: undefined, clientSub: caller.sub },
    );
    return json(200, { requests, counts: countByStatus(requests) } satisfies ApiResponse<'listRequests'>);
  },
  getDashboardUser,
);
