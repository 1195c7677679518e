import { randomUUID } from 'node:crypto';
import type { LeadExport } from '../../shared/api-types';
import { LEAD_EXPORT_PREFIX } from '../../shared/documents';
import { leadsCsv } from '../../shared/leads';
import { downloadUrl, putObject } from './document-store';
import { allLeads, SearchTooBroadError, type LeadFilter } from './leads';

/** The most leads one export holds; more matching is refused with a message, never cut short. */
export const MAX_EXPORTED_LEADS = 50_000;

/** What the file's columns show: nothing else is read (not the webhook payloads). */
const CSV_FIELDS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'company',
  'source',
  'campaign',
  'status',
  'service',
  'message',
] as const;

/** How long the download link works. */
const LINK_SECONDS = 60;

/** More leads match than one export holds. */
export class ExportTooLargeError extends Error {
  constructor() {
    super(
      `Too many leads match these filters to export at once (at most ${MAX_EXPORTED_LEADS.toLocaleString('en-IN')}): ` +
        'narrow them (a shorter date window, a status or a source) and export in parts.',
    );
  }
}

/**
 * The filtered list as a CSV file in the bucket, and a link that downloads it for a minute. A
 * file, not the response itself: a Lambda's response stops at 6 MB, which a few thousand leads
 * with messages reach.
 */
export async function exportLeads(filter: LeadFilter, now = new Date()): Promise<LeadExport> {
  let leads;
  try {
    leads = await allLeads(filter, now, MAX_EXPORTED_LEADS + 1, CSV_FIELDS);
  } catch (error) {
    if (error instanceof SearchTooBroadError) throw new ExportTooLargeError();
    throw error;
  }
  if (leads.length > MAX_EXPORTED_LEADS) throw new ExportTooLargeError();
  const key = `${LEAD_EXPORT_PREFIX}${randomUUID()}.csv`;
  await putObject(key, leadsCsv(leads), 'text/csv; charset=utf-8');
  const fileName = `leads-${new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)}.csv`;
  return {
    url: await downloadUrl(key, fileName, LINK_SECONDS),
    expiresAt: new Date(now.getTime() + LINK_SECONDS * 1000).toISOString(),
    leads: leads.length,
  };
}
