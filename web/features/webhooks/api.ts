import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useWebhooks() {
  return useQuery({
    queryKey: queryKeys.webhooks.list,
    queryFn: () => callApi('listWebhooks').then((r) => r.webhooks),
  });
}

export function useDeliveries(endpointId: string) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId),
    queryFn: () => callApi('listWebhookDeliveries', { params: { id: endpointId } }).then((r) => r.deliveries),
    staleTime: 0,
  });
}

/** Creating or editing an endpoint changes the list and the overview's active-endpoint count. */
export function useSaveWebhook(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['createWebhook']) =>
      id ? callApi('updateWebhook', { params: { id }, body }) : callApi('createWebhook', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.webhooks.all });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
    },
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteWebhook', { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.webhooks.all });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
    },
  });
}

/** A test lead lands in the lead list, the overview and the endpoint's delivery log. */
export function useSendTestLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('sendTestLead', { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.leads.all });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
      await client.invalidateQueries({ queryKey: queryKeys.webhooks.all });
    },
  });
}

/** A new signing secret: the endpoint becomes (or stays) signed. */
export function useRotateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('rotateWebhookSecret', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
