import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { listMessages, markConversationRead, requestFor } from './data/requests';
import { getDashboardUser } from './data/users';

/** GET /api/requests/{id}/messages: the conversation, oldest first; opening it marks it read for the reader's side. */
export const handler = createHandler(
  'listRequestMessages',
  async ({ event, caller }) => {
    const isAdmin = caller.role === 'admin';
    const id = pathId(event, 'id', 'No request with this id.');
    const request = await requestFor({ sub: caller.sub, isAdmin }, id);
    if (!request) throw new HttpError(404, 'No request with this id.');
    const messages = await listMessages(request.id);
    await markConversationRead(request, isAdmin ? 'firm' : 'client');
    return json(200, { messages } satisfies ApiResponse<'listRequestMessages'>);
  },
  getDashboardUser,
);
