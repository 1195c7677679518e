import type { ApiResponse } from '../shared/api-types';
import { newRequestSchema } from '../shared/request-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { fileRequest } from './use-cases/requests';

/**
 * POST /api/requests: a client files a request (status pending), handled by the client's advisor
 * when one is set. The firm's inbox gets a
 * notification and the configured address an e-mail; a repeated id returns the first filing.
 * A GSTIN or PAN that fails its offline check (or a PAN that is not the GSTIN's) is refused
 * with 400 before anything is stored.
 */
export const handler = createHandler('createRequest', callers.dashboard, async ({ event, caller }) => {
  const input = parseBody(event, 'createRequest', newRequestSchema);
  const { request, created } = await fileRequest(caller, input, siteOrigin(event));
  return json(created ? 201 : 200, { request } satisfies ApiResponse<'createRequest'>);
});
