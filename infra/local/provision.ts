import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GroupExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles } from '../../shared/runtime-config';
import { tableKeys, tables, type KeyAttribute, type TableKey } from '../../shared/tables';
import type { DashboardUser } from '../../shared/domain';
import { requestItem } from '../../lambdas/data/requests';
import { CLIENT_COUNT_KEY } from '../../lambdas/data/users';
import { demoAccounts, sampleLeads, sampleRequests } from './demo-data';
import { generateSync } from 'otplib';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './cognito-local';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Local table names: the CDK construct id, as deployed names are generated there. */
export const localTableName = (key: TableKey) => `taxfirm-local-${tables[key].id}`;

function keySchema(pk: KeyAttribute, sk?: KeyAttribute): KeySchemaElement[] {
  return [
    { AttributeName: pk.name, KeyType: 'HASH' },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
}

export async function createTables(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localCredentials });
  for (const key of tableKeys) {
    const def = tables[key];
    const sortKey = def.sortKey;
    const attributes = new Map<string, AttributeDefinition>();
    for (const attr of [
      def.partitionKey,
      sortKey,
      ...def.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
    ]) {
      if (attr) attributes.set(attr.name, { AttributeName: attr.name, AttributeType: attr.type });
    }
    try {
      await client.send(
        new CreateTableCommand({
          TableName: localTableName(key),
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...attributes.values()],
          KeySchema: keySchema(def.partitionKey, sortKey),
          StreamSpecification: def.stream ? { StreamEnabled: true, StreamViewType: def.stream } : undefined,
          GlobalSecondaryIndexes: def.globalIndexes.length
            ? def.globalIndexes.map((g) => ({
                IndexName: g.indexName,
                KeySchema: keySchema(g.partitionKey, g.sortKey),
                Projection: { ProjectionType: 'ALL' },
              }))
            : undefined,
        }),
      );
      if (def.timeToLiveAttribute) {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: localTableName(key),
            TimeToLiveSpecification: { AttributeName: def.timeToLiveAttribute, Enabled: true },
          }),
        );
      }
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
      // Data kept from before the table had a stream: turn it on.
      const { Table } = await client.send(new DescribeTableCommand({ TableName: localTableName(key) }));
      if (def.stream && !Table?.StreamSpecification?.StreamEnabled) {
        await client.send(
          new UpdateTableCommand({
            TableName: localTableName(key),
            StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream },
          }),
        );
      }
      // Data kept from before an index was declared: add it, as a deployment would (one at a time).
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
      for (const g of def.globalIndexes.filter((index) => !present.has(index.indexName))) {
        await client.send(
          new UpdateTableCommand({
            TableName: localTableName(key),
            AttributeDefinitions: [...attributes.values()],
            GlobalSecondaryIndexUpdates: [
              {
                Create: {
                  IndexName: g.indexName,
                  KeySchema: keySchema(g.partitionKey, g.sortKey),
                  Projection: { ProjectionType: 'ALL' },
                },
              },
            ],
          }),
        );
      }
    }
  }
  client.destroy();
}

/**
 * Sets up an authenticator app (TOTP) for an account that has none, as the account itself would:
 * sign in, associate a secret, confirm a code from it, make it the preferred second factor. Talks
 * to cognito-local directly (provisioning, not a browser).
 */
async function enrolTotp(cognito: CognitoIdentityProviderClient, email: string, password: string) {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }),
  );
  if ((user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA')) return;
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const AccessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!AccessToken) throw new Error(`cognito-local did not sign ${email} in to set up its authenticator`);
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
}

/** Groups, the demo accounts (with permanent passwords and their profiles), sample leads and requests. Idempotent. */
export async function seed(dynamodbEndpoint: string, cognitoEndpoint: string): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cognitoEndpoint,
    region: 'ap-south-1',
    credentials: localCredentials,
  });
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamodbEndpoint, region: 'ap-south-1', credentials: localCredentials }),
  );
  const UserPoolId = LOCAL_USER_POOL_ID;
  for (const role of roles) {
    try {
      await cognito.send(new CreateGroupCommand({ UserPoolId, GroupName: role }));
    } catch (error) {
      if (!(error instanceof GroupExistsException)) throw error;
    }
  }
  const profiles: DashboardUser[] = [];
  for (const account of demoAccounts) {
    let sub: string | undefined;
    try {
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: account.email }));
      sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: account.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: account.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: account.email,
          Password: account.password,
          Permanent: true,
        }),
      );
    }
    // Converge on every run: adding a member twice changes nothing.
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: account.email, GroupName: account.role }),
    );
    if (!sub) throw new Error(`cognito-local returned no sub for ${account.email}`);
    // Admins sign in with a second factor: the demo admin's authenticator is set up here, its
    // secret shown in the start banner (and `npm run totp` prints the current code).
    const enrolledAt = account.role === 'admin' ? new Date().toISOString() : undefined;
    if (account.role === 'admin') await enrolTotp(cognito, account.email, account.password);
    const profile: DashboardUser = {
      sub,
      email: account.email,
      role: account.role,
      full_name: account.full_name,
      phone: account.phone,
      company: account.company,
      is_active: true,
    };
    profiles.push(profile);
    await documents
      .send(
        new PutCommand({
          TableName: localTableName('dashboardUsers'),
          Item: profile,
          ConditionExpression: 'attribute_not_exists(#sub)',
          ExpressionAttributeNames: { '#sub': 'sub' },
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
    if (enrolledAt) {
      await documents.send(
        new UpdateCommand({
          TableName: localTableName('dashboardUsers'),
          Key: { sub },
          UpdateExpression: 'SET mfa_enrolled_at = if_not_exists(mfa_enrolled_at, :at)',
          ExpressionAttributeValues: { ':at': enrolledAt },
        }),
      );
    }
  }
  // The client count is kept from here on (see countClients): the clients stored so far, counted once.
  let clients = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: localTableName('dashboardUsers'),
        IndexName: 'byRole',
        KeyConditionExpression: '#r = :client',
        ExpressionAttributeNames: { '#r': 'role' },
        ExpressionAttributeValues: { ':client': 'client' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    clients += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  await documents
    .send(
      new PutCommand({
        TableName: localTableName('dashboardUsers'),
        Item: { ...CLIENT_COUNT_KEY, count: clients },
        ConditionExpression: 'attribute_not_exists(#sub)',
        ExpressionAttributeNames: { '#sub': 'sub' },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
  for (const lead of sampleLeads()) {
    await documents
      .send(
        new PutCommand({
          TableName: localTableName('leads'),
          Item: lead,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
  const client = profiles.find((p) => p.role === 'client');
  const staff = profiles.find((p) => p.role === 'admin');
  for (const request of client && staff ? sampleRequests(client, staff.full_name) : []) {
    await documents
      .send(
        new PutCommand({
          TableName: localTableName('requests'),
          Item: requestItem(request),
          ConditionExpression: 'attribute_not_exists(requestId)',
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  }
  // The lead list's source filter (lambdas/data/lead-sources.ts keeps this set as leads arrive).
  await documents.send(
    new UpdateCommand({
      TableName: localTableName('webhooks'),
      Key: { id: '#lead-sources' },
      UpdateExpression: 'ADD #v :s',
      ExpressionAttributeNames: { '#v': 'values' },
      ExpressionAttributeValues: { ':s': new Set(sampleLeads().map((l) => l.source)) },
    }),
  );
  cognito.destroy();
  documents.destroy();
}
