import { webhookUpdateSchema } from '../shared/webhooks';
import { createHandler } from './core/handler';
import { HttpError, json, readJsonObject, validationError } from './core/http';
import { getDashboardUser } from './data/users';
import { publicEndpoint, updateWebhook } from './data/webhooks';

/** PATCH /api/webhooks/{id}: rename, activate or deactivate. */
export const handler = createHandler(
  'updateWebhook',
  async ({ event }) => {
    const parsed = webhookUpdateSchema.safeParse(readJsonObject(event, 4096));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const updated = await updateWebhook(event.pathParameters?.id ?? '', parsed.data);
    if (!updated) throw new HttpError(404, 'No webhook endpoint with this id.');
    return json(200, { webhook: publicEndpoint(updated) });
  },
  getDashboardUser,
);
