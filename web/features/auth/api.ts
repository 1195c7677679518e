import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodies, ApiResponse } from '../../../shared/api-types';
import { callApi } from '../../lib/api';
import { changePassword, logout } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/**
 * A change to the signed-in user's own profile: the profile it answers replaces the cached one at
 * once, and `also` names the other answers it makes stale.
 */
function useProfileChange<B>(
  change: (body: B) => Promise<ApiResponse<'updateMe'>>,
  also: readonly (readonly unknown[])[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ profile }) => {
      client.setQueryData<ApiResponse<'getMe'>>(queryKeys.me, (me) => me && { ...me, profile });
      await Promise.all([queryKeys.me, ...also].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** The signed-in user's own profile: name, phone and company (never the role or the e-mail). */
export const useUpdateProfile = () =>
  useProfileChange((body: ApiBodies['updateMe']) => callApi('updateMe', { body }));

/** The password was changed, but the request to end the other sessions failed. */
export class SessionsNotEnded extends Error {
  override name = 'SessionsNotEnded';
}

/**
 * A signed-in user replaces their password (Cognito checks the current one); then every session
 * of the account ends, this one included, so that whoever knew the old password is out too.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) => {
      await changePassword(current, next);
      try {
        await callApi('endSessions');
      } catch (error) {
        throw new SessionsNotEnded(error instanceof Error ? error.message : String(error));
      }
      await logout();
    },
  });
}

/** A client turns two-factor sign-in off (staff cannot: the server refuses). */
export function useRemoveMfa() {
  return useMutation({ mutationFn: () => callApi('removeMfa') });
}

/** The client's obligations and reminders; the overview's 'due soon' panel follows them. */
export const useUpdateCompliance = () =>
  useProfileChange(
    (body: ApiBodies['updateMyCompliance']) => callApi('updateMyCompliance', { body }),
    [queryKeys.portalSummary],
  );

/** The TOTP app is set up with Cognito: the profile records that this account signs in with it. */
export const confirmMfa = () => callApi('confirmMfa');
