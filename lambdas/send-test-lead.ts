import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { getWebhook } from './data/webhooks';
import { acceptLead } from './domain/intake';
import { mapLead } from './domain/lead-mapping';

const NOT_FOUND = 'No webhook endpoint with this id.';

/**
 * POST /api/webhooks/{id}/test: what a delivery would do, from the dashboard: a sample lead
 * through the same mapping and storage, logged with the endpoint's deliveries.
 */
export const handler = createHandler(
  'sendTestLead',
  async ({ event, caller }) => {
    const endpoint = await getWebhook(pathId(event, 'id', NOT_FOUND));
    if (!endpoint) throw new HttpError(404, NOT_FOUND);
    const payload = {
      name: 'Test Lead',
      email: 'test.lead@example.com',
      phone: '+919800000000',
      source: `${endpoint.name} (test)`,
      message: `A test lead sent from the dashboard by ${caller.profile.full_name || caller.profile.email}.`,
    };
    const { leadId } = await acceptLead(endpoint, mapLead(payload), JSON.stringify(payload), undefined);
    return json(201, { id: leadId } satisfies ApiResponse<'sendTestLead'>);
  },
  getDashboardUser,
);
