import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../runtime/env';
import { indiaDate } from '../../shared/compliance/calendar';
import { documents, isConditionFailure } from './dynamodb';

/**
 * What SES told us about a recipient, and how often the public form has mailed it. SES drops
 * mail to an address that bounced for good or complained (the configuration set's suppression)
 * and counts every such send against the account's reputation; checking first means no mail is
 * sent that would only hurt it, and the record says why.
 */

/**
 * Confirmations one mailbox may get per day (India's day): the public form is not a way to mail
 * anyone. Counted per mailbox, not per address as typed: `user+1@` and `user+2@` reach one.
 */
export const CONFIRMATIONS_PER_DAY = 3;
/**
 * Confirmations the form may send in one hour, all addresses together. The firm's website brings
 * a few inquiries an hour on a good day; a burst far beyond that is someone using the form to
 * mail others, and then the inquiries are still saved and the firm alerted, unconfirmed.
 */
export const CONFIRMATIONS_PER_HOUR = 120;

const key = (address: string) => ({ address: address.trim().toLowerCase() });

/** Providers that ignore dots in an address's local part (and their other domain names). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lowercased, without a `+tag` (which the big providers deliver
 * to the untagged address), and without dots where the provider ignores them.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}

/** The items that count confirmations: one per mailbox, one for the whole form's hour. */
const mailboxKey = (address: string) => ({ address: `mailbox#${mailboxOf(address)}` });
const HOUR_KEY = { address: 'confirmations#hour' };
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

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

/**
 * A counter item's count for the current `period` (a day, an hour): one more when under `cap`.
 * False when the period's allowance is used.
 */
async function takeSlot(itemKey: Record<string, string>, period: string, cap: number): Promise<boolean> {
  const update = (expression: string, condition: string, values: Record<string, unknown>) =>
    documents.send(
      new UpdateCommand({
        TableName: tableName('mailRecipients'),
        Key: itemKey,
        UpdateExpression: expression,
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':period': period, ':one': 1, ...values },
      }),
    );
  try {
    await update(
      'SET confirmations = confirmations + :one',
      'confirmationsDay = :period AND confirmations < :cap',
      {
        ':cap': cap,
      },
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    // The first of a new period (or ever): start the count.
    await update(
      'SET confirmationsDay = :period, confirmations = :one',
      'attribute_not_exists(confirmationsDay) OR confirmationsDay <> :period',
      {},
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back a slot of the current `period`, if it is still that period. */
async function returnSlot(itemKey: Record<string, string>, period: string): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('mailRecipients'),
        Key: itemKey,
        UpdateExpression: 'SET confirmations = confirmations - :one',
        ConditionExpression: 'confirmationsDay = :period AND confirmations > :zero',
        ExpressionAttributeValues: { ':period': period, ':one': 1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Takes one of today's confirmations for the address's mailbox and one of the hour's for the
 * form: 'mailbox' or 'hour' names the allowance that is used up, undefined when both had room
 * (a slot taken from the mailbox is given back when the hour's is used up).
 */
export async function takeConfirmationSlot(
  address: string,
  now = new Date(),
): Promise<'mailbox' | 'hour' | undefined> {
  if (!(await takeSlot(mailboxKey(address), indiaDate(now), CONFIRMATIONS_PER_DAY))) return 'mailbox';
  if (!(await takeSlot(HOUR_KEY, hourOf(now), CONFIRMATIONS_PER_HOUR))) {
    await returnSlot(mailboxKey(address), indiaDate(now));
    return 'hour';
  }
  return undefined;
}

/** Gives back the slots taken for a confirmation that SES then did not accept (it will be tried again). */
export async function returnConfirmationSlot(address: string, now = new Date()): Promise<void> {
  await returnSlot(mailboxKey(address), indiaDate(now));
  await returnSlot(HOUR_KEY, hourOf(now));
}
