import { randomInt } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '../../shared/password-policy';
import { requiredEnv } from '../runtime/env';
import { AwsRestClient } from '../runtime/aws-rest';

// Created once per container; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at cognito-local.
const cognito = new AwsRestClient({
  serviceId: 'Cognito Identity Provider',
  signingName: 'cognito-idp',
  endpointVariable: 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
  awsEndpoint: (region) => `https://cognito-idp.${region}.amazonaws.com`,
});
const pool = () => requiredEnv('USER_POOL_ID');

/**
 * One call of Cognito's user-pool API (JSON over POST, the operation named in X-Amz-Target).
 * `once` for a call that must not be repeated on a lost answer (creating a user).
 */
export const cognitoCall = <T = Record<string, unknown>>(
  operation: string,
  input: Record<string, unknown>,
  once = false,
) => cognito.json<T>(operation, input, { target: 'AWSCognitoIdentityProviderService', once });

/** A one-time password for an invitation: 16 characters from an alphabet without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const length = Math.max(16, PASSWORD_MIN_LENGTH);
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Creates the Cognito user of an invited client, in the client group, with a temporary password
 * that the first sign-in must replace. Cognito sends nothing: the invitation is our own e-mail.
 * Undefined when a user with this e-mail exists.
 */
export const createClientAccount = (email: string, password: string) =>
  createAccount(email, password, 'client');

/**
 * Creates a Cognito user in `group`, with a temporary password that the first sign-in must
 * replace; Cognito sends nothing. Undefined when a user with this e-mail exists.
 */
export async function createAccount(
  email: string,
  password: string,
  group: 'client' | 'admin',
): Promise<string | undefined> {
  try {
    const created = await cognitoCall<{ User?: { Attributes?: { Name: string; Value?: string }[] } }>(
      'AdminCreateUser',
      {
        UserPoolId: pool(),
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      },
      // Tried once: a second try after a lost answer would read as "this user exists".
      true,
    );
    await cognitoCall('AdminAddUserToGroup', { UserPoolId: pool(), Username: email, GroupName: group });
    return created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') return undefined;
    throw error;
  }
}

/** Sign-in on or off (the profile's is_active is what the API checks on every call). */
export async function setAccountEnabled(email: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: pool(), Username: email };
  await cognitoCall(enabled ? 'AdminEnableUser' : 'AdminDisableUser', input);
  // A deactivated account's sessions end at once: refresh tokens revoked here, and the API
  // refuses its access tokens because the profile is inactive.
  if (!enabled) await cognitoCall('AdminUserGlobalSignOut', input);
}

/** True when Cognito has the account's authenticator app (TOTP) on as a second factor. */
export async function hasTotp(email: string): Promise<boolean> {
  const user = await cognitoCall<{ UserMFASettingList?: string[] }>('AdminGetUser', {
    UserPoolId: pool(),
    Username: email,
  });
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** Turns the account's authenticator app off (a lost device, or a client opting out). */
export async function turnOffTotp(email: string): Promise<void> {
  await cognitoCall('AdminSetUserMFAPreference', {
    UserPoolId: pool(),
    Username: email,
    SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
  });
}

/** Revokes every refresh token of the account (its access tokens are refused by the API itself). */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognitoCall('AdminUserGlobalSignOut', { UserPoolId: pool(), Username: email });
}
