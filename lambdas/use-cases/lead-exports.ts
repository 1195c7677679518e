import type { LeadExport } from '../../shared/api-types';
import type { Caller } from '../../shared/domain';
import { Refusal } from '../../shared/refusal';
import { ExportConflictError, ExportNotFoundError, readExport, startExport } from '../data/lead-export';
import type { LeadFilter } from '../data/leads';

/**
 * Exports of the lead list as filtered: asked for by an admin, written by a job (however many
 * leads they hold, data/lead-export.ts), read back by their asker.
 */

export const NO_EXPORT = 'No export with this id.';

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Starts an export of the lead list as filtered (the job writes the CSV file), named by the
 * browser's UUID; the same ask again answers the export as it is, so a retry never starts a
 * second one.
 */
export async function startLeadExport(
  caller: Caller,
  { id, ...filter }: LeadFilter & { id: string },
): Promise<LeadExport> {
  // 'My leads': the caller's own.
  if (filter.owner === 'me') filter.owner = caller.sub;
  try {
    return await startExport(id.toLowerCase(), filter, caller.sub);
  } catch (error) {
    if (error instanceof ExportNotFoundError) throw new Refusal('not-found', 'id: no such export');
    if (error instanceof ExportConflictError)
      throw new Refusal('conflict', 'id: this id names an export of other filters; choose a new id');
    throw error;
  }
}

/** How far the caller's export got and, once its file is written, a link valid for a minute. */
export async function leadExport(caller: Caller, id: string): Promise<LeadExport> {
  if (!EXPORT_ID.test(id)) throw new Refusal('not-found', NO_EXPORT);
  try {
    return await readExport(id.toLowerCase(), caller.sub);
  } catch (error) {
    if (error instanceof ExportNotFoundError) throw new Refusal('not-found', NO_EXPORT);
    throw error;
  }
}

/** The job: writes the export's file and records the outcome on its item (see data/lead-export.ts). */
export { runExport } from '../data/lead-export';
