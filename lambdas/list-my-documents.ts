import type { ApiResponse } from '../shared/api-types';
import { clientDocumentsQuerySchema } from '../shared/document-lists';
import { createHandler } from './core/handler';
import { json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { listMyDocuments } from './use-cases/documents';

/**
 * GET /api/documents: the signed-in client's own documents across its requests: one page of its
 * files (its uploads and the firm's deliverables, newest first; `request`, `kind` and `year`
 * filter them), the checklist items the firm still needs (earliest due first), and its requests
 * for the filter. Every read is keyed by the caller's own sub: no id or cursor reaches another's.
 */
export const handler = createHandler('listMyDocuments', callers.dashboard, async ({ event, caller }) => {
  const filter = parseQuery(event, clientDocumentsQuerySchema);
  return json(200, (await listMyDocuments(caller, filter)) satisfies ApiResponse<'listMyDocuments'>);
});
