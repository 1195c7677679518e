import type { ApiResponse } from '../shared/api-types';
import { leadNoteSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, readJsonObject, validationError } from './core/http';
import { actOnLead } from './data/lead-activity';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/notes: a staff member's note on the lead's timeline. A note is the firm
 * acting on the lead, so the first one ends the lead's wait for a response.
 */
export const handler = createHandler(
  'addLeadNote',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadNoteSchema.safeParse(readJsonObject(event, 16 * 1024));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const result = await actOnLead(
      id,
      { set: [], responds: true },
      { action: 'note', actor: { sub: caller.sub, name: caller.profile.full_name }, text: parsed.data.text },
    );
    if (typeof result === 'string') throw new HttpError(404, 'No lead with this id.');
    const { searchText: _s, ...lead } = result.lead;
    return json(201, { lead, entry: result.entry } satisfies ApiResponse<'addLeadNote'>);
  },
  getDashboardUser,
);
