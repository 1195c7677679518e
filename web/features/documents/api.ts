import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiBodies, ApiQueries } from '../../../shared/api-types';
import { callApi, startDownload } from '../../lib/api';
import { loadRuntimeConfig } from '../../lib/runtime-config';
import { useChange } from '../../lib/mutations';
import { usePage } from '../../lib/queries';
import { queryKeys } from '../../lib/query-keys';
import { declaredType, postToBucket } from './bucket';
import { failureOf, isLocalStack } from './uploads';

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
export const useMyDocuments = (query: ApiQueries['listMyDocuments']) =>
  usePage(queryKeys.documentLists.mine(query), () => callApi('listMyDocuments', { query }), { fresh: true });

/** A page of every outstanding checklist item (the firm's view), earliest due first. */
export const useOutstandingDocuments = (query: ApiQueries['listOutstandingDocuments']) =>
  usePage(queryKeys.documentLists.outstanding(query), () => callApi('listOutstandingDocuments', { query }), {
    fresh: true,
  });

/** The firm adds documents to ask for; the client sees them once told (useNotifyChecklist). */
export const useAddChecklistItems = (requestId: string) =>
  useChange(
    (body: ApiBodies['addChecklistItems']) =>
      callApi('addChecklistItems', { params: { id: requestId }, body }),
    [queryKeys.documents(requestId)],
  );

/** The firm rewords an item, or changes its note or due date, while the client has not acted on it. */
export const useUpdateChecklistItem = (requestId: string) =>
  useChange(
    ({ itemId, ...body }: { itemId: string } & ApiBodies['updateChecklistItem']) =>
      callApi('updateChecklistItem', { params: { id: requestId, itemId }, body }),
    [queryKeys.documents(requestId)],
  );

/** The firm takes an item off the checklist while the client has not acted on it. */
export const useRemoveChecklistItem = (requestId: string) =>
  useChange(
    (itemId: string) => callApi('removeChecklistItem', { params: { id: requestId, itemId } }),
    [queryKeys.documents(requestId)],
  );

/** The firm tells the client of the checklist's changes, in one notice and one e-mail. */
export const useNotifyChecklist = (requestId: string) =>
  useChange(
    () => callApi('notifyChecklistChanges', { params: { id: requestId } }),
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

/** The firm archives a file (its client no longer sees it) or restores it. */
export const useArchiveDocument = (requestId: string) =>
  useChange(
    ({ fileId, archived }: { fileId: string; archived: boolean }) =>
      callApi('archiveDocument', { params: { id: requestId, fileId }, body: { archived } }),
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
export type UploadPhase = 'preparing' | 'sending' | 'checking';

/** One chosen file's upload: under way, arrived, or failed (refused in words, or cut off). */
export type UploadEntry = {
  key: string;
  file: File;
  sent: number;
} & (
  | { state: UploadPhase }
  | { state: 'done' }
  | { state: 'failed'; problem: string; failure: 'network' | 'refused' }
);

/** Numbers the uploads of the page, so each file's line keeps its key. */
let uploadCount = 0;

/**
 * Uploads of one or several files side by side, each in three steps: the API issues a form for it
 * (checking its name, type and size), the browser posts it to the bucket (with progress), and the
 * API checks what arrived by its first bytes (a renamed program is refused and deleted). With
 * `itemId` it answers a checklist item (a client's upload); without, it is the firm's deliverable.
 * Each file has its own progress and outcome; `cancel` stops one file's sending and `retry` sends
 * a file cut off by the connection again. A new choice clears the finished files' outcomes.
 */
export function useUploads(
  requestId: string,
  itemId: string | undefined,
  told: { sent: (file: File) => void; failed: (file: File, error: Error) => void },
) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = (key: string, change: (entry: UploadEntry) => UploadEntry) =>
    setEntries((all) => all.map((e) => (e.key === key ? change(e) : e)));

  const run = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    update(key, (e) => ({ key, file: e.file, sent: 0, state: 'preparing' }));
    try {
      const body = { fileName: file.name, contentType: declaredType(file), size: file.size };
      const issued = itemId
        ? await callApi('createUpload', { params: { id: requestId, itemId }, body })
        : await callApi('createDeliverable', { params: { id: requestId }, body });
      update(key, (e) => ({ ...e, state: 'sending' }));
      await postToBucket(
        issued.upload,
        file,
        (sent) => update(key, (e) => ({ ...e, sent })),
        controller.signal,
      );
      update(key, (e) => ({ ...e, state: 'checking' }));
      await callApi('completeUpload', { params: { id: requestId, fileId: issued.file.id } });
      update(key, (e) => ({ key, file: e.file, sent: 1, state: 'done' }));
      told.sent(file);
      void client.invalidateQueries({ queryKey: queryKeys.documents(requestId) });
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'cancelled') setEntries((all) => all.filter((e) => e.key !== key));
      else {
        const problem = error instanceof Error ? error.message : String(error);
        update(key, (e) => ({ key, file: e.file, sent: e.sent, state: 'failed', problem, failure }));
      }
      told.failed(file, error instanceof Error ? error : new Error(String(error)));
    } finally {
      controllers.current.delete(key);
    }
  };

  const send = (files: File[]) => {
    const added = files.map((file) => ({
      key: `upload-${++uploadCount}`,
      file,
      sent: 0,
      state: 'preparing' as const,
    }));
    setEntries((all) => [...all.filter((e) => e.state !== 'done' && e.state !== 'failed'), ...added]);
    for (const { key, file } of added) void run(key, file);
  };
  return {
    entries,
    /** True while any file is on its way. */
    busy: entries.some((e) => e.state !== 'done' && e.state !== 'failed'),
    send,
    retry: (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (entry) void run(key, entry.file);
    },
    cancel: (key: string) => controllers.current.get(key)?.abort(),
  };
}

/** Whether the page runs against the local stack (whose files no scanner checks). */
export function useLocalStack(): boolean {
  const config = useQuery({
    queryKey: ['runtime-config'],
    queryFn: () => loadRuntimeConfig(),
    staleTime: Infinity,
  });
  return config.data ? isLocalStack(config.data) : false;
}
