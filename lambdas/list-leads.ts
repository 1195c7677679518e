import type { ApiResponse, LeadExport } from '../shared/api-types';
import { leadQuerySchema } from '../shared/leads';
import type * as z from '../shared/zod';
import { createHandler } from './core/handler';
import { HttpError, json, validationError } from './core/http';
import { InvalidCursorError, listLeads, NothingToSearchError } from './data/leads';
import { getDashboardUser } from './data/users';

type LeadQueryParsed = z.infer<typeof leadQuerySchema>;

/**
 * GET /api/leads: one page of leads, newest first, filtered by search (name, e-mail, phone),
 * status, source, service, campaign, owner ('me' for the caller's own) and date window (today,
 * 7 or 30 days, or from/to, in India's time zone), with the cursor of the next page. The sources
 * for the filter come from GET /api/leads/sources.
 *
 * `format=csv&export=<id>`: the whole filtered list as a CSV file, of any size. The first ask
 * with an id (a UUID the browser chooses) starts the export and answers 202; asking again reads
 * how far it got, and once the file is written answers a link that downloads it (see
 * data/lead-export).
 */
export const handler = createHandler(
  'listLeads',
  async ({ event, caller }) => {
    const { format, export: exportId, ...params } = event.queryStringParameters ?? {};
    const csv = format === 'csv';
    if (format !== undefined && !csv) throw new HttpError(400, 'format: only csv is offered');
    if (!csv && exportId !== undefined) throw new HttpError(400, 'export: only with format=csv');
    const parsed = leadQuerySchema.safeParse(params);
    if (!parsed.success) throw validationError(parsed.error.issues);
    // 'My leads': the caller's own.
    if (parsed.data.owner === 'me') parsed.data.owner = caller.sub;
    try {
      if (csv) return await exportAnswer(exportId, parsed.data, caller.sub);
      return json(200, (await listLeads(parsed.data)) satisfies ApiResponse<'listLeads'>);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      if (error instanceof NothingToSearchError) throw new HttpError(400, `q: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The export the browser named: started on the first ask (202), then how far it got. */
async function exportAnswer(id: string | undefined, query: LeadQueryParsed, sub: string) {
  if (!id || !EXPORT_ID.test(id))
    throw new HttpError(400, 'export: name the export by a UUID of your choosing');
  const { limit: _l, cursor: _c, ...filter } = query;
  // Loaded only for an export: the list's own answers stay free of the S3 client.
  const { askForExport, ExportConflictError, ExportNotFoundError } = await import('./data/lead-export');
  try {
    const answer = await askForExport(id.toLowerCase(), filter, sub);
    return json(answer.status === 'queued' ? 202 : 200, answer satisfies LeadExport);
  } catch (error) {
    if (error instanceof ExportNotFoundError) throw new HttpError(404, 'export: no such export');
    if (error instanceof ExportConflictError)
      throw new HttpError(409, 'export: this id names an export of other filters; choose a new id');
    throw error;
  }
}
