import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';

/** Clients by name, a page at a time (the firm may have thousands): `fetchNextPage` for more. */
export function useClients() {
  return useInfiniteQuery({
    queryKey: queryKeys.clients,
    queryFn: ({ pageParam }) =>
      callApi('listClients', { query: pageParam ? { cursor: pageParam, limit: 50 } : { limit: 50 } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.clients),
  });
}

/** A client's account on or off; the list and the overview's client count follow. */
export const useSetClientActive = () =>
  useChange(
    ({ sub, is_active }: { sub: string; is_active: boolean }) =>
      callApi('updateClient', { params: { sub }, body: { is_active } }),
    [queryKeys.clients, queryKeys.overview.all],
  );

/** The staff member a client deals with; the portal shows them. */
export const useSetClientAdvisor = () =>
  useChange(
    ({ sub, advisorSub }: { sub: string; advisorSub: string | null }) =>
      callApi('updateClient', { params: { sub }, body: { advisorSub } }),
    [queryKeys.clients],
  );

export const useInviteClient = () =>
  useChange(
    (body: ApiBodies['inviteClient']) => callApi('inviteClient', { body }),
    [queryKeys.clients, queryKeys.overview.all],
  );

/** The firm records one client's obligations and reminders; the client list shows the new profile. */
export function useSetClientCompliance(sub: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['updateClientCompliance']) =>
      callApi('updateClientCompliance', { params: { sub }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.clients }),
  });
}
