import type { ApiResponse } from '../shared/api-types';
import { webhookUpdateSchema } from '../shared/webhooks';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, readJsonObject, validationError } from './core/http';
import { getDashboardUser } from './data/users';
import { publicEndpoint, updateWebhook } from './data/webhooks';

const NOT_FOUND = 'No webhook endpoint with this id.';

/** PATCH /api/webhooks/{id}: rename, activate or deactivate. */
export const handler = createHandler(
  'updateWebhook',
  async ({ event }) => {
    const id = pathId(event, 'id', NOT_FOUND);
    const parsed = webhookUpdateSchema.safeParse(readJsonObject(event, 4096));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const updated = await updateWebhook(id, parsed.data);
    if (!updated) throw new HttpError(404, NOT_FOUND);
    return json(200, { webhook: publicEndpoint(updated) } satisfies ApiResponse<'updateWebhook'>);
  },
  getDashboardUser,
);
