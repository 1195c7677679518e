import type { ApiResponse } from '../shared/api-types';
import { messageSchema } from '../shared/request-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { NO_REQUEST, postMessage } from './use-cases/requests';

/**
 * POST /api/requests/{id}/messages: a message in the request's conversation. The other side is
 * notified: the client in its portal and by e-mail, or the firm's inbox and alert address.
 */
export const handler = createHandler('postRequestMessage', callers.dashboard, async ({ event, caller }) => {
  const { body } = parseBody(event, 'postRequestMessage', messageSchema);
  const id = pathId(event, 'id', NO_REQUEST);
  const message = await postMessage(caller, id, body, siteOrigin(event));
  return json(201, { message } satisfies ApiResponse<'postRequestMessage'>);
});
