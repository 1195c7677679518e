import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to server data, and the cached answers it makes stale: once it succeeds, every key
 * in `stale` is refreshed (each key also covers the keys below it, e.g. every page of a list).
 * Callers add their own toasts through `mutate`'s options.
 */
export function useChange<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  stale: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
