import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listExtensions } from './use-cases/calendar';
import { callers } from './use-cases/callers';

/** GET /api/compliance-calendar/extensions: the due dates the government has moved, for anyone. */
export const handler = createHandler('listCalendarExtensions', callers.dashboard, async () =>
  json(200, { extensions: await listExtensions() } satisfies ApiResponse<'listCalendarExtensions'>),
);
