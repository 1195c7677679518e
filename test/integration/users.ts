import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/runtime-config';
import { localAws, localStack, signIn } from './local-stack';

export interface CreatedUser {
  email: string;
  password: string;
  sub: string;
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
  await docs.send(
    new PutCommand({
      TableName: stack.tableNames.dashboardUsers,
      Item: {
        sub,
        email,
        role: options.role ?? options.group ?? 'client',
        full_name: options.fullName ?? 'Test User',
        phone: '',
        company: '',
        is_active: options.active,
      },
    }),
  );
  aws.destroy();
  return { email, password, sub };
}

/** A user as createUser makes it, signed in: its access token. */
export async function createSignedInUser(options: {
  group?: Role;
  role?: Role;
  active: boolean;
}): Promise<string> {
  const { email, password } = await createUser(options);
  return (await signIn(email, password)).AccessToken;
}
