import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useClients() {
  return useQuery({
    queryKey: queryKeys.clients,
    queryFn: () => callApi('listClients').then((r) => r.clients),
  });
}

/** A client's account on or off; the list and the overview's client count follow. */
export function useSetClientActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sub, is_active }: { sub: string; is_active: boolean }) =>
      callApi('updateClient', { params: { sub }, body: { is_active } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.clients });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
    },
  });
}

export function useInviteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['inviteClient']) => callApi('inviteClient', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.clients });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
    },
  });
}
