import type { ApiResponse } from '../shared/api-types';
import { leadUpdateSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { actOnLead, type ActivityInput, type LeadChange } from './data/lead-activity';
import { getDashboardUser, staffContact } from './data/users';
import { answered } from './data/leads';

/**
 * PATCH /api/leads/{id}: sets a lead's status (any status may follow any other), its owner (an
 * active staff member, or nobody), or both; or adds a note. Each change is one entry of the
 * lead's timeline, written with it.
 */
export const handler = createHandler(
  'updateLeadStatus',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadUpdateSchema.safeParse(readJsonObject(event, 'updateLeadStatus'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { status, ownerSub, note } = parsed.data;
    const actor = { sub: caller.sub, name: caller.profile.full_name };
    if (note !== undefined) {
      // A note is the firm acting on the lead: the first one ends the lead's wait for a response.
      const noted = await actOnLead(id, { set: [], responds: true }, { action: 'note', actor, text: note });
      if (typeof noted === 'string') throw new HttpError(404, 'No lead with this id.');
      const lead = answered(noted.lead);
      return json(200, { lead, entry: noted.entry } satisfies ApiResponse<'updateLeadStatus'>);
    }
    let owner: { sub: string; name: string } | undefined;
    if (ownerSub) {
      const staff = await staffContact(ownerSub);
      if (!staff) throw validationError([{ path: ['ownerSub'], message: 'not an active staff member' }]);
      owner = { sub: staff.sub, name: staff.name };
    }
    const change: LeadChange = { set: [], remove: [], names: {}, values: {} };
    let activity: ActivityInput;
    if (status !== undefined) {
      change.set.push('#s = :s');
      change.names!['#s'] = 'status';
      change.values![':s'] = status;
      // Any status but 'new' is the firm acting on the lead: the first such change ends its wait.
      change.responds = status !== 'new';
      activity = { action: 'status', actor, status };
    }
    if (ownerSub !== undefined) {
      if (owner) {
        change.set.push('ownerSub = :o', 'ownerName = :on');
        change.values![':o'] = owner.sub;
        change.values![':on'] = owner.name;
      } else {
        change.remove!.push('ownerSub', 'ownerName');
      }
      // Both at once: the timeline says both.
      activity =
        status !== undefined
          ? { action: 'assigned', actor, status, ...(owner ? { owner } : {}) }
          : { action: 'assigned', actor, ...(owner ? { owner } : {}) };
    }
    if (!Object.keys(change.names!).length) delete change.names;
    const result = await actOnLead(id, change, activity!);
    if (result === 'missing' || result === 'refused') throw new HttpError(404, 'No lead with this id.');
    const shown = answered(result.lead);
    return json(200, { lead: shown } satisfies ApiResponse<'updateLeadStatus'>);
  },
  getDashboardUser,
);
