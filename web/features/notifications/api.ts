import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
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
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['markNotificationsRead']) => callApi('markNotificationsRead', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.notifications });
      await client.invalidateQueries({ queryKey: queryKeys.portalSummary });
    },
    onError: (e) => toast.error('Not marked as read', { description: e.message }),
  });
}
