import type { ApiResponse } from '../shared/api-types';
import { outstandingQuerySchema } from '../shared/document-lists';
import { createHandler } from './core/handler';
import { json, parseQuery } from './core/http';
import { callers } from './use-cases/callers';
import { listOutstandingDocuments } from './use-cases/documents';

/**
 * GET /api/admin/documents/outstanding: every checklist item the firm still waits for (requested,
 * or rejected and to be sent again), a page of 100 at a time, earliest due first (so the overdue
 * ones lead, those without a due date close); `overdue=true` keeps the overdue ones only. Each
 * with its request's service and client.
 */
export const handler = createHandler('listOutstandingDocuments', callers.dashboard, async ({ event }) => {
  const query = parseQuery(event, outstandingQuerySchema);
  return json(200, (await listOutstandingDocuments(query)) satisfies ApiResponse<'listOutstandingDocuments'>);
});
