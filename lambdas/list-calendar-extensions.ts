import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listExtensions } from './data/calendar-extensions';
import { getDashboardUser } from './data/users';

/** GET /api/compliance-calendar/extensions: the due dates the government has moved, for anyone. */
export const handler = createHandler(
  'listCalendarExtensions',
  async () =>
    json(200, { extensions: await listExtensions() } satisfies ApiResponse<'listCalendarExtensions'>),
  getDashboardUser,
);
