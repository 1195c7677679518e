import type { ApiResponse } from '../shared/api-types';
import { leadNoteSchema } from '../shared/leads';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json, pathId } from './core/http';
import { callers } from './use-cases/callers';
import { addLeadNote, NO_LEAD } from './use-cases/leads';

/**
 * POST /api/leads/{id}/notes: a note on the lead's timeline. A note is the firm acting on the
 * lead: the first one ends the lead's wait for a response.
 */
export const handler = createHandler('addLeadNote', callers.dashboard, async ({ event, caller }) => {
  const id = pathId(event, 'id', NO_LEAD);
  const { note } = parseBody(event, 'addLeadNote', leadNoteSchema);
  return json(201, (await addLeadNote(caller, id, note)) satisfies ApiResponse<'addLeadNote'>);
});
