import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { listDocuments, publicFile } from './data/documents';
import { getDashboardUser } from './data/users';
import { requestOf } from './domain/documents';

/** GET /api/requests/{id}/documents: the checklist and the files (a client: its own requests only). */
export const handler = createHandler(
  'listDocuments',
  async ({ event, caller }) => {
    const request = await requestOf(event, caller);
    const { items, files } = await listDocuments(request.id);
    return json(200, { items, files: files.map(publicFile) } satisfies ApiResponse<'listDocuments'>);
  },
  getDashboardUser,
);
