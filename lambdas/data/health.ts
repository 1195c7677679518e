import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { HealthReport } from '../../shared/domain';
import { requiredEnv, tableName } from '../core/env';
import { headBucket } from './document-store';
import { dynamodb } from './dynamodb';
import { timed } from './probe';

const cognito = new CognitoIdentityProviderClient({});
const ses = new SESv2Client({});

/** Asks each backend a cheap read-only question; reports the error's name, never its detail. */
export async function checkBackends(timeoutMs = 2000): Promise<HealthReport> {
  const [dynamodbCheck, cognitoCheck, sesCheck, s3Check] = await Promise.all([
    timed(
      () => dynamodb.send(new DescribeTableCommand({ TableName: tableName('dashboardUsers') })),
      timeoutMs,
    ),
    timed(
      () => cognito.send(new DescribeUserPoolCommand({ UserPoolId: requiredEnv('USER_POOL_ID') })),
      timeoutMs,
    ),
    timed(() => ses.send(new GetAccountCommand({})), timeoutMs),
    timed(() => headBucket(), timeoutMs),
  ]);
  const checks = { dynamodb: dynamodbCheck, cognito: cognitoCheck, ses: sesCheck, s3: s3Check };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ok' : 'degraded', checks };
}
