import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { leadActivityOf } from './data/lead-activity';
import { getLead } from './data/leads';
import { getDashboardUser } from './data/users';

/**
 * GET /api/leads/{id}/activity: the lead as saved now and its timeline entries, oldest first.
 * The browser merges in the lead's arrival and the person's repeats, which the lead carries.
 */
export const handler = createHandler(
  'getLeadActivity',
  async ({ event }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const [lead, activity] = await Promise.all([getLead(id), leadActivityOf(id)]);
    if (lead?.entity !== 'lead') throw new HttpError(404, 'No lead with this id.');
    const { searchText: _s, ...shown } = lead;
    return json(200, { lead: shown, activity } satisfies ApiResponse<'getLeadActivity'>);
  },
  getDashboardUser,
);
