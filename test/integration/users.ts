import type { StaffRole } from '../../shared/staff-schemas';
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clientCountAdd } from '../../lambdas/data/users';
import type { Role } from '../../shared/runtime-config';
import { localAws, localStack, rememberTotpSecret, signIn } from './local-stack';

export interface CreatedUser {
  email: string;
  password: string;
  sub: string;
  /** The authenticator secret, when the account has one. */
  totpSecret?: string;
}

/**
 * Sets up an authenticator app as the account itself would (straight to cognito-local: no code
 * of the account is used up). Returns the secret.
 */
export async function enrolTotp(cognito: CognitoIdentityProviderClient, email: string, password: string) {
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: localStack().clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const AccessToken = signedIn.AuthenticationResult!.AccessToken!;
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: generateSync({ secret: SecretCode! }) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  rememberTotpSecret(email, SecretCode!);
  return SecretCode!;
}

/**
 * Creates a Cognito user (in a group, or none) with a dashboard profile. `temporary`: the
 * password is the one an admin hands out, and the first sign-in must replace it.
 */
export async function createUser(options: {
  group?: Role;
  /** The stored profile's role; by default the group's (or 'client' without a group). */
  role?: Role;
  active: boolean;
  temporary?: boolean;
  fullName?: string;
  /** An authenticator app set up (recorded on the profile too): by default, for admins only. */
  mfa?: boolean;
  /** A staff account's role; none recorded is a partner, as for accounts made before roles. */
  staffRole?: StaffRole;
}): Promise<CreatedUser> {
  const stack = localStack();
  const aws = localAws();
  const { cognito, documents: docs } = aws;
  const email = `user-${randomUUID()}@example.in`;
  const password = `pw-${randomUUID()}`;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
      ...(options.temporary ? { TemporaryPassword: password } : {}),
    }),
  );
  const sub = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  if (!options.temporary) {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  }
  if (options.group) {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: stack.userPoolId,
        Username: email,
        GroupName: options.group,
      }),
    );
  }
  const mfa = options.mfa ?? (options.group === 'admin' && !options.temporary);
  const totpSecret = mfa ? await enrolTotp(cognito, email, password) : undefined;
  const role = options.role ?? options.group ?? 'client';
  const put = {
    TableName: stack.tableNames.dashboardUsers!,
    Item: {
      sub,
      email,
      role,
      full_name: options.fullName ?? 'Test User',
      phone: '',
      company: '',
      is_active: options.active,
      ...(options.staffRole ? { staffRole: options.staffRole } : {}),
      // Before now by a second: the tokens the test gets next are issued after it.
      ...(mfa ? { mfa_enrolled_at: new Date(Date.now() - 1000).toISOString() } : {}),
    },
  };
  // A client is counted, as an invitation counts it.
  await docs.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: put }, ...(role === 'client' ? [clientCountAdd(put.TableName)] : [])],
    }),
  );
  aws.destroy();
  return { email, password, sub, ...(totpSecret ? { totpSecret } : {}) };
}

/** A user as createUser makes it, signed in: its access token. */
export async function createSignedInUser(options: {
  group?: Role;
  role?: Role;
  active: boolean;
  mfa?: boolean;
  staffRole?: StaffRole;
}): Promise<string> {
  const { email, password } = await createUser(options);
  return (await signIn(email, password)).AccessToken;
}
