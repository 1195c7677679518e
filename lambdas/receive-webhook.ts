import type { ApiResponse } from '../shared/api-types';
import { readBodyBytes } from './core/body';
import { createHandler } from './core/handler';
import { header, json } from './core/http';
import { callers } from './use-cases/callers';
import { receiveDelivery } from './use-cases/webhooks';

/**
 * POST /api/webhook/{id}: a lead from an outside source. A generic endpoint takes JSON or a form,
 * Standard Webhooks signed when it has a secret; a platform's endpoint takes that platform's
 * payload and proof (see domain/platforms). 202 with the lead's id; the same delivery id
 * (webhook-id, Idempotency-Key, or the platform's own lead id) again answers with the same lead
 * and stores nothing. A delivery with several leads (a Meta notification can carry more than one)
 * answers with the first.
 */
export const handler = createHandler('receiveWebhook', callers.dashboard, async ({ event }) => {
  const id = event.pathParameters?.id ?? '';
  const raw = readBodyBytes(event, 'receiveWebhook').toString('utf8');
  const received = await receiveDelivery(id, {
    raw,
    header: (name) => header(event, name),
    query: event.queryStringParameters ?? {},
  });
  return json(202, received satisfies ApiResponse<'receiveWebhook'>);
});
