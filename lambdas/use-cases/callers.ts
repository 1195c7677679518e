import type { DashboardUser } from '../../shared/domain';
import { MIN_ORIGIN_SECRET_LENGTH } from '../../shared/origin-verify';
import { readSecret } from '../data/secrets';
import { getDashboardUser } from '../data/users';

/**
 * How the API reads its callers, handed to `createHandler` by every route's entry point (core's
 * authorization asks; it reads nothing itself).
 */
export const callers = {
  /** The dashboards' users: their stored profile, and Cognito's word on an admin's second factor. */
  dashboard: {
    loadProfile: getDashboardUser,
    /**
     * Whether Cognito has the account's authenticator app on. The Cognito client is loaded the
     * first time an admin's token is checked, not at every cold start (infra/lambda-bundling.ts).
     */
    hasSecondFactor: async (profile: DashboardUser): Promise<boolean> =>
      (await import('../data/accounts')).hasTotp(profile.email),
    /**
     * The origin-verify secret's values (read once per container every few minutes): `current`,
     * and `previous` while a rotation is under way (outside one it holds a placeholder).
     */
    edgeValues: async (): Promise<readonly string[]> => {
      const { current, previous } = await readSecret('originVerify');
      return [current, ...(previous.length >= MIN_ORIGIN_SECRET_LENGTH ? [previous] : [])];
    },
  },
};
