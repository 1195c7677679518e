import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../core/env';
import { documents, isConditionFailure } from './dynamodb';

/**
 * What SES told us about a recipient, and how often the public form has mailed it. SES drops
 * mail to an address that bounced for good or complained (the configuration set's suppression)
 * and counts every such send against the account's reputation; checking first means no mail is
 * sent that would only hurt it, and the record says why.
 */

/** Confirmations one address may get per day (UTC): the public form is not a way to mail anyone. */
export const CONFIRMATIONS_PER_DAY = 3;

const key = (address: string) => ({ address: address.trim().toLowerCase() });

export interface RecipientRecord {
  address: string;
  suppressed?: 'bounce' | 'complaint';
  suppressedAt?: string;
  confirmationsDay?: string;
  confirmations?: number;
}

export async function isSuppressed(address: string): Promise<boolean> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('mailRecipients'), Key: key(address) }),
  );
  return Boolean((Item as RecipientRecord | undefined)?.suppressed);
}

/** A permanent bounce or a complaint: nothing more is sent to the address. */
export async function suppress(address: string, reason: 'bounce' | 'complaint', at = new Date()) {
  await documents.send(
    new UpdateCommand({
      TableName: tableName('mailRecipients'),
      Key: key(address),
      UpdateExpression: 'SET suppressed = :r, suppressedAt = :at',
      ExpressionAttributeValues: { ':r': reason, ':at': at.toISOString() },
    }),
  );
}

/** Takes one of today's confirmations for the address; false when the day's allowance is used. */
export async function takeConfirmationSlot(address: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const update = (expression: string, condition: string, values: Record<string, unknown>) =>
    documents.send(
      new UpdateCommand({
        TableName: tableName('mailRecipients'),
        Key: key(address),
        UpdateExpression: expression,
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':day': day, ':one': 1, ...values },
      }),
    );
  try {
    await update(
      'SET confirmations = confirmations + :one',
      'confirmationsDay = :day AND confirmations < :cap',
      { ':cap': CONFIRMATIONS_PER_DAY },
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    // The first of a new day (or ever): start the count.
    await update(
      'SET confirmationsDay = :day, confirmations = :one',
      'attribute_not_exists(confirmationsDay) OR confirmationsDay <> :day',
      {},
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back a slot taken for a confirmation that SES then did not accept (it will be tried again). */
export async function returnConfirmationSlot(address: string, now = new Date()): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('mailRecipients'),
        Key: key(address),
        UpdateExpression: 'SET confirmations = confirmations - :one',
        ConditionExpression: 'confirmationsDay = :day AND confirmations > :zero',
        ExpressionAttributeValues: { ':day': now.toISOString().slice(0, 10), ':one': 1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
