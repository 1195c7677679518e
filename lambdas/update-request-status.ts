import type { ApiResponse } from '../shared/api-types';
import { requestStatusLabels } from '../shared/portal-model';
import { requestStatusSchema } from '../shared/request-schemas';
import { createHandler } from './core/handler';
import { HttpError, json, pathId, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { notify } from './data/notifications';
import { getRequest, setRequestAssignee, setRequestStatus } from './data/requests';
import { getDashboardUser, staffContact } from './data/users';
import { noticeMail, siteOrigin } from './domain/portal-mails';

/**
 * PATCH /api/requests/{id}: staff change the status (the client is notified in the portal and by
 * e-mail, sent by the notification mailer) or who handles the request (an active staff member,
 * shown to the client, or nobody).
 */
export const handler = createHandler(
  'updateRequestStatus',
  async ({ event, caller }) => {
    const parsed = requestStatusSchema.safeParse(readJsonObject(event, 'updateRequestStatus'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const id = pathId(event, 'id', 'No request with this id.');
    const { status, assigneeSub } = parsed.data;
    let before = await getRequest(id);
    if (!before) throw new HttpError(404, 'No request with this id.');
    if (assigneeSub !== undefined) {
      const assignee = assigneeSub === null ? null : await staffContact(assigneeSub);
      if (assignee === undefined) {
        throw validationError([{ path: ['assigneeSub'], message: 'not an active staff member' }]);
      }
      before = await setRequestAssignee(id, assignee);
      if (!before) throw new HttpError(404, 'No request with this id.');
    }
    if (status === undefined || before.status === status) {
      return json(200, { request: before } satisfies ApiResponse<'updateRequestStatus'>);
    }
    const request = await setRequestStatus(id, status, caller.profile.full_name);
    if (!request) throw new HttpError(404, 'No request with this id.');
    const label = requestStatusLabels[request.status];
    const link = `/client-dashboard/requests/${request.id}`;
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
        link: { href: `${siteOrigin(event.headers)}${link}`, label: 'View your request' },
      }),
    });
    return json(200, { request } satisfies ApiResponse<'updateRequestStatus'>);
  },
  getDashboardUser,
);
