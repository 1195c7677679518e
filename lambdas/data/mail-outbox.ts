import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { tableName } from '../runtime/env';
import { documents, isConditionFailure } from './dynamodb';

/**
 * Mails whose first try failed wait here for their next one, keyed by when it is due. The retry
 * job reads what is due, claims one item at a time with a lease (so two runs never send the same
 * mail), and either finishes it or moves it to its next due time in one transaction: a crash at
 * any point leaves the item to be tried again, never lost.
 */

export type MailKind = 'inquiry' | 'notification';

/** What a waiting mail points at: an inquiry's id, or a notification's inbox and id. */
export type MailRef = { id: string; userSub?: string };

export interface WaitingMail {
  queue: 'mail';
  due: string;
  kind: MailKind;
  ref: MailRef;
  /** Failed tries so far (throttling excluded). */
  attempts: number;
  firstFailedAt: string;
  lastError: string;
  leaseUntil?: string;
  /** The request that created the record, so later tries log under the same id. */
  correlationId?: string;
}

const QUEUE = 'mail';
const refKey = (ref: MailRef) => (ref.userSub ? `${ref.userSub}/${ref.id}` : ref.id);
const dueKey = (at: Date, kind: MailKind, ref: MailRef) => `${at.toISOString()}#${kind}#${refKey(ref)}`;
const table = () => tableName('mailOutbox');

export async function scheduleMail(input: Omit<WaitingMail, 'queue' | 'due' | 'leaseUntil'>, at: Date) {
  const item: WaitingMail = { queue: QUEUE, due: dueKey(at, input.kind, input.ref), ...input };
  await documents.send(new PutCommand({ TableName: table(), Item: item }));
  return item;
}

/** The mails due at `now`, soonest first. */
export async function dueMails(now: Date, limit = 50): Promise<WaitingMail[]> {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: '#q = :q AND #d <= :now',
      ExpressionAttributeNames: { '#q': 'queue', '#d': 'due' },
      // Every key due at this instant sorts before '<now>#~'.
      ExpressionAttributeValues: { ':q': QUEUE, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return Items as WaitingMail[];
}

/** Takes the mail for this run (a lease of `leaseMs`); false when another run holds it or it is gone. */
export async function claimMail(mail: WaitingMail, now: Date, leaseMs: number): Promise<boolean> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: table(),
        Key: { queue: QUEUE, due: mail.due },
        UpdateExpression: 'SET leaseUntil = :until',
        ConditionExpression:
          'attribute_exists(#d) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#d': 'due' },
        ExpressionAttributeValues: {
          ':until': new Date(now.getTime() + leaseMs).toISOString(),
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Sent, or given up: the mail leaves the outbox. */
export async function finishMail(mail: WaitingMail): Promise<void> {
  await documents.send(new DeleteCommand({ TableName: table(), Key: { queue: QUEUE, due: mail.due } }));
}

/** Moves the mail to its next try, atomically. */
export async function rescheduleMail(
  mail: WaitingMail,
  at: Date,
  change: Pick<WaitingMail, 'attempts' | 'lastError'>,
): Promise<void> {
  const next: WaitingMail = {
    queue: QUEUE,
    due: dueKey(at, mail.kind, mail.ref),
    kind: mail.kind,
    ref: mail.ref,
    firstFailedAt: mail.firstFailedAt,
    ...(mail.correlationId ? { correlationId: mail.correlationId } : {}),
    ...change,
  };
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: table(), Key: { queue: QUEUE, due: mail.due } } },
        { Put: { TableName: table(), Item: next } },
      ],
    }),
  );
}
