import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { getDashboardUser } from './data/users';
import { getWebhook, sourceTypeOf } from './data/webhooks';
import { acceptLead } from './domain/intake';
import { mapLead } from './domain/lead-mapping';
import { readPlatformDelivery } from './domain/platforms';
import { sampleDelivery } from './domain/platforms/samples';

const NOT_FOUND = 'No webhook endpoint with this id.';

/**
 * POST /api/webhooks/{id}/test: what a delivery would do, from the dashboard: a sample lead
 * through the same mapping and storage, logged with the endpoint's deliveries. A platform's
 * endpoint gets a delivery shaped as that platform sends it, with its key or signature, and goes
 * through the same checks as a real one; the lead is marked as a test.
 */
export const handler = createHandler(
  'sendTestLead',
  async ({ event, caller }) => {
    const endpoint = await getWebhook(pathId(event, 'id', NOT_FOUND));
    if (!endpoint) throw new HttpError(404, NOT_FOUND);
    const sender = caller.profile.full_name || caller.profile.email;
    const type = sourceTypeOf(endpoint);
    if (type === 'generic') {
      const payload = {
        name: 'Test Lead',
        email: 'test.lead@example.com',
        phone: '+919800000000',
        source: `${endpoint.name} (test)`,
        message: `A test lead sent from the dashboard by ${sender}.`,
      };
      const { leadId } = await acceptLead(endpoint, mapLead(payload), JSON.stringify(payload), undefined);
      return json(201, { id: leadId } satisfies ApiResponse<'sendTestLead'>);
    }
    const incoming = sampleDelivery(type, endpoint, sender);
    // A sample carries its answers, so no Graph API call is needed.
    const [first] = await readPlatformDelivery(type, endpoint, incoming, undefined);
    const lead = { ...first!.lead, source: `${endpoint.name} (test)`, test: true };
    const { leadId } = await acceptLead(endpoint, lead, incoming.raw, first!.deliveryId);
    return json(201, { id: leadId } satisfies ApiResponse<'sendTestLead'>);
  },
  getDashboardUser,
);
