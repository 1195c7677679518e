import type { ApiResponse } from '../shared/api-types';
import { markReadSchema } from '../shared/notification-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { markRead } from './use-cases/notifications';

/** POST /api/notifications/read: `{ids}` or `{all: true}`, within the caller's own inbox only. */
export const handler = createHandler(
  'markNotificationsRead',
  callers.dashboard,
  async ({ event, caller }) => {
    const input = parseBody(event, 'markNotificationsRead', markReadSchema);
    const marked = await markRead(caller, 'ids' in input ? input.ids : 'all');
    return json(200, { marked } satisfies ApiResponse<'markNotificationsRead'>);
  },
);
