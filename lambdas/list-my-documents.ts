import type { ApiResponse } from '../shared/api-types';
import { indiaDate } from '../shared/compliance/calendar';
import { clientDocumentsQuerySchema, type OutstandingItem } from '../shared/document-lists';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { InvalidDocumentCursorError, listClientFiles, listClientOutstanding } from './data/document-lists';
import { publicFile } from './data/documents';
import { listRequests } from './data/requests';
import { getDashboardUser } from './data/users';

/**
 * GET /api/documents: the signed-in client's own documents across its requests: one page of its
 * files (its uploads and the firm's deliverables, newest first; `request`, `kind` and `year`
 * filter them), the checklist items the firm still needs (earliest due first), and its requests
 * for the filter. Every read is keyed by the caller's own sub: no id or cursor reaches another's.
 */
export const handler = createHandler(
  'listMyDocuments',
  async ({ event, caller }) => {
    const parsed = clientDocumentsQuerySchema.safeParse(event.queryStringParameters ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues);
    const filter = parsed.data;
    try {
      const [requests, page, needed] = await Promise.all([
        listRequests({ clientSub: caller.sub }),
        listClientFiles(caller.sub, filter, filter.limit),
        listClientOutstanding(caller.sub, { request: filter.request }),
      ]);
      const titles = new Map(requests.map((r) => [r.id, r.serviceTitle]));
      const today = indiaDate(new Date());
      return json(200, {
        files: page.files.map((f) => ({ ...publicFile(f), serviceTitle: titles.get(f.requestId) ?? '' })),
        ...(page.cursor ? { cursor: page.cursor } : {}),
        needed: needed.items.map((item): OutstandingItem => ({
          ...item,
          status: item.status === 'rejected' ? 'rejected' : 'pending',
          serviceTitle: titles.get(item.requestId) ?? '',
          clientSub: caller.sub,
          clientName: caller.profile.full_name,
          overdue: Boolean(item.dueDate && item.dueDate < today),
        })),
        neededMore: needed.more,
        requests: requests.map((r) => ({ id: r.id, serviceTitle: r.serviceTitle, createdAt: r.createdAt })),
      } satisfies ApiResponse<'listMyDocuments'>);
    } catch (error) {
      if (error instanceof InvalidDocumentCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);
