import type { ApiResponse } from '../shared/api-types';
import { splitLeadSchema } from '../shared/leads';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { answered, splitRepeat } from './data/leads';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/{id}/split: a submission attached to this lead as a repeat (the same phone or
 * e-mail) that is in fact someone else, or another matter, becomes a lead of its own.
 */
export const handler = createHandler(
  'splitLead',
  async ({ event }) => {
    const id = pathId(event, 'id', 'No lead with this id.');
    const parsed = splitLeadSchema.safeParse(readJsonObject(event, 'splitLead'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const result = await splitRepeat(id, parsed.data.repeatId);
    if (result === undefined) throw new HttpError(404, 'This lead has no such repeat.');
    if (result === false) throw new HttpError(409, 'This lead changed meanwhile. Reload and try again.');
    const lead = answered(result.lead);
    const split = answered(result.split);
    return json(200, { lead, split } satisfies ApiResponse<'splitLead'>);
  },
  getDashboardUser,
);
