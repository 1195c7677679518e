import type { ApiResponse } from '../shared/api-types';
import { leadUpdateSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { actOnLead } from './data/lead-activity';
import { getDashboardUser } from './data/users';
import { answered } from './data/leads';

/**
 * PATCH /api/leads/{id}: sets a lead's status (any status may follow any other), an entry of the
 * lead's timeline written with it. Any status but 'new' is the firm acting on the lead: the first
 * such change ends its wait for a response.
 */
export const handler = createHandler(
  'updateLeadStatus',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadUpdateSchema.safeParse(readJsonObject(event, 'updateLeadStatus'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { status } = parsed.data;
    const actor = { sub: caller.sub, name: caller.profile.full_name };
    const result = await actOnLead(
      id,
      { set: ['#s = :s'], names: { '#s': 'status' }, values: { ':s': status }, responds: status !== 'new' },
      { action: 'status', actor, status },
    );
    if (result === 'missing' || result === 'refused') throw new HttpError(404, 'No lead with this id.');
    return json(200, { lead: answered(result.lead) } satisfies ApiResponse<'updateLeadStatus'>);
  },
  getDashboardUser,
);
