import type { ApiResponse } from '../shared/api-types';
import { leadExportSchema } from '../shared/leads';
import { parseBody } from './core/body';
import { createHandler } from './core/handler';
import { json } from './core/http';
import { callers } from './use-cases/callers';
import { startLeadExport } from './use-cases/lead-exports';

/**
 * POST /api/leads/exports: starts an export of the lead list as filtered (a job writes the CSV
 * file, of any size), named by the browser's UUID. 202 when it starts; the same request again
 * answers the export as it is (200), so a retry never starts a second one. Its progress and link
 * are read with GET /api/leads/exports/{id}.
 */
export const handler = createHandler('startLeadExport', callers.dashboard, async ({ event, caller }) => {
  const answer = await startLeadExport(caller, parseBody(event, 'startLeadExport', leadExportSchema));
  return json(answer.status === 'queued' ? 202 : 200, answer satisfies ApiResponse<'startLeadExport'>);
});
