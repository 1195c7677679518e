import { randomInt } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '../../shared/password-policy';
import { requiredEnv } from '../core/env';

// Created once per container; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at cognito-local.
const cognito = new CognitoIdentityProviderClient({});
const pool = () => requiredEnv('USER_POOL_ID');

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
export async function createClientAccount(email: string, password: string): Promise<string | undefined> {
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool(),
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: 'client' }),
    );
    return created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') return undefined;
    throw error;
  }
}

/** Sign-in on or off (the profile's is_active is what the API checks on every call). */
export async function setAccountEnabled(email: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: pool(), Username: email };
  await cognito.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
  // A deactivated account's sessions end at once: refresh tokens revoked here, and the API
  // refuses its access tokens because the profile is inactive.
  if (!enabled) await cognito.send(new AdminUserGlobalSignOutCommand(input));
}

/** True when Cognito has the account's authenticator app (TOTP) on as a second factor. */
export async function hasTotp(email: string): Promise<boolean> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

/** Turns the account's authenticator app off (a lost device, or a client opting out). */
export async function turnOffTotp(email: string): Promise<void> {
  await cognito.send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: pool(),
      Username: email,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
}

/** Revokes every refresh token of the account (its access tokens are refused by the API itself). */
export async function signOutEverywhere(email: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: email }));
}
