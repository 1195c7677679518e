import type { ApiResponse } from '../shared/api-types';
import { inviteRequestSchema } from '../shared/client-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { inviteClient } from './use-cases/clients';

/**
 * POST /api/clients: invites a client: an account with a temporary password, a profile and the
 * invitation e-mail; the first sign-in sets a password. 409 when an account with the e-mail
 * exists. A lead's conversion is POST /api/leads/{id}/conversion.
 */
export const handler = createHandler('inviteClient', callers.dashboard, async ({ event }) => {
  const input = parseBody(event, 'inviteClient', inviteRequestSchema);
  const client = await inviteClient(input, siteOrigin(event));
  return json(201, { client } satisfies ApiResponse<'inviteClient'>);
});
