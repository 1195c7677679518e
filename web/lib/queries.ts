import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a list: the page shown stays on screen while another page or filter loads. With
 * `fresh`, the list is read again on every visit (what other pages change, e.g. uploads and
 * reviews on the request pages, shows at once).
 */
export function usePage<T>(queryKey: QueryKey, queryFn: () => Promise<T>, { fresh = false } = {}) {
  return useQuery({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}
