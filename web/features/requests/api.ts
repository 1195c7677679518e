import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies } from '../../../shared/api-types';
import type { RequestQuery, RequestStatus } from '../../../shared/portal';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';

/** Service requests: the caller's own (a client) or every client's (staff); the server decides. */
export function useRequests(query: RequestQuery = {}) {
  return useQuery({
    queryKey: queryKeys.requests.list(query),
    queryFn: () => callApi('listRequests', { query }),
    staleTime: 0,
  });
}

/** A client's summary cards, computed by the server from its own requests and notifications. */
export function usePortalSummary() {
  return useQuery({
    queryKey: queryKeys.portalSummary,
    queryFn: () => callApi('getPortalSummary'),
    staleTime: 0,
  });
}

export function useRequest(id: string) {
  return useQuery({
    queryKey: queryKeys.requests.one(id),
    queryFn: () => callApi('getRequest', { params: { id } }).then((r) => r.request),
    staleTime: 0,
  });
}

/** Filing a request changes the request lists and the client's summary cards. */
export const useCreateRequest = () =>
  useChange(
    (body: ApiBodies['createRequest']) => callApi('createRequest', { body }),
    [queryKeys.requests.all, queryKeys.portalSummary],
  );

/** Staff open a request for a client; the requests lists follow. */
export const useOpenClientRequest = (sub: string) =>
  useChange(
    (body: ApiBodies['openClientRequest']) => callApi('openClientRequest', { params: { sub }, body }),
    [queryKeys.requests.all],
  );

/** Staff change a request's status (the client is told); lists and the overview follow. */
export function useUpdateRequestStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: RequestStatus) =>
      callApi('updateRequestStatus', { params: { id }, body: { status } }),
    onSuccess: async ({ request }) => {
      client.setQueryData(queryKeys.requests.one(id), request);
      await client.invalidateQueries({ queryKey: queryKeys.requests.all });
      await client.invalidateQueries({ queryKey: queryKeys.overview.all });
    },
  });
}

/** Staff choose who handles a request (null: nobody); the client sees the name. */
export function useAssignRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assigneeSub: string | null) =>
      callApi('updateRequestStatus', { params: { id }, body: { assigneeSub } }),
    onSuccess: async ({ request }) => {
      client.setQueryData(queryKeys.requests.one(id), request);
      await client.invalidateQueries({ queryKey: queryKeys.requests.all });
    },
  });
}

export function useMessages(requestId: string) {
  return useQuery({
    queryKey: queryKeys.requests.messages(requestId),
    queryFn: () => callApi('listRequestMessages', { params: { id: requestId } }).then((r) => r.messages),
    staleTime: 0,
  });
}

export const usePostMessage = (requestId: string) =>
  useChange(
    (body: string) => callApi('postRequestMessage', { params: { id: requestId }, body: { body } }),
    [queryKeys.requests.messages(requestId)],
  );
