import { useQuery } from '@tanstack/react-query';
import type { AdminOverviewQuery } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The admin overview's figures for a window, lead status and client, computed by the API. */
export function useOverview(query: AdminOverviewQuery) {
  return useQuery({
    queryKey: queryKeys.overview.figures(query),
    queryFn: () => callApi('getAdminOverview', { query }),
  });
}

/**
 * The response target and the leads waiting past it (the lead pages read the same answer, under
 * the same key, for each lead's wait).
 */
export function useResponseTimes() {
  return useQuery({
    queryKey: queryKeys.leads.responseTimes,
    queryFn: () => callApi('getResponseTimes'),
  });
}
