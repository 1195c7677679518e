import { indiaDate, isIsoDate } from '../shared/compliance/calendar';
import { remindersDue } from '../shared/compliance/obligations';
import { firm } from '../shared/firm';
import { log } from './core/http';
import { observedHandler } from './core/observability';
import { listExtensions } from './data/calendar-extensions';
import { notify } from './data/notifications';
import { listAllClients } from './data/users';
import { noticeMail } from './domain/portal-mails';

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Each morning (9:00 in India): every active client's reminders of its coming due dates, as a
 * portal notification whose e-mail the notification mailer sends and retries. A reminder's id is
 * its reminder day, rule and period, so a run repeated the same day, or a missed day made up the
 * next, notifies once. `{ date }` runs it as of another day (tests, and a rerun after an outage).
 */
export const handler = observedHandler(
  async (event?: { date?: string }): Promise<{ clients: number; reminders: number }> => {
    const today = event?.date && isIsoDate(event.date) ? event.date : indiaDate(new Date());
    const [clients, extensions] = await Promise.all([listAllClients(), listExtensions()]);
    let reminders = 0;
    for (const client of clients) {
      if (!client.is_active || !client.compliance) continue;
      for (const { dueDate, reminderDay } of remindersDue(client.compliance, today, extensions)) {
        const when = longDate(dueDate.date);
        const moved = dueDate.originalDate
          ? ` (extended from ${longDate(dueDate.originalDate)} by ${dueDate.extensionReference})`
          : '';
        await notify(
          client.sub,
          {
            kind: 'reminder',
            title: `${dueDate.title} is due on ${when}`,
            body: `${dueDate.rule}${moved}`,
            link: '/client-dashboard',
            mail: noticeMail({
              to: client.email,
              subject: `Reminder: ${dueDate.title} is due on ${when}`,
              greeting: `Dear ${client.full_name},`,
              paragraphs: [
                `${dueDate.title} is due on ${when}${moved}.`,
                `${dueDate.rule} Applies to: ${dueDate.appliesTo}`,
                `If ${firm.name} is filing this for you, reply to this e-mail or message us on the portal with anything we still need. You receive these reminders because of the obligations on your profile; change them, or the number of days before, on your profile page.`,
              ],
              link: { href: `${firm.siteUrl}/client-dashboard/profile`, label: 'Your profile and reminders' },
            }),
          },
          new Date(),
          // One reminder per due date and reminder day: the id sorts at 9:00 India time that day.
          `${reminderDay}T03:30:00.000Z#reminder#${dueDate.ruleId}#${dueDate.period}`,
        );
        reminders++;
      }
    }
    if (reminders) log('info', 'reminders run', { today, clients: clients.length, reminders });
    return { clients: clients.length, reminders };
  },
);
