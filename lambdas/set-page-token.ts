import type { ApiResponse } from '../shared/api-types';
import { pageTokenSchema } from '../shared/webhooks';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_ENDPOINT, setPageToken } from './use-cases/webhooks';

/**
 * PUT /api/webhooks/{id}/page-token (partners only): a Meta endpoint's Page access token, kept in
 * its secret and never answered; the connection is checked with it at once. null removes it.
 */
export const handler = createHandler('setPageToken', callers.dashboard, async ({ event }) => {
  const { pageToken } = parseBody(event, 'setPageToken', pageTokenSchema);
  const webhook = await setPageToken(pathId(event, 'id', NO_ENDPOINT), pageToken);
  return json(200, { webhook } satisfies ApiResponse<'setPageToken'>);
});
