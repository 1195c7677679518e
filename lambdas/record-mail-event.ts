import type { SNSEvent } from 'aws-lambda';
import { log, observedHandler } from './runtime/observability';
import { recordMailEvent, type SesEvent } from './use-cases/mail';

/**
 * Fed by the configuration set's bounce and complaint events (through SNS): an address that
 * bounced for good, or whose owner complained, is suppressed, so no mailer sends to it again.
 * Transient bounces (a full mailbox) change nothing; SES retries those itself.
 */
export const handler = observedHandler(async (event: SNSEvent): Promise<void> => {
  for (const record of event.Records) {
    let message: SesEvent;
    try {
      message = JSON.parse(record.Sns.Message) as SesEvent;
    } catch {
      log('error', 'mail event is not JSON', { id: record.Sns.MessageId });
      continue;
    }
    await recordMailEvent(message);
  }
});
