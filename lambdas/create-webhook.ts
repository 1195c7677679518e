import type { ApiResponse } from '../shared/api-types';
import { webhookCreateSchema } from '../shared/webhooks';
import { createHandler } from './core/handler';
import { json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { getDashboardUser } from './data/users';
import { createWebhook, publicEndpoint } from './data/webhooks';

/** POST /api/webhooks: a new endpoint; the server chooses its unguessable id. */
export const handler = createHandler(
  'createWebhook',
  async ({ event }) => {
    const parsed = webhookCreateSchema.safeParse(readJsonObject(event, 'createWebhook'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    return json(201, {
      webhook: publicEndpoint(await createWebhook(parsed.data)),
    } satisfies ApiResponse<'createWebhook'>);
  },
  getDashboardUser,
);
