import type { ApiResponse } from '../shared/api-types';
import { inviteRequestSchema } from '../shared/client-schemas';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId, siteOrigin } from './core/http';
import { callers } from './use-cases/callers';
import { convertLead, NO_LEAD } from './use-cases/leads';

/**
 * POST /api/leads/{id}/conversion: the lead's person invited as a client, with the details as the
 * admin confirmed them (prefilled from the lead); then the lead marked converted and linked to the
 * client, whose advisor becomes the lead's owner. 404 for no such lead (and no account made); 409
 * when the lead was converted already or an account with the e-mail exists.
 */
export const handler = createHandler('convertLead', callers.dashboard, async ({ event, caller }) => {
  const id = pathId(event, 'id', NO_LEAD);
  const input = parseBody(event, 'convertLead', inviteRequestSchema);
  const converted = await convertLead(caller, id, input, siteOrigin(event));
  return json(201, converted satisfies ApiResponse<'convertLead'>);
});
