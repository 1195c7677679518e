import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies, ApiResponse } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';

/** The firm's settings as the API answers them (the cache holds the answer as it came). */
export function useSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => callApi('getSettings'),
    select: (answer) => answer.settings,
  });
}

/** Saving answers the stored settings (with who saved them and when), which become the cache. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['updateSettings']) => callApi('updateSettings', { body }),
    onSuccess: (answer) => {
      client.setQueryData<ApiResponse<'getSettings'>>(queryKeys.settings, answer);
      // The response target and holidays decide which leads wait past the target.
      void client.invalidateQueries({ queryKey: queryKeys.leads.responseTimes });
    },
  });
}

/** The firm's admin accounts, with their second factor and last security event. */
export function useStaff() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: () => callApi('listStaff'),
    select: (answer) => answer.staff,
  });
}

/** Another admin's lost device: their second factor is turned off and their sessions end. */
export function useResetStaffMfa() {
  return useChange((sub: string) => callApi('resetStaffMfa', { params: { sub } }), [queryKeys.staff]);
}

/** The due dates the government has moved, as the public calendar shows them. */
export function useCalendarExtensions() {
  return useQuery({
    queryKey: queryKeys.calendarExtensions,
    queryFn: () => callApi('listCalendarExtensions'),
    select: (answer) => answer.extensions,
  });
}

/** Recording or removing an extension answers the whole list, which becomes the cache. */
function useExtensionChange<T>(mutationFn: (variables: T) => Promise<ApiResponse<'listCalendarExtensions'>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) =>
      client.setQueryData<ApiResponse<'listCalendarExtensions'>>(queryKeys.calendarExtensions, answer),
  });
}

export const useRecordExtension = () =>
  useExtensionChange((body: ApiBodies['recordCalendarExtension']) =>
    callApi('recordCalendarExtension', { body }),
  );

export const useRemoveExtension = () =>
  useExtensionChange((key: { ruleId: string; period: string }) =>
    callApi('removeCalendarExtension', { params: { ruleId: key.ruleId }, query: { period: key.period } }),
  );

/** A partner invites a colleague with a role. */
export const useInviteStaff = () =>
  useChange((body: ApiBodies['inviteStaff']) => callApi('inviteStaff', { body }), [queryKeys.staff]);

/** A partner deactivates or reactivates a colleague, or changes their role. */
export const useUpdateStaff = () =>
  useChange(
    ({ sub, ...body }: { sub: string } & ApiBodies['updateStaff']) =>
      callApi('updateStaff', { params: { sub }, body }),
    [queryKeys.staff],
  );
