import { randomBytes } from 'node:crypto';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';

// Created once per container. Locally, AWS_ENDPOINT_URL_DYNAMODB points it at DynamoDB Local.
export const dynamodb = new DynamoDBClient({});
export const documents = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

/**
 * Whether DynamoDB cancelled a transaction only because another one was writing one of its items
 * at that moment (not for a condition of its own).
 */
export const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict') &&
  !(error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');

/**
 * Writes a transaction, trying again after a short, growing wait when it collided with another
 * transaction on one of its items: a staff member's change and the leads stream's bookkeeping can
 * meet on one lead, and leads arriving together on their day's counts; the SDK does not retry that
 * cancellation itself. `tries` in all (three unless told).
 */
export async function transact(input: TransactWriteCommandInput, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await documents.send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      if (attempt >= tries || !isTransactionConflict(error)) throw error;
      await new Promise((r) => setTimeout(r, 25 * 2 ** (attempt - 1) + Math.random() * 25));
    }
  }
}

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
