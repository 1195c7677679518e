import type { ApiResponse } from '../shared/api-types';
import { settingsSchema } from '../shared/settings-schema';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { updateSettings } from './use-cases/settings';

/**
 * PUT /api/settings: replaces the firm's settings (all fields, validated). The documents' keeping
 * period, the holidays and the response target may be left out (callers from before they
 * existed): the stored ones then stay.
 */
export const handler = createHandler('updateSettings', callers.dashboard, async ({ event, caller }) => {
  const settings = await updateSettings(caller, parseBody(event, 'updateSettings', settingsSchema));
  return json(200, { settings } satisfies ApiResponse<'updateSettings'>);
});
