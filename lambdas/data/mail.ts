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
/** Where new-lead alerts go (ALERT_EMAIL), else the firm's enquiries address. */
export const alertAddress = () => process.env.ALERT_EMAIL || firm.email;

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

/**
 * For mail that follows a saved change (notifications, alerts): the change stands whatever SES
 * says, so a failure is logged and reported to the caller as `false` rather than thrown.
 */
export async function sendAfterSave(mail: Mail, context: string): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'mail not sent', context, error: String(error) }),
    );
    return false;
  }
}
