import { formatBusinessDuration } from '../shared/business-hours';
import { firm } from '../shared/firm';
import { log } from './core/http';
import { observedHandler } from './core/observability';
import { recordOverdueAlert } from './data/overdue-alerts';
import { getSettings } from './data/settings';
import { leadsPastTarget } from './domain/response-times';
import { noticeMail } from './domain/portal-mails';

/**
 * Every 15 minutes: each lead that has waited past the firm's response target (in business hours)
 * is told to the firm's inbox, and by e-mail to the new-lead address (the notification mailer
 * sends it, with retries), once per lead. The lead's mark and the notification are written
 * together, on condition that the lead is still new, unanswered and unmarked: runs that overlap
 * or repeat alert once.
 */
export const handler = observedHandler(async (): Promise<{ pastTarget: number; alerted: number }> => {
  const now = new Date();
  const settings = await getSettings();
  const pastTarget = await leadsPastTarget(settings, now);
  let alerted = 0;
  for (const { lead, minutes } of pastTarget) {
    if (lead.overdueAlertedAt) continue;
    const who = lead.name || lead.email || lead.phone || 'unnamed';
    const waited = formatBusinessDuration(minutes);
    const link = `/admin-dashboard/leads?${new URLSearchParams({
      status: 'new',
      q: lead.email || lead.phone || lead.name || '',
    }).toString()}`;
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
          link: { href: `${firm.siteUrl}${link}`, label: 'Open the lead' },
          ...(lead.email ? { replyTo: lead.email } : {}),
        }),
      },
      now,
      `${now.toISOString()}#overdue-${lead.id}`,
    );
    if (written) alerted++;
  }
  if (alerted) log('info', 'overdue leads alerted', { pastTarget: pastTarget.length, alerted });
  return { pastTarget: pastTarget.length, alerted };
});
