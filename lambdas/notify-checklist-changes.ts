import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { notifyChecklistChanges } from './use-cases/documents';
import { NO_REQUEST } from './use-cases/requests';

/**
 * POST /api/requests/{id}/checklist-notice: the firm tells the client, in one notice (portal and
 * e-mail, sent by the notification mailer), of the checklist items added, changed and removed
 * since it was last told. 409 when there is nothing to tell.
 */
export const handler = createHandler(
  'notifyChecklistChanges',
  callers.dashboard,
  async ({ event, caller }) => {
    const requestId = pathId(event, 'id', NO_REQUEST);
    const told = await notifyChecklistChanges(caller, requestId, siteOrigin(event));
    return json(200, told satisfies ApiResponse<'notifyChecklistChanges'>);
  },
);
