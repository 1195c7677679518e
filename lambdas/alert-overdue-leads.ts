import { observedHandler } from './runtime/observability';
import { alertOverdueLeads } from './use-cases/response-times';

/**
 * Every 15 minutes: each lead that has waited past the firm's response target (in business hours)
 * is told to the firm's inbox, and by e-mail to the new-lead address (the notification mailer
 * sends it, with retries), once per lead. The lead's mark and the notification are written
 * together, on condition that the lead is still new, unanswered and unmarked: runs that overlap
 * or repeat alert once.
 */
export const handler = observedHandler(alertOverdueLeads);
