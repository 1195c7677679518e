import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Created once per container. Locally, AWS_ENDPOINT_URL_DYNAMODB points it at DynamoDB Local.
export const dynamodb = new DynamoDBClient({});
export const documents = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

/** A sort key that orders by time and never collides: ISO instant, then a random suffix. */
export const stamp = (now: Date) => `${now.toISOString()}#${randomBytes(4).toString('hex')}`;

/** A conditional write (or a transaction holding one) that found the condition false. */
export const isConditionFailure = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException');
