import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tableName } from '../../lambdas/runtime/env';
import { json } from '../../lambdas/core/http';
import { documents } from '../../lambdas/data/dynamodb';

/**
 * bench:api's baseline: the cheapest thing a route could do with the same request through the
 * same local API, the same SDK client and the same DynamoDB Local: one unconditional PutItem of
 * the body. POST /api/inquiries is measured against this. Mounted only when the bench asks.
 */
export async function handler(event: APIGatewayProxyEventV2) {
  const body = JSON.parse(event.body ?? '{}') as Record<string, unknown>;
  await documents.send(
    new PutCommand({ TableName: tableName('inquiries'), Item: { ...body, id: randomUUID() } }),
  );
  return json(201, { ok: true });
}
