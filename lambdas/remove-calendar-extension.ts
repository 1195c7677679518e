import type { ApiResponse } from '../shared/api-types';
import { dueDateRules } from '../shared/compliance/calendar-rules';
import { createHandler } from './core/handler';
import { HttpError, json } from './core/http';
import { removeExtension } from './data/calendar-extensions';
import { getDashboardUser } from './data/users';

/** DELETE /api/settings/extensions/{ruleId}?period=…: the due date goes back to the statutory day. */
export const handler = createHandler(
  'removeCalendarExtension',
  async ({ event }) => {
    const ruleId = event.pathParameters?.ruleId ?? '';
    if (!dueDateRules.some((r) => r.id === ruleId)) throw new HttpError(404, 'There is no such due date.');
    const period = event.queryStringParameters?.period ?? '';
    if (!period) throw new HttpError(400, 'period: name the period of the extension to remove');
    const extensions = await removeExtension({ ruleId, period });
    if (!extensions) throw new HttpError(404, `No extension is recorded for ${ruleId} for ${period}.`);
    return json(200, { extensions } satisfies ApiResponse<'removeCalendarExtension'>);
  },
  getDashboardUser,
);
