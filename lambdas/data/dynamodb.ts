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

/**
 * The key condition of a query that reads one partition of an index sorted by `createdAt`, within
 * a time window (either end may be open), with the names and values it uses (#p, :p, #c, :start,
 * :end; a query adds its own filters under other names).
 */
export function createdWithin(
  partition: { attribute: string; value: string },
  window: { start?: string; end?: string },
): { key: string; names: Record<string, string>; values: Record<string, unknown> } {
  const { start, end } = window;
  const names: Record<string, string> = { '#p': partition.attribute };
  const values: Record<string, unknown> = { ':p': partition.value };
  let key = '#p = :p';
  if (start || end) names['#c'] = 'createdAt';
  if (start && end) {
    key += ' AND #c BETWEEN :start AND :end';
    Object.assign(values, { ':start': start, ':end': end });
  } else if (start) {
    key += ' AND #c >= :start';
    values[':start'] = start;
  } else if (end) {
    key += ' AND #c <= :end';
    values[':end'] = end;
  }
  return { key, names, values };
}

/** A conditional write (or a transaction holding one) that found the condition false. */
export const isConditionFailure = (e: unknown) =>
  e instanceof Error &&
  (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException');
