import type { ApiResponse } from '../shared/api-types';
import { checklistItemSchema } from '../shared/document-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { updateChecklistItem } from './data/documents';
import { getDashboardUser } from './data/users';
import { requestOf } from './domain/documents';

/** PUT /api/requests/{id}/checklist/{itemId}: an item's wording, note and due date. */
export const handler = createHandler(
  'updateChecklistItem',
  async ({ event, caller }) => {
    const parsed = checklistItemSchema.safeParse(readJsonObject(event, 'updateChecklistItem'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const request = await requestOf(event, caller);
    const item = await updateChecklistItem(
      request.id,
      pathId(event, 'itemId', 'No checklist item with this id.'),
      parsed.data,
    );
    if (!item) throw new HttpError(404, 'No checklist item with this id.');
    return json(200, { item } satisfies ApiResponse<'updateChecklistItem'>);
  },
  getDashboardUser,
);
