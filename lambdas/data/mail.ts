import { firm } from '../../shared/firm';
import type { Mail } from '../../shared/mail';
import { AwsRestClient } from '../runtime/aws-rest';
import { isSuppressed } from './recipients';

// Created once per container; locally AWS_ENDPOINT_URL_SESV2 points it at the SES emulator.
// One attempt per call and bounded waits: the stream handler owns retries and their backoff.
const ses = new AwsRestClient({
  serviceId: 'SESv2',
  signingName: 'ses',
  endpointVariable: 'AWS_ENDPOINT_URL_SESV2',
  awsEndpoint: (region) => `https://email.${region}.amazonaws.com`,
  maxAttempts: 1,
  connectionTimeout: 3000,
  requestTimeout: 5000,
});

/** Reads the SES account's sending status (the admin health report): throws when SES cannot be reached. */
export const readMailAccount = () => ses.json('GetAccount', {}, { method: 'GET', path: '/v2/email/account' });

/** The sender identity verified in SES (MAIL_FROM), else the firm's no-reply address. */
export const mailFrom = () => process.env.MAIL_FROM || firm.noReplyEmail;

/** A recipient SES reported as bounced for good or complaining: nothing more is sent to it. */
export class RecipientSuppressed extends Error {
  override name = 'RecipientSuppressed';
}

export async function sendMail(mail: Mail): Promise<void> {
  if (await isSuppressed(mail.to)) {
    throw new RecipientSuppressed(`${mail.to} bounced or complained earlier; not sent`);
  }
  await ses.json(
    'SendEmail',
    {
      FromEmailAddress: mailFrom(),
      // Bounce and complaint events, and SES's own suppression, come with the configuration set.
      ConfigurationSetName: process.env.SES_CONFIGURATION_SET || undefined,
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
    },
    { path: '/v2/email/outbound-emails' },
  );
}

/**
 * Retry timing, in real time: 30 s after the first failure, doubling to at most 15 minutes
 * between tries, for 36 hours (an SES outage of a day delays mail, it loses none). The local
 * stack's tests run the same schedule faster by MAIL_CLOCK_SCALE (300: a 30-minute outage in 6 s).
 */
const clockScale = () => Math.max(1, Number(process.env.MAIL_CLOCK_SCALE ?? 1) || 1);
export const retryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000) / clockScale();
export const giveUpAfterMs = () => (36 * 60 * 60_000) / clockScale();
/** SES said "slow down": the next try waits this long and is not counted as a failure. */
export const throttledDelayMs = () => 10_000 / clockScale();

/** SES errors that no retry will fix (a malformed or rejected address, a rejected message). */
export const PERMANENT_MAIL_ERRORS = new Set([
  'MessageRejected',
  'BadRequestException',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'RecipientSuppressed',
]);

/** SES's answers to sending faster than the account's rate (or past its daily quota). */
const THROTTLING_ERRORS = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'LimitExceededException',
]);

export type MailFailure = 'permanent' | 'throttled' | 'transient';

export function classifyMailError(error: unknown): MailFailure {
  const name = error instanceof Error ? error.name : '';
  if (PERMANENT_MAIL_ERRORS.has(name)) return 'permanent';
  if (THROTTLING_ERRORS.has(name)) return 'throttled';
  return 'transient';
}

export const describeError = (error: unknown) =>
  `${error instanceof Error ? error.name : 'Error'}: ${error instanceof Error ? error.message : String(error)}`.slice(
    0,
    300,
  );
