import { observedHandler } from './runtime/observability';
import { sendReminders } from './use-cases/calendar';

/**
 * Each morning (9:00 in India): every active client's reminders of its coming due dates, as a
 * portal notification whose e-mail the notification mailer sends and retries. A reminder's id is
 * its reminder day, rule and period, so a run repeated the same day, or a missed day made up the
 * next, notifies once. `{ date }` runs it as of another day (tests, and a rerun after an outage).
 */
export const handler = observedHandler(async (event?: { date?: string }) => sendReminders(event?.date));
