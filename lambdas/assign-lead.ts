import type { ApiResponse } from '../shared/api-types';
import { leadOwnerSchema } from '../shared/leads';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { assignLead, NO_LEAD } from './use-cases/leads';

/**
 * PUT /api/leads/{id}/owner: who owns the lead, an active staff member or nobody (null); an entry
 * of the lead's timeline written with it.
 */
export const handler = createHandler('assignLead', callers.dashboard, async ({ event, caller }) => {
  const id = pathId(event, 'id', NO_LEAD);
  const { ownerSub } = parseBody(event, 'assignLead', leadOwnerSchema);
  return json(200, { lead: await assignLead(caller, id, ownerSub) } satisfies ApiResponse<'assignLead'>);
});
