import type { ApiResponse } from '../shared/api-types';
import { requestStatusSchema } from '../shared/request-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { NO_REQUEST, updateRequest } from './use-cases/requests';

/**
 * PATCH /api/requests/{id}: staff change the status (the client is notified in the portal and by
 * e-mail, sent by the notification mailer) or who handles the request (an active staff member,
 * shown to the client, or nobody).
 */
export const handler = createHandler('updateRequestStatus', callers.dashboard, async ({ event, caller }) => {
  const change = parseBody(event, 'updateRequestStatus', requestStatusSchema);
  const id = pathId(event, 'id', NO_REQUEST);
  const request = await updateRequest(caller, id, change, siteOrigin(event));
  return json(200, { request } satisfies ApiResponse<'updateRequestStatus'>);
});
