import { createHandler } from './core/handler';
import { HttpError } from './core/http';
import { getWebhook, sourceTypeOf } from './data/webhooks';
import { getDashboardUser } from './data/users';
import { answerSubscription } from './domain/platforms/meta';

/**
 * GET /api/webhook/{id}?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: Meta's check,
 * when the admin saves the callback URL, that the endpoint is ours. The challenge comes back as
 * plain text when the verify token is the endpoint's; otherwise 403. Only an active Meta endpoint
 * answers; any other id is 404.
 */
export const handler = createHandler(
  'verifyWebhookSubscription',
  async ({ event }) => {
    const endpoint = await getWebhook(event.pathParameters?.id ?? '');
    if (!endpoint || !endpoint.active || sourceTypeOf(endpoint) !== 'meta') {
      throw new HttpError(404, 'Not Found');
    }
    const challenge = answerSubscription(event.queryStringParameters ?? {}, endpoint.platformKey);
    return {
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: challenge,
    };
  },
  getDashboardUser,
);
