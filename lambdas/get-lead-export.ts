import type { ApiResponse } from '../shared/api-types';
import { createHandler } from './core/handler';
import { HttpError, json, pathId } from './core/http';
import { ExportNotFoundError, readExport } from './data/lead-export';
import { getDashboardUser } from './data/users';

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/leads/exports/{id}: how far the caller's export got and, once its file is written, a
 * link valid for a minute that downloads it. Reads only.
 */
export const handler = createHandler(
  'getLeadExport',
  async ({ event, caller }) => {
    const id = pathId(event, 'id', 'No export with this id.');
    if (!EXPORT_ID.test(id)) throw new HttpError(404, 'No export with this id.');
    try {
      return json(
        200,
        (await readExport(id.toLowerCase(), caller.sub)) satisfies ApiResponse<'getLeadExport'>,
      );
    } catch (error) {
      if (error instanceof ExportNotFoundError) throw new HttpError(404, 'No export with this id.');
      throw error;
    }
  },
  getDashboardUser,
);
