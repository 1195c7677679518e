import type { ApiResponse } from '../shared/api-types';
import { settingsSchema } from '../shared/settings-schema';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getSettings, putSettings } from './data/settings';
import { getDashboardUser } from './data/users';

/**
 * PUT /api/settings: replaces the firm's settings (all fields, validated). The documents' keeping
 * period, the holidays and the response target may be left out (callers from before they
 * existed): the stored ones then stay.
 */
export const handler = createHandler(
  'updateSettings',
  async ({ event, caller }) => {
    const parsed = settingsSchema.safeParse(readJsonObject(event, 'updateSettings'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const stored = await getSettings();
    const {
      documentRetentionYears = stored.documentRetentionYears,
      holidays = stored.holidays,
      responseTargetHours = stored.responseTargetHours,
      ...rest
    } = parsed.data;
    const settings = await putSettings({
      ...rest,
      documentRetentionYears,
      holidays,
      responseTargetHours,
      updatedAt: new Date().toISOString(),
      updatedBy: caller.profile.full_name,
    });
    return json(200, { settings } satisfies ApiResponse<'updateSettings'>);
  },
  getDashboardUser,
);
