import type { ApiResponse } from '../shared/api-types';
import { indiaDate } from '../shared/compliance/calendar';
import { outstandingQuerySchema, type OutstandingItem } from '../shared/document-lists';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { InvalidDocumentCursorError, listOutstanding, requestLabels } from './data/document-lists';
import { getDashboardUser } from './data/users';

/**
 * GET /api/admin/documents/outstanding: every checklist item the firm still waits for (requested,
 * or rejected and to be sent again), a page of 100 at a time, earliest due first (so the overdue
 * ones lead, those without a due date close); `overdue=true` keeps the overdue ones only. Each
 * with its request's service and client.
 */
export const handler = createHandler(
  'listOutstandingDocuments',
  async ({ event }) => {
    const parsed = outstandingQuerySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const today = indiaDate(new Date());
    try {
      const page = await listOutstanding({
        overdueBefore: parsed.data.overdue === 'true' ? today : undefined,
        cursor: parsed.data.cursor,
        limit: parsed.data.limit,
      });
      const labels = await requestLabels(page.items.map((i) => i.requestId));
      return json(200, {
        items: page.items.map((item): OutstandingItem => {
          const label = labels.get(item.requestId);
          return {
            ...item,
            status: item.status === 'rejected' ? 'rejected' : 'pending',
            serviceTitle: label?.serviceTitle ?? '',
            clientSub: label?.clientSub ?? item.clientSub ?? '',
            clientName: label?.clientName ?? '',
            overdue: Boolean(item.dueDate && item.dueDate < today),
          };
        }),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      } satisfies ApiResponse<'listOutstandingDocuments'>);
    } catch (error) {
      if (error instanceof InvalidDocumentCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);
