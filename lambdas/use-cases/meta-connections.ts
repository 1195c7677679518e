import { indiaDate } from '../../shared/compliance/calendar';
import { pagePaths } from '../../shared/page-paths';
import { FIRM_INBOX, notify } from '../data/notifications';
import { getSettings } from '../data/settings';
import { listWebhooks, sourceTypeOf } from '../data/webhooks';
import { noticeMail } from '../domain/portal-mails';
import { log } from '../runtime/observability';
import { siteUrl } from '../runtime/site-url';
import { checkConnection } from './webhooks';

/**
 * Each morning: every active Meta endpoint with a Page access token checked as a lead would use it.
 * One whose check fails after working (or at its first check) is told to the firm's inbox and, by
 * e-mail, to the new-lead address, once: a token that stays broken is not told again each day, and
 * the endpoint's row keeps showing the problem.
 */
export async function checkMetaConnections(now = new Date()): Promise<{ checked: number; alerted: number }> {
  const endpoints = (await listWebhooks()).filter(
    (e) => e.active && sourceTypeOf(e) === 'meta' && e.pageTokenSetAt,
  );
  let alerted = 0;
  for (const endpoint of endpoints) {
    const before = endpoint.connection?.ok;
    const { connection } = await checkConnection(endpoint.id, now);
    if (!connection || connection.ok || before === false) continue;
    const settings = await getSettings();
    const link = pagePaths.admin.webhooks;
    await notify(
      FIRM_INBOX,
      {
        kind: 'lead',
        title: `Facebook leads stopped: ${endpoint.name}`,
        body: connection.problem ?? 'The connection check failed.',
        link,
        mail: noticeMail({
          to: settings.leadAlertTo,
          subject: `Facebook lead ads cannot be read: ${endpoint.name}`,
          paragraphs: [
            `This morning's check of the endpoint "${endpoint.name}" failed, so leads from Facebook and Instagram lead ads cannot be read until it is fixed. Meta keeps sending them again for a while, so none is lost if it is fixed soon.`,
            connection.problem ?? '',
            'Make a new Page access token, save it on the endpoint and press "Check the connection".',
          ].filter(Boolean),
          link: { href: `${siteUrl()}${link}`, label: 'Open the endpoints' },
        }),
      },
      now,
      // One alert per endpoint and morning; the id sorts at 8:30 India time that day (the inbox
      // lists newest first by id).
      `${indiaDate(now)}T03:00:00.000Z#meta#${endpoint.id}`,
    );
    alerted++;
  }
  if (alerted) log('info', 'Meta endpoints stopped working', { checked: endpoints.length, alerted });
  return { checked: endpoints.length, alerted };
}
