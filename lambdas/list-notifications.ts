import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { inbox } from './use-cases/notifications';

/** GET /api/notifications: the caller's (a client's own; staff share the firm's inbox), newest first. */
export const handler = createHandler('listNotifications', callers.dashboard, async ({ caller }) =>
  json(200, (await inbox(caller)) satisfies ApiResponse<'listNotifications'>),
);
