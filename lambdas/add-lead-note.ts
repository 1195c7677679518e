import type { ApiResponse } from '../shared/api-types';
import { leadNoteSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { actOnLead } from './data/lead-activity';
import { getDashboardUser } from './data/users';
import { answered } from './data/leads';

/**
 * POST /api/leads/{id}/notes: a note on the lead's timeline. A note is the firm acting on the
 * lead: the first one ends the lead's wait for a response.
 */
export const handler = createHandler(
  'addLeadNote',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadNoteSchema.safeParse(readJsonObject(event, 'addLeadNote'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const actor = { sub: caller.sub, name: caller.profile.full_name };
    const noted = await actOnLead(
      id,
      { set: [], responds: true },
      { action: 'note', actor, text: parsed.data.note },
    );
    if (typeof noted === 'string') throw new HttpError(404, 'No lead with this id.');
    return json(201, { lead: answered(noted.lead), entry: noted.entry } satisfies ApiResponse<'addLeadNote'>);
  },
  getDashboardUser,
);
