import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiBodies, ApiQueries } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { useChange } from '../../lib/mutations';
import { queryKeys } from '../../lib/query-keys';
import { declaredType, postToBucket, startDownload } from './bucket';

/** A request's checklist and its files (a client: its own requests only; the server decides). */
export function useDocuments(requestId: string) {
  return useQuery({
    queryKey: queryKeys.documents(requestId),
    queryFn: () => callApi('listDocuments', { params: { id: requestId } }),
    staleTime: 0,
  });
}

/**
 * A page of the client's own documents across its requests, with what the firm still needs.
 * Read afresh on every visit: uploads and reviews happen on the request pages.
 */
export function useMyDocuments(query: ApiQueries['listMyDocuments']) {
  return useQuery({
    queryKey: queryKeys.documentLists.mine(query),
    queryFn: () => callApi('listMyDocuments', { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A page of every outstanding checklist item (the firm's view), earliest due first. */
export function useOutstandingDocuments(query: ApiQueries['listOutstandingDocuments']) {
  return useQuery({
    queryKey: queryKeys.documentLists.outstanding(query),
    queryFn: () => callApi('listOutstandingDocuments', { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The firm asks for documents: the items given, or the service's usual list without them. */
export const useAddChecklistItems = (requestId: string) =>
  useChange(
    (body: ApiBodies['addChecklistItems']) =>
      callApi('addChecklistItems', { params: { id: requestId }, body }),
    [queryKeys.documents(requestId)],
  );

/** The firm accepts a client's upload, or rejects it with a reason (the item then takes another). */
export const useReviewDocument = (requestId: string) =>
  useChange(
    ({ fileId, ...body }: { fileId: string } & ApiBodies['reviewDocument']) =>
      callApi('reviewDocument', { params: { id: requestId, fileId }, body }),
    [queryKeys.documents(requestId)],
  );

/** A client takes back its own upload before the firm accepts it. */
export const useDeleteDocument = (requestId: string) =>
  useChange(
    (fileId: string) => callApi('deleteDocument', { params: { id: requestId, fileId } }),
    [queryKeys.documents(requestId)],
  );

/**
 * A download link, signed for a minute, followed at once. Refused (409) while the malware check
 * has not found the file clean; the error says so. A download joins the request's activity.
 */
export function useDownload(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) => {
      const answer = await callApi('downloadDocument', { params: { id: requestId, fileId } });
      startDownload(answer.url);
      return answer;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.documents(requestId) }),
  });
}

/** Where an upload is: asking for a form, sending the file, or waiting for the check of it. */
export type UploadPhase = 'idle' | 'preparing' | 'sending' | 'checking';

/**
 * One file's upload in three steps: the API issues a form for it (checking its name, type and
 * size), the browser posts it to the bucket (with progress), and the API checks what arrived by
 * its first bytes (a renamed program is refused and deleted). With `itemId` it answers a checklist
 * item (a client's upload); without, it is the firm's deliverable. `cancel` stops the sending.
 */
export function useUpload(requestId: string, itemId?: string) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [sent, setSent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setSent(0);
      setPhase('preparing');
      const body = { fileName: file.name, contentType: declaredType(file), size: file.size };
      const issued = itemId
        ? await callApi('createUpload', { params: { id: requestId, itemId }, body })
        : await callApi('createDeliverable', { params: { id: requestId }, body });
      controller.current = new AbortController();
      setPhase('sending');
      await postToBucket(issued.upload, file, setSent, controller.current.signal);
      setPhase('checking');
      const done = await callApi('completeUpload', { params: { id: requestId, fileId: issued.file.id } });
      return done.file;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.documents(requestId) }),
    onSettled: () => {
      controller.current = null;
      setPhase('idle');
    },
  });
  return { ...mutation, phase, sent, cancel: () => controller.current?.abort() };
}
