import type { ApiResponse } from '../shared/api-types';
import { leadStatusSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, readJsonObject, validationError } from './core/http';
import { setLeadStatus } from './data/leads';
import { getDashboardUser } from './data/users';

/** PATCH /api/leads/{id}: sets a lead's status; any status may follow any other. */
export const handler = createHandler(
  'updateLeadStatus',
  async ({ event }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = leadStatusSchema.safeParse(readJsonObject(event, 1024));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const lead = await setLeadStatus(id, parsed.data.status);
    if (!lead) throw new HttpError(404, 'No lead with this id.');
    const { searchText: _s, ...shown } = lead;
    return json(200, { lead: shown } satisfies ApiResponse<'updateLeadStatus'>);
  },
  getDashboardUser,
);
