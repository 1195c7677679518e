import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/runtime-config';
import { localStack, signIn } from './local-stack';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Creates a Cognito user (in a group, or none) with a profile, and returns its access token. */
export async function createSignedInUser(options: { group?: Role; active: boolean }): Promise<string> {
  const stack = localStack();
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-south-1',
    credentials,
  });
  const docs = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.dynamodbEndpoint, region: 'ap-south-1', credentials }),
  );
  const email = `matrix-${randomUUID()}@example.in`;
  const password = `pw-${randomUUID()}`;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const sub = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
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
        role: options.group ?? 'client',
        full_name: 'Matrix Test',
        phone: '',
        company: '',
        is_active: options.active,
      },
    }),
  );
  cognito.destroy();
  docs.destroy();
  return (await signIn(email, password)).AccessToken;
}
