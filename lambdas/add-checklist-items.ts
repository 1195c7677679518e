import type { ApiResponse } from '../shared/api-types';
import { MAX_CHECKLIST_ITEMS } from '../shared/documents';
import { checklistSchema } from '../shared/document-schemas';
import { servicePageContent } from '../shared/service-content';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { readJsonObject } from './core/body';
import { addChecklistItems, listDocuments } from './data/documents';
import { notify } from './data/notifications';
import { getDashboardUser } from './data/users';
import { documentsRequestedNotice } from './domain/document-events';
import { requestOf } from './domain/documents';
import { siteOrigin } from './domain/portal-mails';

/**
 * POST /api/requests/{id}/checklist: the firm adds what the client must provide. Without items,
 * the service's own required documents are added, each with the note and due date given; with
 * items, that note and due date go on each item that gives none of its own. The client is
 * notified in the portal and by e-mail (sent by the notification mailer).
 */
export const handler = createHandler(
  'addChecklistItems',
  async ({ event, caller }) => {
    const parsed = checklistSchema.safeParse(readJsonObject(event, 'addChecklistItems'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const request = await requestOf(event, caller);
    const { note, dueDate } = parsed.data;
    const inputs = parsed.data.items
      ? parsed.data.items.map((item) => ({
          ...item,
          note: item.note ?? note,
          dueDate: item.dueDate ?? dueDate,
        }))
      : servicePageContent(request.serviceTitle, request.service).documentsRequired.map((title) => ({
          title,
          note,
          dueDate,
        }));
    const existing = (await listDocuments(request.id)).items.length;
    if (existing + inputs.length > MAX_CHECKLIST_ITEMS) {
      throw new HttpError(
        409,
        `A checklist holds at most ${MAX_CHECKLIST_ITEMS} items; this one has ${existing} already.`,
      );
    }
    const items = await addChecklistItems(request.id, inputs);
    await notify(request.clientSub, documentsRequestedNotice(request, items, siteOrigin(event.headers)));
    return json(201, { items } satisfies ApiResponse<'addChecklistItems'>);
  },
  getDashboardUser,
);
