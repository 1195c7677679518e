import type { ApiResponse } from '../shared/api-types';
import { checkExtension, extensionInputSchema } from '../shared/compliance/extensions';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { recordExtension } from './data/calendar-extensions';
import { getDashboardUser } from './data/users';

/**
 * PUT /api/settings/extensions: records that the government moved a due date (replacing an
 * earlier record for the same date). The due date must exist and the new day come after it.
 */
export const handler = createHandler(
  'recordCalendarExtension',
  async ({ event, caller }) => {
    const parsed = extensionInputSchema.safeParse(readJsonObject(event, 'recordCalendarExtension'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const checked = checkExtension(parsed.data);
    if (!checked.ok) throw validationError([{ path: [checked.field], message: checked.message }]);
    const extensions = await recordExtension({
      ...parsed.data,
      recordedAt: new Date().toISOString(),
      recordedBy: caller.profile.full_name,
    });
    return json(200, { extensions } satisfies ApiResponse<'recordCalendarExtension'>);
  },
  getDashboardUser,
);
