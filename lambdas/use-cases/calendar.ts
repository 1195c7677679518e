import { applyExtensions, dueDatesBetween, indiaDate, isIsoDate } from '../../shared/compliance/calendar';
import {
  complianceKindLabels,
  dueDateRules,
  type ComplianceKind,
} from '../../shared/compliance/calendar-rules';
import {
  checkExtension,
  feedKinds,
  feedPath,
  feedRange,
  type ExtensionInput,
  type RecordedExtension,
} from '../../shared/compliance/extensions';
import { toICalendar } from '../../shared/compliance/ics';
import { remindersDue } from '../../shared/compliance/obligations';
import type { Caller } from '../../shared/domain';
import { firm } from '../../shared/firm';
import { siteUrl } from '../runtime/site-url';
import { Refusal, validationError } from '../../shared/refusal';
import { pagePaths } from '../../shared/page-paths';
import {
  listExtensions,
  recordExtension as storeExtension,
  removeExtension as dropExtension,
} from '../data/calendar-extensions';
import { notify } from '../data/notifications';
import { listAllClients } from '../data/users';
import { longDate, noticeMail } from '../domain/portal-mails';
import { log } from '../runtime/observability';

/**
 * The compliance calendar: the statutory due dates with the extensions the firm records, as a
 * feed calendars subscribe to, and as the clients' reminders.
 */

/** The due dates the government has moved. */
export { listExtensions };

/**
 * The statutory due dates from last month to a year ahead as an iCalendar feed (of one `kind`,
 * or every kind), with the recorded extensions applied; `host` is the feed's own address.
 */
export async function complianceFeed(
  kind: string | undefined,
  host: string,
): Promise<{ one?: ComplianceKind; calendar: string }> {
  const kinds = feedKinds(kind);
  if (kinds === 'unknown') {
    throw new Refusal('invalid', `kind: there is no calendar "${kind}"; leave it out for every kind`);
  }
  const one = kinds.length === 1 ? kinds[0] : undefined;
  const { from, to } = feedRange(new Date());
  const dates = applyExtensions(dueDatesBetween(from, to, { kinds }), await listExtensions());
  const calendar = toICalendar(dates, {
    name: `${firm.name}: ${one ? complianceKindLabels[one] : 'compliance'} due dates`,
    url: `https://${host}${feedPath(one)}`,
  });
  return { one, calendar };
}

/**
 * Records that the government moved a due date (replacing an earlier record for the same date).
 * The due date must exist and the new day come after it.
 */
export async function recordExtension(caller: Caller, input: ExtensionInput): Promise<RecordedExtension[]> {
  const checked = checkExtension(input);
  if (!checked.ok) throw validationError([{ path: [checked.field], message: checked.message }]);
  return storeExtension({
    ...input,
    recordedAt: new Date().toISOString(),
    recordedBy: caller.profile.full_name,
  });
}

/** The due date of rule `ruleId` for `period` goes back to the statutory day. */
export async function removeExtension(ruleId: string, period: string): Promise<RecordedExtension[]> {
  if (!dueDateRules.some((r) => r.id === ruleId))
    throw new Refusal('not-found', 'There is no such due date.');
  if (!period) throw new Refusal('invalid', 'period: name the period of the extension to remove');
  const extensions = await dropExtension({ ruleId, period });
  if (!extensions) throw new Refusal('not-found', `No extension is recorded for ${ruleId} for ${period}.`);
  return extensions;
}

/**
 * Every active client's reminders of its coming due dates, as a portal notification whose e-mail
 * the notification mailer sends and retries. A reminder's id is its reminder day, rule and
 * period, so a run repeated the same day, or a missed day made up the next, notifies once.
 * `date` runs it as of another day (tests, and a rerun after an outage).
 */
export async function sendReminders(date?: string): Promise<{ clients: number; reminders: number }> {
  const today = date && isIsoDate(date) ? date : indiaDate(new Date());
  const [clients, extensions] = await Promise.all([listAllClients(), listExtensions()]);
  let reminders = 0;
  for (const client of clients) {
    if (!client.is_active || !client.compliance) continue;
    for (const { dueDate, reminderDay } of remindersDue(client.compliance, today, extensions)) {
      const when = longDate(dueDate.date, true);
      const moved = dueDate.originalDate
        ? ` (extended from ${longDate(dueDate.originalDate, true)} by ${dueDate.extensionReference})`
        : '';
      await notify(
        client.sub,
        {
          kind: 'reminder',
          title: `${dueDate.title} is due on ${when}`,
          body: `${dueDate.rule}${moved}`,
          link: pagePaths.client.home,
          mail: noticeMail({
            to: client.email,
            subject: `Reminder: ${dueDate.title} is due on ${when}`,
            greeting: `Dear ${client.full_name},`,
            paragraphs: [
              `${dueDate.title} is due on ${when}${moved}.`,
              `${dueDate.rule} Applies to: ${dueDate.appliesTo}`,
              `If ${firm.name} is filing this for you, reply to this e-mail or message us on the portal with anything we still need. You receive these reminders because of the obligations on your profile; change them, or the number of days before, on your profile page.`,
            ],
            link: { href: `${siteUrl()}${pagePaths.client.profile}`, label: 'Your profile and reminders' },
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
}
