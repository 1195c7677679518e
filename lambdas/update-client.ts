import type { ApiResponse } from '../shared/api-types';
import { clientActiveSchema } from '../shared/client-schemas';
import { MAX_PORTAL_BODY_BYTES } from '../shared/portal-fields';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, readJsonObject, validationError } from './core/http';
import { setAccountEnabled } from './data/accounts';
import { getDashboardUser, staffContact, updateProfile } from './data/users';

/**
 * PATCH /api/clients/{sub}: deactivate or reactivate, or set the client's advisor (an active staff
 * member, or none). The profile flag makes the API refuse the client at once (even with a valid
 * token); disabling the Cognito user refuses its sign-in.
 */
export const handler = createHandler(
  'updateClient',
  async ({ event }) => {
    const parsed = clientActiveSchema.safeParse(readJsonObject(event, MAX_PORTAL_BODY_BYTES));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const sub = pathId(event, 'sub', 'No client with this id.');
    const existing = await getDashboardUser(sub);
    if (!existing || existing.role !== 'client') throw new HttpError(404, 'No client with this id.');
    const { is_active, advisorSub } = parsed.data;
    if (advisorSub && !(await staffContact(advisorSub))) {
      throw validationError([{ path: ['advisorSub'], message: 'not an active staff member' }]);
    }
    const client = await updateProfile(sub, { is_active, advisorSub });
    if (!client) throw new HttpError(404, 'No client with this id.');
    if (is_active !== undefined) await setAccountEnabled(client.email, is_active);
    return json(200, { client } satisfies ApiResponse<'updateClient'>);
  },
  getDashboardUser,
);
