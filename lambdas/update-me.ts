import type { ApiResponse } from '../shared/api-types';
import { profileSchema } from '../shared/client-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { updateMe } from './use-cases/account';
import { callers } from './use-cases/callers';

/** PATCH /api/me: the caller edits their own name, phone and company (never role or e-mail). */
export const handler = createHandler('updateMe', callers.dashboard, async ({ event, caller }) => {
  const profile = await updateMe(caller, parseBody(event, 'updateMe', profileSchema));
  return json(200, { profile } satisfies ApiResponse<'updateMe'>);
});
