import { firm } from '../shared/firm';
import { applyExtensions, dueDatesBetween } from '../shared/compliance/calendar';
import { complianceKindLabels } from '../shared/compliance/calendar-rules';
import { feedKinds, feedPath, feedRange } from '../shared/compliance/extensions';
import { toICalendar } from '../shared/compliance/ics';
import { createHandler } from './core/handler';
import { header, HttpError } from './core/http';
import { listExtensions } from './data/calendar-extensions';
import { getDashboardUser } from './data/users';

/**
 * GET /compliance-calendar.ics[?kind=gst]: the statutory due dates from last month to a year
 * ahead as an iCalendar feed, with the extensions the firm has recorded applied, so a
 * subscribed calendar shows a moved date on its next refresh.
 */
export const handler = createHandler(
  'getComplianceFeed',
  async ({ event }) => {
    const asked = event.queryStringParameters?.kind;
    const kinds = feedKinds(asked);
    if (kinds === 'unknown') {
      throw new HttpError(400, `kind: there is no calendar "${asked}"; leave it out for every kind`);
    }
    const one = kinds.length === 1 ? kinds[0] : undefined;
    const { from, to } = feedRange(new Date());
    const dates = applyExtensions(dueDatesBetween(from, to, { kinds }), await listExtensions());
    const host = header(event, 'host') ?? 'localhost';
    const body = toICalendar(dates, {
      name: `${firm.name}: ${one ? complianceKindLabels[one] : 'compliance'} due dates`,
      url: `https://${host}${feedPath(one)}`,
    });
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="compliance-calendar${one ? `-${one}` : ''}.ics"`,
        // Calendar apps poll; a recorded extension must reach them on their next fetch.
        'cache-control': 'no-cache',
      },
      body,
    };
  },
  getDashboardUser,
);
