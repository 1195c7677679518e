import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { removeExtension } from './use-cases/calendar';
import { callers } from './use-cases/callers';

/** DELETE /api/settings/extensions/{ruleId}?period=…: the due date goes back to the statutory day. */
export const handler = createHandler('removeCalendarExtension', callers.dashboard, async ({ event }) => {
  const extensions = await removeExtension(
    event.pathParameters?.ruleId ?? '',
    event.queryStringParameters?.period ?? '',
  );
  return json(200, { extensions } satisfies ApiResponse<'removeCalendarExtension'>);
});
