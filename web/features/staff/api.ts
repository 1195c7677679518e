import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The staff who can own a lead, advise a client or handle a request: the active admin accounts,
 * by name. Routes pass the list to the features that offer the choice.
 */
export function useStaffChoices() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: () => callApi('listStaff'),
    select: (answer) => answer.staff.filter((s) => s.is_active),
  });
}
