import type { ApiResponse } from '../shared/api-types';
import { inviteSchema, MAX_PORTAL_BODY_BYTES } from '../shared/portal';
import { createHandler } from './core/handler';
import { HttpError, json, readJsonObject, validationError } from './core/http';
import { inviteClientAccount } from './data/invitations';
import { getDashboardUser } from './data/users';

/**
 * POST /api/clients: invites a client: an account with a temporary password, a profile and the
 * invitation e-mail; the first sign-in sets a password.
 */
export const handler = createHandler(
  'inviteClient',
  async ({ event }) => {
    const parsed = inviteSchema.safeParse(readJsonObject(event, MAX_PORTAL_BODY_BYTES));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const client = await inviteClientAccount(parsed.data, event);
    if (!client) throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists.`);
    return json(201, { client } satisfies ApiResponse<'inviteClient'>);
  },
  getDashboardUser,
);
