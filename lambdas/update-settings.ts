import type { ApiResponse } from '../shared/api-types';
import { MAX_PORTAL_BODY_BYTES, settingsSchema } from '../shared/portal';
import { createHandler } from './core/handler';
import { json, readJsonObject, validationError } from './core/http';
import { putSettings } from './data/settings';
import { getDashboardUser } from './data/users';

/** PUT /api/settings: replaces the firm's settings (all fields, validated). */
export const handler = createHandler(
  'updateSettings',
  async ({ event, caller }) => {
    const parsed = settingsSchema.safeParse(readJsonObject(event, MAX_PORTAL_BODY_BYTES));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const settings = await putSettings({
      ...parsed.data,
      updatedAt: new Date().toISOString(),
      updatedBy: caller.profile.full_name,
    });
    return json(200, { settings } satisfies ApiResponse<'updateSettings'>);
  },
  getDashboardUser,
);
