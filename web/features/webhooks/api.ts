import { useQuery } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import type { FieldMap } from '../../../shared/lead-platforms';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
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
    queryFn: () => callApi('listWebhookDeliveries', { params: { id: endpointId } }),
    staleTime: 0,
  });
}

/** A custom endpoint's field map: saved, the list shows it and the next delivery uses it. */
export const useSaveFieldMap = (id: string) =>
  useChange(
    (fieldMap: FieldMap) => callApi('updateWebhook', { params: { id }, body: { fieldMap } }),
    [queryKeys.webhooks.all],
  );

/** Creating or editing an endpoint changes the list and the overview's active-endpoint count. */
export const useSaveWebhook = (id: string | undefined) =>
  useChange(
    (body: ApiBodies['createWebhook']) =>
      id ? callApi('updateWebhook', { params: { id }, body }) : callApi('createWebhook', { body }),
    [queryKeys.webhooks.all, queryKeys.overview.all],
  );

export const useDeleteWebhook = () =>
  useChange(
    (id: string) => callApi('deleteWebhook', { params: { id } }),
    [queryKeys.webhooks.all, queryKeys.overview.all],
  );

/** A test lead lands in the lead list, the overview and the endpoint's delivery log. */
export const useSendTestLead = () =>
  useChange(
    (id: string) => callApi('sendTestLead', { params: { id } }),
    [queryKeys.leads.all, queryKeys.overview.all, queryKeys.webhooks.all],
  );

/** A new signing secret: the endpoint becomes (or stays) signed. */
export const useRotateSecret = () =>
  useChange((id: string) => callApi('rotateWebhookSecret', { params: { id } }), [queryKeys.webhooks.all]);

/** A Meta endpoint's Page access token saved (null: removed); the answer carries the check made with it. */
export const useSetPageToken = (id: string) =>
  useChange(
    (pageToken: string | null) => callApi('setPageToken', { params: { id }, body: { pageToken } }),
    [queryKeys.webhooks.all],
  );

/** A Meta endpoint's connection checked now, as a lead would use it. */
export const useCheckConnection = (id: string) =>
  useChange(() => callApi('checkConnection', { params: { id } }), [queryKeys.webhooks.all]);
