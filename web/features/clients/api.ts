import { useQuery } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';

export function useClients() {
  return useQuery({
    queryKey: queryKeys.clients,
    queryFn: () => callApi('listClients').then((r) => r.clients),
  });
}

/** A client's account on or off; the list and the overview's client count follow. */
export const useSetClientActive = () =>
  useChange(
    ({ sub, is_active }: { sub: string; is_active: boolean }) =>
      callApi('updateClient', { params: { sub }, body: { is_active } }),
    [queryKeys.clients, queryKeys.overview.all],
  );

export const useInviteClient = () =>
  useChange(
    (body: ApiBodies['inviteClient']) => callApi('inviteClient', { body }),
    [queryKeys.clients, queryKeys.overview.all],
  );
