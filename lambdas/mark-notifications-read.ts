import type { ApiResponse } from '../shared/api-types';
import { markReadSchema } from '../shared/notification-schemas';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { FIRM_INBOX, markNotificationsRead } from './data/notifications';
import { getDashboardUser } from './data/users';

/** POST /api/notifications/read: `{ids}` or `{all: true}`, within the caller's own inbox only. */
export const handler = createHandler(
  'markNotificationsRead',
  async ({ event, caller }) => {
    const parsed = markReadSchema.safeParse(readJsonObject(event, 'markNotificationsRead'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const inbox = caller.role === 'admin' ? FIRM_INBOX : caller.sub;
    const marked = await markNotificationsRead(inbox, 'ids' in parsed.data ? parsed.data.ids : 'all');
    return json(200, { marked } satisfies ApiResponse<'markNotificationsRead'>);
  },
  getDashboardUser,
);
