import { observedHandler } from './runtime/observability';
import { retryDueMails } from './use-cases/mail';

/**
 * Every minute: the outbox's mails that are due, each tried once more (claimed first, so
 * overlapping runs never send one twice; SES asking to slow down ends the run).
 */
export const handler = observedHandler(retryDueMails);
