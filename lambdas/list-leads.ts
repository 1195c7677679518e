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
 * 7 or 30 days, or from/to, in India's time zone), with the cursor of the next page.
 * `format=csv` writes the whole filtered list as a CSV file and answers a link that downloads it
 * (see data/lead-export). The sources
 * for the filter come from GET /api/leads/sources.
 */
export const handler = createHandler(
  'listLeads',
  async ({ event, caller }) => {
    const params = { ...(event.queryStringParameters ?? {}) };
    const csv = params.format === 'csv';
    delete params.format;
    const parsed = leadQuerySchema.safeParse(params);
    if (!parsed.success) throw validationError(parsed.error.issues);
    // 'My leads': the caller's own.
    if (parsed.data.owner === 'me') parsed.data.owner = caller.sub;
    try {
      return await answer(parsed.data, csv);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new HttpError(400, `cursor: ${error.message}`);
      if (error instanceof NothingToSearchError) throw new HttpError(400, `q: ${error.message}`);
      throw error;
    }
  },
  getDashboardUser,
);

/** The page of leads, or with `csv` the whole filtered list as a file and its download link. */
async function answer(query: LeadQueryParsed, csv: boolean) {
  if (csv) {
    const { limit: _l, cursor: _c, ...filter } = query;
    // Loaded only for an export: the list's own answers stay free of the S3 client.
    const { exportLeads, ExportTooLargeError } = await import('./data/lead-export');
    try {
      return json(200, (await exportLeads(filter)) satisfies LeadExport);
    } catch (error) {
      if (error instanceof ExportTooLargeError) throw new HttpError(400, error.message);
      throw error;
    }
  }
  return json(200, (await listLeads(query)) satisfies ApiResponse<'listLeads'>);
}
