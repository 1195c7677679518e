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
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { searchTextOf } from '../../shared/leads';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GroupExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles } from '../../shared/runtime-config';
import { tableKeys, tables, type KeyAttribute, type TableKey } from '../../shared/tables';
import type { DashboardUser } from '../../shared/domain';
import { requestItem } from '../../lambdas/data/requests';
import { demoAccounts, sampleLeads, sampleRequests } from './demo-data';
import { LOCAL_USER_POOL_ID } from './cognito-local';

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
    }
  }
  client.destroy();
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
  }
  for (const lead of sampleLeads()) {
    await documents
      .send(
        new PutCommand({
          TableName: localTableName('leads'),
          Item: { ...lead, searchText: searchTextOf(lead) },
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
