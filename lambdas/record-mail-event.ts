import type { SNSEvent } from 'aws-lambda';
import { log } from './core/http';
import { observedHandler } from './core/observability';
import { suppress } from './data/recipients';

/** The parts of an SES event notification this reads (bounce and complaint events). */
interface SesEvent {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

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
});
