import type { ApiResponse } from '../shared/api-types';
import { clientActiveSchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { setAccountEnabled } from './data/accounts';
import { getDashboardUser, staffContact, updateProfile } from './data/users';
import { firstSecondAfter, reach } from './domain/security';

/**
 * PATCH /api/clients/{sub}: deactivate or reactivate, or set the client's advisor (an active staff
 * member, or none). The profile flag makes the API refuse the client at once (even with a valid
 * token); disabling the Cognito user refuses its sign-in.
 */
export const handler = createHandler(
  'updateClient',
  async ({ event }) => {
    const parsed = clientActiveSchema.safeParse(readJsonObject(event, 'updateClient'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const sub = pathId(event, 'sub', 'No client with this id.');
    const existing = await getDashboardUser(sub);
    if (!existing || existing.role !== 'client') throw new HttpError(404, 'No client with this id.');
    const { is_active, advisorSub } = parsed.data;
    if (advisorSub && !(await staffContact(advisorSub))) {
      throw validationError([{ path: ['advisorSub'], message: 'not an active staff member' }]);
    }
    // A deactivation ends the client's sessions as "sign out everywhere" does, so a reactivation
    // does not bring back the access tokens issued before it.
    const ended = is_active === false ? firstSecondAfter(new Date()) : undefined;
    const client = await updateProfile(sub, {
      is_active,
      advisorSub,
      ...(ended ? { sessions_valid_after: ended } : {}),
    });
    if (!client) throw new HttpError(404, 'No client with this id.');
    if (is_active !== undefined) await setAccountEnabled(client.email, is_active);
    if (ended) await reach(ended);
    return json(200, { client } satisfies ApiResponse<'updateClient'>);
  },
  getDashboardUser,
);
