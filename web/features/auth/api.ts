import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies, ApiResponse } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { changePassword } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in user's own profile: name, phone and company (never the role or the e-mail). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBodies['updateMe']) => callApi('updateMe', { body }),
    onSuccess: async ({ profile }) => {
      client.setQueryData<ApiResponse<'getMe'>>(queryKeys.me, (me) => me && { ...me, profile });
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/** A signed-in user replaces their password; Cognito checks the current one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
  });
}
