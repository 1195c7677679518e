import type { ApiResponse } from '../shared/api-types';
import { newRequestSchema } from '../shared/request-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { NO_CLIENT } from './use-cases/clients';
import { openRequestFor } from './use-cases/requests';

/**
 * POST /api/clients/{sub}/requests: staff open a request for an active client, as the client
 * would file it (a catalogue service and what is to be done); the client is told in the portal
 * and by e-mail. A repeated id returns the first opening.
 */
export const handler = createHandler('openClientRequest', callers.dashboard, async ({ event, caller }) => {
  const input = parseBody(event, 'openClientRequest', newRequestSchema);
  const { request, created } = await openRequestFor(
    caller,
    pathId(event, 'sub', NO_CLIENT),
    input,
    siteOrigin(event),
  );
  return json(created ? 201 : 200, { request } satisfies ApiResponse<'openClientRequest'>);
});
