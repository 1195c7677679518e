import type { ApiResponse } from '../shared/api-types';
import { messageSchema } from '../shared/request-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { FIRM_INBOX, notify } from './data/notifications';
import { addMessage, requestFor } from './data/requests';
import { getSettings } from './data/settings';
import { getDashboardUser } from './data/users';
import { noticeMail, siteOrigin } from './domain/portal-mails';

/**
 * POST /api/requests/{id}/messages: a message in the request's conversation. The other side is
 * notified: the client in its portal and by e-mail, or the firm's inbox and alert address.
 */
export const handler = createHandler(
  'postRequestMessage',
  async ({ event, caller }) => {
    const isAdmin = caller.role === 'admin';
    const parsed = messageSchema.safeParse(readJsonObject(event, 'postRequestMessage'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const id = pathId(event, 'id', 'No request with this id.');
    const request = await requestFor({ sub: caller.sub, isAdmin }, id);
    if (!request) throw new HttpError(404, 'No request with this id.');
    const author = caller.profile.full_name;
    const message = await addMessage(request, isAdmin ? 'firm' : 'client', author, parsed.data.body);
    const origin = siteOrigin(event.headers);
    const preview = message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body;
    if (isAdmin) {
      const link = `/client-dashboard/requests/${request.id}`;
      await notify(request.clientSub, {
        kind: 'message',
        title: `New message about ${request.serviceTitle}`,
        body: `${author}: ${preview}`,
        link,
        mail: noticeMail({
          to: request.clientEmail,
          subject: `New message about your ${request.serviceTitle} request`,
          greeting: `Dear ${request.clientName},`,
          paragraphs: [`${author} wrote:`, message.body],
          link: { href: `${origin}${link}`, label: 'Reply in your portal' },
        }),
      });
    } else {
      const link = `/admin-dashboard/requests/${request.id}`;
      await notify(FIRM_INBOX, {
        kind: 'message',
        title: `Message from ${request.clientName}`,
        body: `${request.serviceTitle}: ${preview}`,
        link,
        mail: noticeMail({
          to: (await getSettings()).requestAlertTo,
          subject: `Message from ${request.clientName} about ${request.serviceTitle}`,
          paragraphs: [`${request.clientName} <${request.clientEmail}> wrote:`, message.body],
          link: { href: `${origin}${link}`, label: 'Open the conversation' },
          replyTo: request.clientEmail,
        }),
      });
    }
    return json(201, { message } satisfies ApiResponse<'postRequestMessage'>);
  },
  getDashboardUser,
);
