import type { ApiResponse } from '../shared/api-types';
import { splitLeadSchema } from '../shared/leads';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { NO_LEAD, splitLead } from './use-cases/leads';

/**
 * POST /api/leads/{id}/split: a submission attached to this lead as a repeat (the same phone or
 * e-mail) that is in fact someone else, or another matter, becomes a lead of its own.
 */
export const handler = createHandler('splitLead', callers.dashboard, async ({ event }) => {
  const id = pathId(event, 'id', NO_LEAD);
  const { repeatId } = parseBody(event, 'splitLead', splitLeadSchema);
  return json(200, (await splitLead(id, repeatId)) satisfies ApiResponse<'splitLead'>);
});
