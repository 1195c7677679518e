import type { InquiryRecord } from '../../shared/domain';
import { pagePaths } from '../../shared/page-paths';
import {
  getInquiry,
  markMailSent,
  placeInquiryLead,
  recordMailFailure,
  settleMailStatus,
} from '../data/inquiries';
import { markLeadMailFailed } from '../data/leads';
import {
  classifyMailError,
  describeError,
  giveUpAfterMs,
  retryDelayMs,
  sendMail,
  throttledDelayMs,
} from '../data/mail';
import {
  claimMail,
  dueMails,
  finishMail,
  rescheduleMail,
  scheduleMail,
  type MailKind,
  type MailRef,
  type WaitingMail,
} from '../data/mail-outbox';
import {
  FIRM_INBOX,
  getNotification,
  notify,
  recordNotificationMail,
  type StoredNotification,
} from '../data/notifications';
import { isSuppressed, returnConfirmationSlot, suppress, takeConfirmationSlot } from '../data/recipients';
import { getSettings } from '../data/settings';
import { confirmationMail, leadAlertMail } from '../domain/inquiry-mails';
import { correlationId, countMetric, log, withCorrelationId } from '../runtime/observability';

/**
 * One try at the mail(s) a record owes, and what a failed try leads to. Both the stream mailers
 * (the first try, as soon as the record is saved) and the retry job (every later try) go through
 * here, so the rules are the same: each mail marked when SES accepts it (never sent twice), a
 * failure moved to the outbox instead of blocking the records behind it, throttling waited out
 * without counting, and a give-up left visible on the record (and on the inquiry's lead).
 */

/** The inquiry's firm-inbox entry, then the visitor's confirmation and the firm's alert. */
async function deliverInquiry(record: InquiryRecord): Promise<void> {
  // Once per inquiry (a deterministic id), before the mail, so a mail retry repeats nothing.
  await notify(
    FIRM_INBOX,
    {
      kind: 'lead',
      title: `New lead: ${record.full_name}`,
      body: `${record.service} · ${record.company} · Website`,
      link: pagePaths.admin.leads,
    },
    new Date(record.createdAt),
    `${record.createdAt}#inquiry-${record.id}`,
  );
  // Each mail on its own: a visitor's address that SES rejects must not keep the firm's alert back.
  let failure: unknown;
  const attempt = async (part: 'confirmation' | 'alert', send: () => Promise<void>) => {
    try {
      await send();
      countMetric('MailsSent');
      await markMailSent(record.id, part);
    } catch (error) {
      failure ??= error;
    }
  };
  if (!record.confirmationSentAt && !record.confirmationSkipped) {
    // An address that bounced or complained, a mailbox that had the day's confirmations already,
    // or an hour that had the form's, gets none: the inquiry is saved and the firm alerted all
    // the same.
    const suppressed = await isSuppressed(record.email);
    const used = suppressed ? undefined : await takeConfirmationSlot(record.email);
    const skip = suppressed
      ? 'suppressed'
      : used === 'mailbox'
        ? 'daily-cap'
        : used === 'hour'
          ? 'hourly-cap'
          : undefined;
    if (skip) {
      await markMailSent(record.id, 'confirmation', new Date(), skip);
      log('info', 'confirmation skipped', { id: record.id, reason: skip });
    } else {
      await attempt('confirmation', async () => {
        try {
          await sendMail(confirmationMail(record));
        } catch (error) {
          // Not sent: the slot is not used up by a failed try.
          await returnConfirmationSlot(record.email);
          throw error;
        }
      });
    }
  }
  if (!record.alertSentAt) {
    const to = (await getSettings()).leadAlertTo;
    await attempt('alert', () => sendMail(leadAlertMail(record, to)));
  }
  if (failure) throw failure;
  // Nothing was owed (every mail marked by an earlier try that stopped before the status).
  if ((record.confirmationSentAt || record.confirmationSkipped) && record.alertSentAt)
    await settleMailStatus(record.id);
}

/**
 * Sends what the record still owes. 'done' when nothing is left (sent now, or earlier, or the
 * record is gone or no longer waiting); throws SES's error when a mail failed.
 */
export async function tryMail(kind: MailKind, ref: MailRef): Promise<'done'> {
  if (kind === 'inquiry') {
    const record = await getInquiry(ref.id, true);
    if (record?.emailStatus === 'pending') await deliverInquiry(record);
    return 'done';
  }
  const current = await getNotification(ref.userSub!, ref.id);
  if (current?.mail && current.mailStatus === 'pending') {
    await sendMail(current.mail);
    countMetric('MailsSent');
    await recordNotificationMail({ userSub: current.userSub, id: current.id }, { status: 'sent' });
  }
  return 'done';
}

/**
 * A stream mailer's part: the first try at the mail(s) a newly saved record owes, logged under
 * the correlation id of the request that saved it. A failed try moves to the outbox and never
 * holds up the records behind it; only a failure to record that (DynamoDB itself failing) is
 * thrown, so that the stream retries the record and, after its retries, sends it to the
 * dead-letter queue.
 */
export async function firstTry(kind: MailKind, ref: MailRef, requestId: string | undefined): Promise<void> {
  await withCorrelationId(requestId, async () => {
    try {
      // Tried before (a replayed record): the outbox owns it now.
      if ((await attemptsSoFar(kind, ref)) !== 0) return;
      try {
        await tryMail(kind, ref);
        if (kind === 'inquiry') log('info', 'inquiry mails sent', { id: ref.id });
      } catch (error) {
        await afterFirstFailure(kind, ref, error);
      }
    } catch (error) {
      log('error', `${kind} mail bookkeeping failed`, { id: ref.id, error: String(error) });
      throw error;
    }
  });
}

/** Failed tries already recorded on the record: 0 means this is its first. */
export async function attemptsSoFar(kind: MailKind, ref: MailRef): Promise<number | undefined> {
  if (kind === 'inquiry') {
    const record = await getInquiry(ref.id, true);
    return record?.emailStatus === 'pending' ? record.emailAttempts : undefined;
  }
  const current = await getNotification(ref.userSub!, ref.id);
  return current?.mail && current.mailStatus === 'pending' ? (current.mailAttempts ?? 0) : undefined;
}

async function recordFailure(kind: MailKind, ref: MailRef, error: string, giveUp: boolean) {
  if (kind === 'notification') {
    await recordNotificationMail(
      { userSub: ref.userSub!, id: ref.id },
      { status: giveUp ? 'failed' : 'pending', error },
    );
    return;
  }
  await recordMailFailure(ref.id, error, giveUp);
  // The lead list shows the failure, with a way to send again.
  if (giveUp) await markLeadMailFailed(ref.id);
}

function logGiveUp(kind: MailKind, ref: MailRef, attempts: number, error: string) {
  // The "mail given up" metric filter and its alarm read this line.
  countMetric('MailsGivenUp');
  log('error', 'mail given up', { kind, ref: ref.id, attempts, error, event: 'MailGivenUp' });
}

/** After a first try failed: the record notes it, and the mail waits in the outbox (or is given up). */
export async function afterFirstFailure(kind: MailKind, ref: MailRef, error: unknown, now = new Date()) {
  const failure = classifyMailError(error);
  const message = describeError(error);
  // A failed try (throttling is SES asking to wait, not a failure).
  if (failure !== 'throttled') countMetric('MailsFailed');
  if (failure === 'permanent') {
    await recordFailure(kind, ref, message, true);
    logGiveUp(kind, ref, 1, message);
    return;
  }
  // The record counts every try (so a replayed stream record leaves it to the outbox); the outbox
  // counts only failures, which throttling is not.
  const attempts = failure === 'throttled' ? 0 : 1;
  await recordFailure(kind, ref, message, false);
  const delay = failure === 'throttled' ? throttledDelayMs() : retryDelayMs(1);
  const requestId = correlationId();
  await scheduleMail(
    {
      kind,
      ref,
      attempts,
      firstFailedAt: now.toISOString(),
      lastError: message,
      ...(requestId ? { correlationId: requestId } : {}),
    },
    new Date(now.getTime() + delay),
  );
  log('info', 'mail waiting for another try', { kind, ref: ref.id, failure, error: message });
}

/** After a later try failed: next try, or given up after the retry window. 'throttled' stops the run. */
export async function afterLaterFailure(
  mail: WaitingMail,
  error: unknown,
  now = new Date(),
): Promise<'rescheduled' | 'throttled' | 'given-up'> {
  const failure = classifyMailError(error);
  const message = describeError(error);
  if (failure === 'throttled') {
    await rescheduleMail(mail, new Date(now.getTime() + throttledDelayMs()), {
      attempts: mail.attempts,
      lastError: message,
    });
    return 'throttled';
  }
  countMetric('MailsFailed');
  const attempts = mail.attempts + 1;
  const expired = now.getTime() - new Date(mail.firstFailedAt).getTime() >= giveUpAfterMs();
  if (failure === 'permanent' || expired) {
    await recordFailure(mail.kind, mail.ref, message, true);
    await finishMail(mail);
    logGiveUp(mail.kind, mail.ref, attempts, message);
    return 'given-up';
  }
  await recordFailure(mail.kind, mail.ref, message, false);
  await rescheduleMail(mail, new Date(now.getTime() + retryDelayMs(attempts)), {
    attempts,
    lastError: message,
  });
  return 'rescheduled';
}

/**
 * A new inquiry, from the inquiries table's stream: its lead is placed (the request saved the
 * inquiry alone, in one write), then the first try at its confirmation and the firm's alert. Only
 * a failure to place the lead or to record the mail is thrown (both are idempotent).
 */
export async function mailNewInquiry(inquiry: InquiryRecord): Promise<void> {
  await placeInquiryLead(inquiry);
  await firstTry('inquiry', { id: inquiry.id }, inquiry.correlationId);
}

/** A notification as its table stores it (and its stream carries it). */
export type NewNotification = StoredNotification;

/** A new notification, from the notifications table's stream: the first try at its e-mail, if any. */
export async function mailNewNotification(notification: NewNotification): Promise<void> {
  if (!notification.mail) return;
  await firstTry(
    'notification',
    { userSub: notification.userSub, id: notification.id },
    notification.correlationId,
  );
}

/** Longer than a run can take (the function's timeout), so a lease outlives its run. */
const LEASE_MS = 3 * 60_000;

/**
 * The outbox's mails that are due, each tried once more. A mail is claimed before its try, so
 * overlapping runs never send it twice; SES asking to slow down ends the run (the rest wait for
 * the next one) rather than counting as failures.
 */
export async function retryDueMails(): Promise<{ sent: number; waiting: number; givenUp: number }> {
  const now = new Date();
  const counts = { sent: 0, waiting: 0, givenUp: 0 };
  for (const mail of await dueMails(now)) {
    if (!(await claimMail(mail, now, LEASE_MS))) continue;
    // Logged under the correlation id of the request that created the mail's record.
    const outcome = await withCorrelationId(mail.correlationId, async () => {
      try {
        await tryMail(mail.kind, mail.ref);
        await finishMail(mail);
        return 'sent' as const;
      } catch (error) {
        return afterLaterFailure(mail, error, now);
      }
    });
    if (outcome === 'sent') counts.sent++;
    else if (outcome === 'given-up') counts.givenUp++;
    else counts.waiting++;
    if (outcome === 'throttled') break;
  }
  if (counts.sent || counts.waiting || counts.givenUp) log('info', 'mail retry run', counts);
  return counts;
}

/** The parts of an SES event notification this reads (bounce and complaint events). */
export interface SesEvent {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

/**
 * An SES bounce or complaint event: an address that bounced for good, or whose owner complained,
 * is suppressed, so no mailer sends to it again. Transient bounces (a full mailbox) change
 * nothing; SES retries those itself.
 */
export async function recordMailEvent(message: SesEvent): Promise<void> {
  const type = message.eventType;
  const addresses =
    type === 'Bounce' && message.bounce?.bounceType === 'Permanent'
      ? (message.bounce.bouncedRecipients ?? []).map((r) => r.emailAddress)
      : type === 'Complaint'
        ? (message.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress)
        : [];
  for (const address of addresses) {
    if (!address) continue;
    await suppress(address, type === 'Complaint' ? 'complaint' : 'bounce');
    log('info', 'recipient suppressed', { reason: type, event: 'RecipientSuppressed' });
  }
}
