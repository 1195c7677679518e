import type { Caller } from '../../shared/domain';
import {
  requestStatusLabels,
  type RequestMessage,
  type RequestStatus,
  type ServiceRequest,
} from '../../shared/portal-model';
import { Refusal, validationError } from '../../shared/refusal';
import { pagePaths } from '../../shared/page-paths';
import { FIRM_INBOX, notify } from '../data/notifications';
import {
  addMessage,
  countByStatus,
  fileRequest as storeRequest,
  getRequest,
  listMessages,
  listRequests as readRequests,
  markConversationRead,
  requestFor,
  setRequestAssignee,
  setRequestStatus,
  type RequestFilter,
  type RequestInput,
} from '../data/requests';
import { getSettings } from '../data/settings';
import { getDashboardUser, staffContact } from '../data/users';
import { NO_CLIENT } from './clients';
import { noticeMail } from '../domain/portal-mails';

/**
 * The clients' service requests: filing one, reading and listing them, the firm changing their
 * status or assignee, and the conversation on each. Each change is told to the other side in the
 * portal and by e-mail (sent by the notification mailer); `origin` is the site a mail links to.
 */

export const NO_REQUEST = 'No request with this id.';

/** The request `id`, if the caller may see it (a client: only its own); else 404. */
export async function requestOf(caller: Caller, id: string): Promise<ServiceRequest> {
  const request = await requestFor({ sub: caller.sub, isAdmin: caller.role === 'admin' }, id);
  if (!request) throw new Refusal('not-found', NO_REQUEST);
  return request;
}

/** The GSTIN and PAN given with a request, as one line of the firm's e-mail (none when neither). */
const taxIdLine = ({ gstin, pan }: { gstin?: string; pan?: string }): string[] => {
  const ids = [gstin && `GSTIN ${gstin}`, pan && `PAN ${pan}`].filter(Boolean);
  return ids.length ? [ids.join(' · ')] : [];
};

/**
 * A client files a request (status pending), handled by the client's advisor when one is set.
 * The firm's inbox gets a notification and the configured address an e-mail; a repeated id
 * returns the first filing (`created` false).
 */
export async function fileRequest(
  caller: Caller,
  input: RequestInput,
  origin: string,
): Promise<{ request: ServiceRequest; created: boolean }> {
  // The client's advisor handles what they file, unless the firm reassigns it.
  const advisor = caller.profile.advisorSub ? await staffContact(caller.profile.advisorSub) : undefined;
  const filed = await storeRequest(caller.profile, input, new Date(), advisor);
  if (!filed)
    throw new Refusal('conflict', 'This request id is already in use. Reload the page and try again.');
  const { request, created } = filed;
  if (created) {
    const link = pagePaths.admin.request(request.id);
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
        link: { href: `${origin}${link}`, label: 'Open the request' },
        replyTo: request.clientEmail,
      }),
    });
  }
  return filed;
}

/**
 * Staff open a request for an active client, handled by the client's advisor when one is set. The
 * client's inbox gets a notification and an e-mail; a repeated id returns the first opening
 * (`created` false). Anyone but an active client is not found.
 */
export async function openRequestFor(
  caller: Caller,
  clientSub: string,
  input: RequestInput,
  origin: string,
): Promise<{ request: ServiceRequest; created: boolean }> {
  const client = await getDashboardUser(clientSub);
  if (!client || client.role !== 'client' || !client.is_active) throw new Refusal('not-found', NO_CLIENT);
  const advisor = client.advisorSub ? await staffContact(client.advisorSub) : undefined;
  const opened = await storeRequest(client, input, new Date(), advisor);
  if (!opened)
    throw new Refusal('conflict', 'This request id is already in use. Reload the page and try again.');
  const { request, created } = opened;
  if (created) {
    const link = pagePaths.client.request(request.id);
    await notify(request.clientSub, {
      kind: 'request',
      title: `New request: ${request.serviceTitle}`,
      body: `${caller.profile.full_name} opened it for you.`,
      link,
      mail: noticeMail({
        to: request.clientEmail,
        subject: `We have opened your ${request.serviceTitle} request`,
        greeting: `Dear ${request.clientName},`,
        paragraphs: [
          `${caller.profile.full_name} opened a ${request.serviceTitle} request for you:`,
          request.description,
          'You can follow it, send us documents and write to us there.',
        ],
        link: { href: `${origin}${link}`, label: 'View your request' },
      }),
    });
  }
  return opened;
}

/**
 * Requests newest first, filtered by status and date (and, for staff, client), with their counts
 * by status. A client sees only its own: the filter is forced to its sub, whatever it asked.
 */
export async function listRequests(
  caller: Caller,
  filter: RequestFilter,
): Promise<{ requests: ServiceRequest[]; counts: Record<RequestStatus, number> }> {
  const requests = await readRequests(
    caller.role === 'admin' ? filter : { ...filter, client: undefined, clientSub: caller.sub },
  );
  return { requests, counts: countByStatus(requests) };
}

/**
 * Staff change the status (the client is notified in the portal and by e-mail) or who handles the
 * request (an active staff member, shown to the client, or nobody).
 */
export async function updateRequest(
  caller: Caller,
  id: string,
  change: { status?: RequestStatus; assigneeSub?: string | null },
  origin: string,
): Promise<ServiceRequest> {
  const { status, assigneeSub } = change;
  let before = await getRequest(id);
  if (!before) throw new Refusal('not-found', NO_REQUEST);
  if (assigneeSub !== undefined) {
    const assignee = assigneeSub === null ? null : await staffContact(assigneeSub);
    if (assignee === undefined) {
      throw validationError([{ path: ['assigneeSub'], message: 'not an active staff member' }]);
    }
    before = await setRequestAssignee(id, assignee);
    if (!before) throw new Refusal('not-found', NO_REQUEST);
  }
  if (status === undefined || before.status === status) return before;
  const request = await setRequestStatus(id, status, caller.profile.full_name);
  if (!request) throw new Refusal('not-found', NO_REQUEST);
  const label = requestStatusLabels[request.status];
  const link = pagePaths.client.request(request.id);
  await notify(request.clientSub, {
    kind: 'status',
    title: `${request.serviceTitle}: ${label}`,
    body: `Your request is now ${label.toLowerCase()}.`,
    link,
    mail: noticeMail({
      to: request.clientEmail,
      subject: `Your ${request.serviceTitle} request is now ${label.toLowerCase()}`,
      greeting: `Dear ${request.clientName},`,
      paragraphs: [`The status of your ${request.serviceTitle} request changed to ${label}.`],
      link: { href: `${origin}${link}`, label: 'View your request' },
    }),
  });
  return request;
}

/** The request's conversation, oldest first; reading it marks it read for the reader's side. */
export async function readConversation(caller: Caller, id: string): Promise<RequestMessage[]> {
  const request = await requestOf(caller, id);
  const messages = await listMessages(request.id);
  await markConversationRead(request, caller.role === 'admin' ? 'firm' : 'client');
  return messages;
}

/**
 * A message in the request's conversation. The other side is notified: the client in its portal
 * and by e-mail, or the firm's inbox and alert address.
 */
export async function postMessage(
  caller: Caller,
  id: string,
  body: string,
  origin: string,
): Promise<RequestMessage> {
  const isAdmin = caller.role === 'admin';
  const request = await requestOf(caller, id);
  const author = caller.profile.full_name;
  const message = await addMessage(request, isAdmin ? 'firm' : 'client', author, body);
  const preview = message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body;
  if (isAdmin) {
    const link = pagePaths.client.request(request.id);
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
    const link = pagePaths.admin.request(request.id);
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
  return message;
}
