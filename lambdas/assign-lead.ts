import type { ApiResponse } from '../shared/api-types';
import { leadOwnerSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { actOnLead, type LeadChange } from './data/lead-activity';
import { getDashboardUser, staffContact } from './data/users';
import { answered } from './data/leads';

/**
 * PUT /api/leads/{id}/owner: who owns the lead, an active staff member or nobody (null); an entry
 * of the lead's timeline written with it.
 */
export const handler = createHandler(
  'assignLead',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadOwnerSchema.safeParse(readJsonObject(event, 'assignLead'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { ownerSub } = parsed.data;
    const staff = ownerSub ? await staffContact(ownerSub) : undefined;
    if (ownerSub && !staff) {
      throw validationError([{ path: ['ownerSub'], message: 'not an active staff member' }]);
    }
    const owner = staff && { sub: staff.sub, name: staff.name };
    const change: LeadChange = owner
      ? { set: ['ownerSub = :o', 'ownerName = :on'], values: { ':o': owner.sub, ':on': owner.name } }
      : { set: [], remove: ['ownerSub', 'ownerName'] };
    const actor = { sub: caller.sub, name: caller.profile.full_name };
    const result = await actOnLead(id, change, { action: 'assigned', actor, ...(owner ? { owner } : {}) });
    if (result === 'missing' || result === 'refused') throw new HttpError(404, 'No lead with this id.');
    return json(200, { lead: answered(result.lead) } satisfies ApiResponse<'assignLead'>);
  },
  getDashboardUser,
);
