import { createHandler } from './core/handler';
import { HttpError } from './core/http';
import { getWebhook, sourceTypeOf } from './data/webhooks';
import { getDashboardUser } from './data/users';
import { answerSubscription } from './domain/platforms/meta';

/**
 * GET /api/webhook/{id}?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: Meta's check,
 * when the admin saves the callback URL, that the endpoint is ours. The challenge comes back as
 * plain text when the verify token is the endpoint's; otherwise 403. Only an active Meta endpoint
 * answers; any other id is 404. A GET that is no handshake at all (no hub.mode) is 400, before
 * any lookup.
 */
export const handler = createHandler(
  'verifyWebhookSubscription',
  async ({ event }) => {
    const query = event.queryStringParameters ?? {};
    if (query['hub.mode'] === undefined) {
      throw new HttpError(
        400,
        "This address takes leads by POST; a GET is only Meta's subscription check (hub.mode, hub.verify_token, hub.challenge).",
      );
    }
    const endpoint = await getWebhook(event.pathParameters?.id ?? '');
    if (!endpoint || !endpoint.active || sourceTypeOf(endpoint) !== 'meta') {
      throw new HttpError(404, 'Not Found');
    }
    const challenge = answerSubscription(query, endpoint.platformKey);
    return {
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: challenge,
    };
  },
  getDashboardUser,
);
