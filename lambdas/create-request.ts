import type { ApiResponse } from '../shared/api-types';
import { newRequestSchema } from '../shared/request-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { FIRM_INBOX, notify } from './data/notifications';
import { fileRequest } from './data/requests';
import { getSettings } from './data/settings';
import { getDashboardUser, staffContact } from './data/users';
import { noticeMail, siteOrigin } from './domain/portal-mails';

/** The GSTIN and PAN given with a request, as one line of the firm's e-mail (none when neither). */
const taxIdLine = ({ gstin, pan }: { gstin?: string; pan?: string }): string[] => {
  const ids = [gstin && `GSTIN ${gstin}`, pan && `PAN ${pan}`].filter(Boolean);
  return ids.length ? [ids.join(' · ')] : [];
};

/**
 * POST /api/requests: a client files a request (status pending), handled by the client's advisor
 * when one is set. The firm's inbox gets a
 * notification and the configured address an e-mail; a repeated id returns the first filing.
 * A GSTIN or PAN that fails its offline check (or a PAN that is not the GSTIN's) is refused
 * with 400 before anything is stored.
 */
export const handler = createHandler(
  'createRequest',
  async ({ event, caller }) => {
    const parsed = newRequestSchema.safeParse(readJsonObject(event, 'createRequest'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    // The client's advisor handles what they file, unless the firm reassigns it.
    const advisor = caller.profile.advisorSub ? await staffContact(caller.profile.advisorSub) : undefined;
    const filed = await fileRequest(caller.profile, parsed.data, new Date(), advisor);
    if (!filed) throw new HttpError(409, 'This request id is already in use. Reload the page and try again.');
    const { request, created } = filed;
    if (created) {
      const link = `/admin-dashboard/requests/${request.id}`;
      const settings = await getSettings();
      await notify(FIRM_INBOX, {
        kind: 'request',
        title: `New request: ${request.serviceTitle}`,
        body: `${request.clientName}${request.clientCompany ? ` (${request.clientCompany})` : ''} filed a request.`,
        link,
        mail: noticeMail({
          to: settings.requestAlertTo,
          subject: `New service request: ${request.serviceTitle} from ${request.clientName}`,
          paragraphs: [
            `${request.clientName} <${request.clientEmail}>${request.clientCompany ? `, ${request.clientCompany}` : ''}, asks for ${request.serviceTitle}:`,
            request.description,
            ...taxIdLine(request),
          ],
          link: { href: `${siteOrigin(event.headers)}${link}`, label: 'Open the request' },
          replyTo: request.clientEmail,
        }),
      });
    }
    return json(created ? 201 : 200, { request } satisfies ApiResponse<'createRequest'>);
  },
  getDashboardUser,
);
