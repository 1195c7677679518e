import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { HealthReport } from '../../shared/domain';
import { requiredEnv, tableName } from '../runtime/env';
import { headBucket } from './document-store';
import { cognitoCall } from './accounts';
import { dynamodb } from './dynamodb';
import { readMailAccount } from './mail';
import { timed } from './probe';

/** Asks each backend a cheap read-only question; reports the error's name, never its detail. */
export async function checkBackends(timeoutMs = 2000): Promise<HealthReport> {
  const [dynamodbCheck, cognitoCheck, sesCheck, s3Check] = await Promise.all([
    timed(
      () => dynamodb.send(new DescribeTableCommand({ TableName: tableName('dashboardUsers') })),
      timeoutMs,
    ),
    timed(() => cognitoCall('DescribeUserPool', { UserPoolId: requiredEnv('USER_POOL_ID') }), timeoutMs),
    timed(() => readMailAccount(), timeoutMs),
    timed(() => headBucket(), timeoutMs),
  ]);
  const checks = { dynamodb: dynamodbCheck, cognito: cognitoCheck, ses: sesCheck, s3: s3Check };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ok' : 'degraded', checks };
}
