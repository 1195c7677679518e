import type { ApiResponse } from '../shared/api-types';
import { clientActiveSchema } from '../shared/client-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_CLIENT, updateClient } from './use-cases/clients';

/**
 * PATCH /api/clients/{sub}: deactivate or reactivate, or set the client's advisor (an active staff
 * member, or none). The profile flag makes the API refuse the client at once (even with a valid
 * token); disabling the Cognito user refuses its sign-in.
 */
export const handler = createHandler('updateClient', callers.dashboard, async ({ event }) => {
  const change = parseBody(event, 'updateClient', clientActiveSchema);
  const client = await updateClient(pathId(event, 'sub', NO_CLIENT), change);
  return json(200, { client } satisfies ApiResponse<'updateClient'>);
});
