import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_REQUEST, readConversation } from './use-cases/requests';

/** GET /api/requests/{id}/messages: the conversation, oldest first; opening it marks it read for the reader's side. */
export const handler = createHandler('listRequestMessages', callers.dashboard, async ({ event, caller }) => {
  const messages = await readConversation(caller, pathId(event, 'id', NO_REQUEST));
  return json(200, { messages } satisfies ApiResponse<'listRequestMessages'>);
});
