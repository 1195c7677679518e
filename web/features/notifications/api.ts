import { useQuery } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';

/** The caller's notifications (a client's own, or the firm's shared inbox), newest first. */
export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: () => callApi('listNotifications'),
    staleTime: 0,
  });
}

/** Marking read changes the list and a client's unread-notifications card. */
export const useMarkRead = () =>
  useChange(
    (body: ApiBodies['markNotificationsRead']) => callApi('markNotificationsRead', { body }),
    [queryKeys.notifications, queryKeys.portalSummary],
  );
