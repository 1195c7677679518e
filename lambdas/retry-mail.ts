import { log } from './core/http';
import { observedHandler, withCorrelationId } from './core/observability';
import { claimMail, dueMails, finishMail } from './data/mail-outbox';
import { afterLaterFailure, tryMail } from './domain/mail-jobs';

/** Longer than a run can take (the function's timeout), so a lease outlives its run. */
const LEASE_MS = 3 * 60_000;

/**
 * Every minute: the outbox's mails that are due, each tried once more. A mail is claimed before
 * its try, so overlapping runs never send it twice; SES asking to slow down ends the run (the
 * rest wait for the next one) rather than counting as failures.
 */
export const handler = observedHandler(
  async (): Promise<{ sent: number; waiting: number; givenUp: number }> => {
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
  },
);
