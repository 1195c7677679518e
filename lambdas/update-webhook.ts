import type { ApiResponse } from '../shared/api-types';
import { webhookUpdateSchema } from '../shared/webhooks';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getDashboardUser } from './data/users';
import { getWebhook, publicEndpoint, sourceTypeOf, updateWebhook } from './data/webhooks';

const NOT_FOUND = 'No webhook endpoint with this id.';

/** PATCH /api/webhooks/{id}: rename, activate or deactivate; a custom endpoint's field map. */
export const handler = createHandler(
  'updateWebhook',
  async ({ event }) => {
    const id = pathId(event, 'id', NOT_FOUND);
    const parsed = webhookUpdateSchema.safeParse(readJsonObject(event, 'updateWebhook'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    if (parsed.data.fieldMap !== undefined) {
      const endpoint = await getWebhook(id);
      if (!endpoint) throw new HttpError(404, NOT_FOUND);
      if (sourceTypeOf(endpoint) !== 'custom') {
        throw new HttpError(400, 'fieldMap: only a custom endpoint has a field map', [
          { field: 'fieldMap', message: 'only a custom endpoint has a field map' },
        ]);
      }
    }
    const updated = await updateWebhook(id, parsed.data);
    if (!updated) throw new HttpError(404, NOT_FOUND);
    return json(200, { webhook: publicEndpoint(updated) } satisfies ApiResponse<'updateWebhook'>);
  },
  getDashboardUser,
);
