import { useQuery } from '@tanstack/react-query';
import type { ApiBodies, ApiQueries, LeadExport } from '../../../shared/api-types';
import type { LeadStatus } from '../../../shared/domain';
import { ApiError, callApi, startDownload } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { usePage } from '../../lib/queries';
import { queryKeys } from '../../lib/query-keys';

type LeadQuery = ApiQueries['listLeads'];

/** One page of leads; the previous page stays on screen while the next loads. */
export const useLeadPage = (query: LeadQuery) =>
  usePage(queryKeys.leads.page(query), () => callApi('listLeads', { query }));

/** The sources and services leads have named, for the filters. */
export function useLeadChoices() {
  return useQuery({
    queryKey: queryKeys.leads.sources,
    queryFn: () => callApi('listLeadSources'),
  });
}

/**
 * The firm's response target and holidays (each lead's wait is counted with them) and the leads
 * waiting past the target. Under `leads`, so a lead's change refreshes it.
 */
export function useResponseTimes() {
  return useQuery({
    queryKey: queryKeys.leads.responseTimes,
    queryFn: () => callApi('getResponseTimes'),
  });
}

/** A lead's status counts on the overview as well as in the list. */
export const useUpdateLeadStatus = () =>
  useChange(
    ({ id, status }: { id: string; status: LeadStatus }) =>
      callApi('updateLeadStatus', { params: { id }, body: { status } }),
    [queryKeys.leads.all, queryKeys.overview.all],
  );

/** A repeat wrongly attached to a lead becomes a lead of its own. */
export const useSplitLead = () =>
  useChange(
    ({ id, repeatId }: { id: string; repeatId: string }) =>
      callApi('splitLead', { params: { id }, body: { repeatId } }),
    [queryKeys.leads.all, queryKeys.overview.all],
  );

/** Sends a website lead's mails again: the given-up ones, else the visitor's confirmation. */
export const useResendLeadMail = () =>
  useChange((id: string) => callApi('resendLeadMail', { params: { id } }), [queryKeys.leads.all]);

/** The lead as saved now and what the staff did with it, oldest first. */
export const useLeadActivity = (id: string) =>
  useQuery({
    queryKey: queryKeys.leads.activity(id),
    queryFn: () => callApi('getLeadActivity', { params: { id } }),
  });

/** A note on the lead's timeline (the first one ends the lead's wait for a response). */
export const useAddLeadNote = () =>
  useChange(
    ({ id, text }: { id: string; text: string }) =>
      callApi('addLeadNote', { params: { id }, body: { note: text } }),
    [queryKeys.leads.all, queryKeys.overview.all],
  );

/** The lead's owner: a staff member, or nobody (null). */
export const useAssignLead = () =>
  useChange(
    ({ id, ownerSub }: { id: string; ownerSub: string | null }) =>
      callApi('assignLead', { params: { id }, body: { ownerSub } }),
    [queryKeys.leads.all],
  );

/** The lead's person invited as a portal client; the lead turns converted and links to them. */
export const useConvertLead = (id: string) =>
  useChange(
    (body: ApiBodies['convertLead']) => callApi('convertLead', { params: { id }, body }),
    [queryKeys.leads.all, queryKeys.clients, queryKeys.overview.all],
  );

/** The list's filters alone (an export has no page): the fields that are set. */
const filterOf = ({ limit: _limit, cursor: _cursor, ...filter }: LeadQuery) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as Omit<
    LeadQuery,
    'limit' | 'cursor'
  >;

/**
 * How long the browser waits for an export before giving up on it: past the server's own worst
 * case (5 minutes to start, then the job's 15), after which it answers the export as failed.
 */
const EXPORT_PATIENCE_MS = 22 * 60_000;

/**
 * The whole filtered list as a CSV file, however many leads it holds: the browser names a new
 * export, a job on the server writes the file, and the browser asks how far it got (each second,
 * then every three) until the file can be downloaded. `onProgress` hears the leads written so far.
 * Throws with the server's words when the export fails.
 */
export async function downloadLeadsCsv(
  query: LeadQuery,
  onProgress?: (leads: number) => void,
): Promise<Extract<LeadExport, { status: 'ready' }>> {
  const id = crypto.randomUUID();
  const started = Date.now();
  let failedAsks = 0;
  let begun = false;
  for (let asked = 0; ; asked++) {
    let answer: LeadExport;
    try {
      // Started once (asked again, the same id starts nothing more), then read until written.
      answer =
        asked === 0 || !begun
          ? await callApi('startLeadExport', { body: { ...filterOf(query), id } })
          : await callApi('getLeadExport', { params: { id } });
      begun = true;
      failedAsks = 0;
    } catch (error) {
      // The job goes on whatever happens to one ask: a lost connection or a server error is
      // asked again (three times in a row at most); a refusal is final.
      if ((error instanceof ApiError && error.status < 500) || ++failedAsks > 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      continue;
    }
    if (answer.status === 'ready') {
      startDownload(answer.url);
      return answer;
    }
    if (answer.status === 'failed') throw new Error(answer.error);
    onProgress?.(answer.leads);
    if (Date.now() - started > EXPORT_PATIENCE_MS)
      throw new Error('The export is taking too long. Try narrower filters (a shorter date window).');
    await new Promise((resolve) => setTimeout(resolve, asked < 10 ? 1000 : 3000));
  }
}
