import { createHandler } from './core/handler';
import { HttpError } from './core/http';
import { callers } from './use-cases/callers';
import { answerMetaSubscription } from './use-cases/webhooks';

/**
 * GET /api/webhook/{id}?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: Meta's check,
 * when the admin saves the callback URL, that the endpoint is ours. The challenge comes back as
 * plain text when the verify token is the endpoint's; otherwise 403. Only an active Meta endpoint
 * answers; any other id is 404. A GET that is no handshake at all (no hub.mode) is 400, before
 * any lookup.
 */
export const handler = createHandler('verifyWebhookSubscription', callers.dashboard, async ({ event }) => {
  const query = event.queryStringParameters ?? {};
  if (query['hub.mode'] === undefined) {
    throw new HttpError(
      400,
      "This address takes leads by POST; a GET is only Meta's subscription check (hub.mode, hub.verify_token, hub.challenge).",
    );
  }
  const challenge = await answerMetaSubscription(event.pathParameters?.id ?? '', query);
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: challenge,
  };
});
