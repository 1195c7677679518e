import type { ResponseTimes } from '../../shared/api-types';
import { siteUrl } from '../runtime/site-url';
import { formatBusinessDuration } from '../../shared/business-hours';
import type { FirmSettings } from '../../shared/portal-model';
import { pagePaths, withQuery } from '../../shared/page-paths';
import { waitingLeads } from '../data/leads';
import { recordOverdueAlert } from '../data/overdue-alerts';
import { getSettings } from '../data/settings';
import { noticeMail } from '../domain/portal-mails';
import { pastTarget, waitingSince, type PastTarget } from '../domain/response-times';
import { log } from '../runtime/observability';

/**
 * The leads waiting for a first response past the firm's target, counted in its business hours
 * (with its holidays), oldest first. Read from the byStatus index: only leads old enough by the
 * wall clock are read, as business time never runs faster.
 */
export async function leadsPastTarget(
  settings: Pick<FirmSettings, 'holidays' | 'responseTargetHours'>,
  now: Date,
): Promise<PastTarget[]> {
  return pastTarget(await waitingLeads(waitingSince(settings, now)), settings, now);
}

/** The most overdue leads the overview lists; the count covers them all. */
const LISTED = 50;

/**
 * The firm's response target and holidays (the lead pages count each lead's wait with them) and
 * the leads waiting past the target, oldest first.
 */
export async function responseTimes(now = new Date()): Promise<ResponseTimes> {
  const settings = await getSettings();
  const overdue = await leadsPastTarget(settings, now);
  return {
    targetHours: settings.responseTargetHours,
    holidays: settings.holidays,
    overdueCount: overdue.length,
    overdue: overdue.slice(0, LISTED).map(({ lead, minutes }) => ({
      id: lead.id,
      ...(lead.name ? { name: lead.name } : {}),
      email: lead.email,
      ...(lead.phone ? { phone: lead.phone } : {}),
      source: lead.source,
      ...(lead.service ? { service: lead.service } : {}),
      createdAt: lead.createdAt,
      waitedMinutes: minutes,
    })),
  };
}

/**
 * Each lead that has waited past the firm's response target (in business hours) is told to the
 * firm's inbox, and by e-mail to the new-lead address (the notification mailer sends it, with
 * retries), once per lead. The lead's mark and the notification are written together, on
 * condition that the lead is still new, unanswered and unmarked: runs that overlap or repeat
 * alert once.
 */
export async function alertOverdueLeads(): Promise<{ pastTarget: number; alerted: number }> {
  const now = new Date();
  const settings = await getSettings();
  const overdue = await leadsPastTarget(settings, now);
  let alerted = 0;
  for (const { lead, minutes } of overdue) {
    if (lead.overdueAlertedAt) continue;
    const who = lead.name || lead.email || lead.phone || 'unnamed';
    const waited = formatBusinessDuration(minutes);
    const link = withQuery(pagePaths.admin.leads, {
      status: 'new',
      q: lead.email || lead.phone || lead.name,
    });
    const written = await recordOverdueAlert(
      lead.id,
      {
        kind: 'lead',
        title: `Waiting past target: ${who}`,
        body: `From ${lead.source}, waiting ${waited} (business hours) for a first response`,
        link,
        mail: noticeMail({
          to: settings.leadAlertTo,
          subject: `Lead waiting ${waited} for a reply: ${who}`,
          paragraphs: [
            `${who} (${[lead.email, lead.phone].filter(Boolean).join(', ') || 'no contact details'}) got in touch through ${lead.source} and has waited ${waited} of business hours for a first response, past the target of ${settings.responseTargetHours} h.`,
            ...(lead.service ? [`Service: ${lead.service}`] : []),
          ],
          link: { href: `${siteUrl()}${link}`, label: 'Open the lead' },
          ...(lead.email ? { replyTo: lead.email } : {}),
        }),
      },
      now,
      `${now.toISOString()}#overdue-${lead.id}`,
    );
    if (written) alerted++;
  }
  if (alerted) log('info', 'overdue leads alerted', { pastTarget: overdue.length, alerted });
  return { pastTarget: overdue.length, alerted };
}
