import type { ApiResponse } from '../shared/api-types';
import { leadUpdateSchema } from '../shared/leads';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_LEAD, setLeadStatus } from './use-cases/leads';

/**
 * PATCH /api/leads/{id}: sets a lead's status (any status may follow any other), an entry of the
 * lead's timeline written with it. Any status but 'new' is the firm acting on the lead: the first
 * such change ends its wait for a response.
 */
export const handler = createHandler('updateLeadStatus', callers.dashboard, async ({ event, caller }) => {
  const id = pathId(event, 'id', NO_LEAD);
  const { status } = parseBody(event, 'updateLeadStatus', leadUpdateSchema);
  return json(200, {
    lead: await setLeadStatus(caller, id, status),
  } satisfies ApiResponse<'updateLeadStatus'>);
});
