import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Attribution, InquiryReceipt, InquiryRecord, Lead } from '../../shared/domain';
import type { Inquiry } from '../../shared/inquiry';
import { tableName } from '../runtime/env';
import { correlationId } from '../runtime/observability';
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
 * Saves the inquiry in one write, conditional on its id being new; its lead is placed from the
 * inquiries table's stream (`placeInquiryLead`). A repeat of an id already saved changes nothing
 * and gets the first save's receipt.
 */
export async function saveInquiry(
  id: string,
  inquiry: Inquiry & { attribution?: Attribution },
  now = new Date(),
): Promise<{ receipt: InquiryReceipt; created: boolean }> {
  const requestId = correlationId();
  // Where the visit came from, kept only when it says something: it becomes the lead's.
  const { first, last } = inquiry.attribution ?? {};
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
    createdAt: now.toISOString(),
    emailStatus: 'pending',
    emailAttempts: 0,
    ...(requestId ? { correlationId: requestId } : {}),
    ...(first || last ? { attribution: inquiry.attribution } : {}),
  };
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName('inquiries'),
        Item: record,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return { receipt: receiptOf(record), created: true };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const existing = await getInquiry(id, true);
  if (!existing) throw new Error('The inquiry could not be stored: try again.');
  return { receipt: receiptOf(existing), created: false };
}

/** The lead a website inquiry makes: the same person, their service and the visit's campaign. */
export const inquiryLead = (record: InquiryRecord): Lead => ({
  id: record.id,
  entity: 'lead',
  name: record.full_name,
  email: record.email,
  phone: record.phone,
  source: WEBSITE_SOURCE,
  status: 'new',
  service: record.service,
  company: record.company || undefined,
  message: record.message || undefined,
  gstin: record.gstin || undefined,
  // Its last campaign is the lead's, as a lead platform's would be.
  attribution: record.attribution,
  campaign: record.attribution?.last?.utm_campaign,
  inquiryId: record.id,
  createdAt: record.createdAt,
});

/**
 * Places a new inquiry's lead (or, for a person whose lead is still open, a repeat of that lead),
 * from the inquiries table's stream. Idempotent: a record handled twice finds its lead stored.
 */
export const placeInquiryLead = (record: InquiryRecord) => writePlacement(inquiryLead(record));

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
