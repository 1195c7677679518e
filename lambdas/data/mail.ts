import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { firm } from '../../shared/firm';

// Created once per container; locally AWS_ENDPOINT_URL_SESV2 points it at the SES emulator.
// One attempt per call and bounded waits: the stream handler owns retries and their backoff.
const ses = new SESv2Client({
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 3000, requestTimeout: 5000 },
});

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

/** The sender identity verified in SES (MAIL_FROM), else the firm's no-reply address. */
export const mailFrom = () => process.env.MAIL_FROM || firm.noReplyEmail;

export async function sendMail(mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: mail.html, Charset: 'UTF-8' },
            Text: { Data: mail.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}

/** After this many failed attempts the status becomes 'failed' and an alarm's log line is written. */
export const MAX_MAIL_ATTEMPTS = 8;
/** First wait before a retry; it doubles each attempt, up to a minute. */
const baseDelayMs = () => Number(process.env.MAIL_RETRY_BASE_MS ?? 1000);

/** SES errors that no retry will fix (a malformed or rejected address, a rejected message). */
export const PERMANENT_MAIL_ERRORS = new Set([
  'MessageRejected',
  'BadRequestException',
  'MailFromDomainNotVerifiedException',
]);

/** The wait before retry `attempts` + 1: doubling from the base, at most a minute. */
export const retryDelayMs = (attempts: number) => Math.min(baseDelayMs() * 2 ** (attempts - 1), 60_000);
