import type { ApiResponse } from '../shared/api-types';
import { profileSchema } from '../shared/client-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getDashboardUser, updateProfile } from './data/users';

/** PATCH /api/me: the caller edits their own name, phone and company (never role or e-mail). */
export const handler = createHandler(
  'updateMe',
  async ({ event, caller }) => {
    const parsed = profileSchema.safeParse(readJsonObject(event, 'updateMe'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const profile = await updateProfile(caller.sub, parsed.data);
    if (!profile) throw new HttpError(404, 'Your profile was not found.');
    return json(200, { profile } satisfies ApiResponse<'updateMe'>);
  },
  getDashboardUser,
);
