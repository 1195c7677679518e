import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { InquiryRecord } from '../shared/domain';
import { confirmationMail, leadAlertMail } from './core/inquiry-mails';
import { log } from './core/http';
import { getInquiry, markMailSent, recordMailFailure } from './data/inquiries';
import { MAX_MAIL_ATTEMPTS, PERMANENT_MAIL_ERRORS, retryDelayMs, sendMail } from './data/mail';
import { FIRM_INBOX, notify } from './data/notifications';
import { getSettings } from './data/settings';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function deliver(record: InquiryRecord): Promise<void> {
  // Once per inquiry (a deterministic id), before the mail, so a mail retry repeats nothing.
  await notify(
    FIRM_INBOX,
    {
      kind: 'lead',
      title: `New lead: ${record.full_name}`,
      body: `${record.service} · ${record.company} · Website`,
      link: '/admin-dashboard/leads',
    },
    new Date(record.createdAt),
    `${record.createdAt}#inquiry-${record.id}`,
  );
  if (!record.confirmationSentAt) {
    await sendMail(confirmationMail(record));
    await markMailSent(record.id, 'confirmation');
  }
  if (!record.alertSentAt) {
    await sendMail(leadAlertMail(record, (await getSettings()).leadAlertTo));
    await markMailSent(record.id, 'alert');
  }
}

/**
 * Fed by the inquiries table's stream: sends the visitor's confirmation and the firm's alert for
 * each new inquiry. Each mail is marked when SES accepts it, so a retry never sends it twice. A
 * failure waits (exponential backoff) and reports the record, so the stream retries from it.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const streamRecord of event.Records) {
    if (streamRecord.eventName !== 'INSERT' || !streamRecord.dynamodb?.NewImage) continue;
    const image = unmarshall(
      streamRecord.dynamodb.NewImage as Record<string, AttributeValue>,
    ) as InquiryRecord;
    // The stream image is the insert; the table knows what earlier attempts already sent.
    const current = await getInquiry(image.id, true);
    if (!current || current.emailStatus !== 'pending') continue;
    try {
      await deliver(current);
      log('info', 'inquiry mails sent', { id: current.id, attempts: current.emailAttempts + 1 });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const attempts = current.emailAttempts + 1;
      const giveUp = PERMANENT_MAIL_ERRORS.has(name) || attempts >= MAX_MAIL_ATTEMPTS;
      await recordMailFailure(current.id, `${name}: ${error instanceof Error ? error.message : ''}`, giveUp);
      log('error', giveUp ? 'inquiry mail failed for good' : 'inquiry mail failed, will retry', {
        id: current.id,
        attempts,
        error: name,
      });
      if (giveUp) continue;
      await sleep(retryDelayMs(attempts));
      return { batchItemFailures: [{ itemIdentifier: streamRecord.dynamodb.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
}
