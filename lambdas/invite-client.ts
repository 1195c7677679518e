import type { ApiResponse } from '../shared/api-types';
import { inviteRequestSchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { inviteClientAccount } from './data/invitations';
import { getDashboardUser } from './data/users';

/**
 * POST /api/clients: invites a client: an account with a temporary password, a profile and the
 * invitation e-mail; the first sign-in sets a password. 409 when an account with the e-mail
 * exists. A lead's conversion is POST /api/leads/{id}/conversion.
 */
export const handler = createHandler(
  'inviteClient',
  async ({ event }) => {
    const parsed = inviteRequestSchema.safeParse(readJsonObject(event, 'inviteClient'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const client = await inviteClientAccount(parsed.data, event, {});
    if (!client) throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists.`);
    return json(201, { client } satisfies ApiResponse<'inviteClient'>);
  },
  getDashboardUser,
);
