import type { ApiResponse } from '../shared/api-types';
import { leadExportSchema } from '../shared/leads';
import { readJsonObject } from './core/body';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { ExportConflictError, ExportNotFoundError, startExport } from './data/lead-export';
import { getDashboardUser } from './data/users';

/**
 * POST /api/leads/exports: starts an export of the lead list as filtered (a job writes the CSV
 * file, of any size), named by the browser's UUID. 202 when it starts; the same request again
 * answers the export as it is (200), so a retry never starts a second one. Its progress and link
 * are read with GET /api/leads/exports/{id}.
 */
export const handler = createHandler(
  'startLeadExport',
  async ({ event, caller }) => {
    const parsed = leadExportSchema.safeParse(readJsonObject(event, 'startLeadExport'));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { id, ...filter } = parsed.data;
    // 'My leads': the caller's own.
    if (filter.owner === 'me') filter.owner = caller.sub;
    try {
      const answer = await startExport(id.toLowerCase(), filter, caller.sub);
      return json(answer.status === 'queued' ? 202 : 200, answer satisfies ApiResponse<'startLeadExport'>);
    } catch (error) {
      if (error instanceof ExportNotFoundError) throw new HttpError(404, 'id: no such export');
      if (error instanceof ExportConflictError)
        throw new HttpError(409, 'id: this id names an export of other filters; choose a new id');
      throw error;
    }
  },
  getDashboardUser,
);
