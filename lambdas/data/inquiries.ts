import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Attribution, InquiryReceipt, InquiryRecord, Lead } from '../../shared/domain';
import type { Inquiry } from '../../shared/inquiry';
import { tableName } from '../core/env';
import { correlationId } from '../core/observability';
import { documents, transact } from './dynamodb';
import { writePlacement } from './lead-placement';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const WEBSITE_SOURCE = 'Website';

const receiptOf = (
  r: Pick<InquiryRecord, 'id' | 'status' | 'createdAt' | 'emailStatus'>,
): InquiryReceipt => ({
  id: r.id,
  status: r.status,
  createdAt: r.createdAt,
  emailStatus: r.emailStatus,
});

export async function getInquiry(id: string, consistent = false): Promise<InquiryRecord | undefined> {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName('inquiries'), Key: { id }, ConsistentRead: consistent }),
  );
  return Item as InquiryRecord | undefined;
}

/**
 * Saves the inquiry and its lead in one transaction, both conditional on the id being new. A
 * repeat of an id already saved changes nothing and gets the first save's receipt.
 */
export async function saveInquiry(
  id: string,
  inquiry: Inquiry & { attribution?: Attribution },
  now = new Date(),
): Promise<{ receipt: InquiryReceipt; created: boolean }> {
  const createdAt = now.toISOString();
  const requestId = correlationId();
  const record: InquiryRecord = {
    id,
    full_name: inquiry.fullName,
    email: inquiry.email,
    phone: inquiry.phone,
    company: inquiry.company,
    ...(inquiry.gstin ? { gstin: inquiry.gstin } : {}),
    service: inquiry.service,
    message: inquiry.message,
    honeypot: '',
    status: 'new',
    createdAt,
    emailStatus: 'pending',
    emailAttempts: 0,
    ...(requestId ? { correlationId: requestId } : {}),
  };
  const lead: Lead = {
    id,
    entity: 'lead',
    name: inquiry.fullName,
    email: inquiry.email,
    phone: inquiry.phone,
    source: WEBSITE_SOURCE,
    status: 'new',
    service: inquiry.service,
    company: inquiry.company || undefined,
    message: inquiry.message || undefined,
    gstin: inquiry.gstin || undefined,
    // Where the visit came from; its last campaign is the lead's, as a lead platform's would be.
    attribution: inquiry.attribution?.first || inquiry.attribution?.last ? inquiry.attribution : undefined,
    campaign: inquiry.attribution?.last?.utm_campaign,
    inquiryId: id,
    createdAt,
  };
  const inquiryPut = {
    Put: {
      TableName: tableName('inquiries'),
      Item: record,
      ConditionExpression: 'attribute_not_exists(id)',
    },
  };
  // The inquiry and its lead (or, for a person whose lead is still open, a repeat of that lead)
  // in one transaction. Two sends of one id at the same moment collide as a TransactionConflict:
  // try again briefly, after which the loser sees the winner's item and answers with its receipt.
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await writePlacement(lead, [inquiryPut])) !== 'stored') {
        return { receipt: receiptOf(record), created: true };
      }
      const existing = await getInquiry(id, true);
      if (existing) return { receipt: receiptOf(existing), created: false };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= 4) throw error;
    }
    if (attempt >= 4) throw new Error('The inquiry could not be stored: try again.');
    await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
  }
}

type MailPart = 'confirmation' | 'alert';

/**
 * Records that one of the two e-mails was accepted by SES (or, for the confirmation, skipped for
 * a recorded reason); both done makes the status 'sent'.
 */
export async function markMailSent(
  id: string,
  part: MailPart,
  at = new Date(),
  skipped?: InquiryRecord['confirmationSkipped'],
): Promise<InquiryRecord> {
  const field = skipped
    ? 'confirmationSkipped'
    : part === 'confirmation'
      ? 'confirmationSentAt'
      : 'alertSentAt';
  const { Attributes } = await documents.send(
    new UpdateCommand({
      TableName: tableName('inquiries'),
      Key: { id },
      UpdateExpression: 'SET #f = if_not_exists(#f, :v)',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#f': field },
      ExpressionAttributeValues: { ':v': skipped ?? at.toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const record = Attributes as InquiryRecord;
  const confirmationDone = record.confirmationSentAt || record.confirmationSkipped;
  if (confirmationDone && record.alertSentAt && record.emailStatus !== 'sent') {
    await settleMailStatus(id);
    return { ...record, emailStatus: 'sent' };
  }
  return record;
}

/**
 * Turns a pending inquiry whose mails are all done (sent, or the confirmation skipped) to 'sent';
 * nothing otherwise. Marking a mail and settling the status are two writes: if the process dies
 * between them, the next try finds nothing left to send and settles the status here.
 */
export async function settleMailStatus(id: string): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName('inquiries'),
        Key: { id },
        UpdateExpression: 'SET emailStatus = :sent, emailAttempts = emailAttempts + :one',
        ConditionExpression:
          'emailStatus = :pending AND attribute_exists(alertSentAt) AND (attribute_exists(confirmationSentAt) OR attribute_exists(confirmationSkipped))',
        ExpressionAttributeValues: { ':sent': 'sent', ':pending': 'pending', ':one': 1 },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Counts a failed attempt; the last allowed one turns the status to 'failed'. */
export async function recordMailFailure(id: string, error: string, giveUp: boolean): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: tableName('inquiries'),
      Key: { id },
      UpdateExpression: giveUp
        ? 'SET lastEmailError = :e, emailStatus = :failed ADD emailAttempts :one'
        : 'SET lastEmailError = :e ADD emailAttempts :one',
      ExpressionAttributeValues: {
        ':e': error.slice(0, 300),
        ':one': 1,
        ...(giveUp ? { ':failed': 'failed' } : {}),
      },
    }),
  );
}

/**
 * An admin's 'Resend' of a website inquiry's mails. Mails given up on: the inquiry waits again
 * for its unsent mails only (the ones SES accepted stay marked) and its lead loses the failed
 * mark ('all'). Mails all sent: the visitor's confirmation is sent once more ('confirmation'),
 * still within the address's daily cap and never to a suppressed address. `also` (the lead's
 * timeline entry for what is sent) is written in the same transaction. False while the mails are on their way.
 */
export async function reopenInquiryMail(
  id: string,
  at: Date,
  also: (kind: 'all' | 'confirmation') => TransactItem,
): Promise<'all' | 'confirmation' | false> {
  const lead = (update: string) => ({
    Update: {
      TableName: tableName('leads'),
      Key: { id },
      UpdateExpression: `${update} SET updatedAt = :at`.trim(),
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':at': at.toISOString() },
    },
  });
  const attempts: ['all' | 'confirmation', TransactItem][] = [
    [
      'all',
      {
        Update: {
          TableName: tableName('inquiries'),
          Key: { id },
          UpdateExpression: 'SET emailStatus = :pending, emailAttempts = :zero REMOVE lastEmailError',
          ConditionExpression: 'emailStatus = :failed',
          ExpressionAttributeValues: { ':pending': 'pending', ':failed': 'failed', ':zero': 0 },
        },
      },
    ],
    [
      'confirmation',
      {
        Update: {
          TableName: tableName('inquiries'),
          Key: { id },
          UpdateExpression:
            'SET emailStatus = :pending, emailAttempts = :zero REMOVE confirmationSentAt, confirmationSkipped, lastEmailError',
          ConditionExpression: 'emailStatus = :sent',
          ExpressionAttributeValues: { ':pending': 'pending', ':sent': 'sent', ':zero': 0 },
        },
      },
    ],
  ];
  for (const [kind, inquiry] of attempts) {
    try {
      await transact({
        TransactItems: [inquiry, lead(kind === 'all' ? 'REMOVE mailStatus' : ''), also(kind)],
      });
      return kind;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      if (error.CancellationReasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    }
  }
  return false;
}
