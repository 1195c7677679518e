import type { ApiResponse } from '../shared/api-types';
import { extensionInputSchema } from '../shared/compliance/extensions';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { recordExtension } from './use-cases/calendar';
import { callers } from './use-cases/callers';

/**
 * PUT /api/settings/extensions: records that the government moved a due date (replacing an
 * earlier record for the same date). The due date must exist and the new day come after it.
 */
export const handler = createHandler(
  'recordCalendarExtension',
  callers.dashboard,
  async ({ event, caller }) => {
    const input = parseBody(event, 'recordCalendarExtension', extensionInputSchema);
    const extensions = await recordExtension(caller, input);
    return json(200, { extensions } satisfies ApiResponse<'recordCalendarExtension'>);
  },
);
