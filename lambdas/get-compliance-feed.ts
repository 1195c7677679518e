import { createHandler } from './core/handler';
import { header } from './core/http';
import { callers } from './use-cases/callers';
import { complianceFeed } from './use-cases/calendar';

/**
 * GET /compliance-calendar.ics[?kind=gst]: the statutory due dates from last month to a year
 * ahead as an iCalendar feed, with the extensions the firm has recorded applied, so a
 * subscribed calendar shows a moved date on its next refresh.
 */
export const handler = createHandler('getComplianceFeed', callers.dashboard, async ({ event }) => {
  const { one, calendar } = await complianceFeed(
    event.queryStringParameters?.kind,
    header(event, 'host') ?? 'localhost',
  );
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="compliance-calendar${one ? `-${one}` : ''}.ics"`,
      // Calendar apps poll; a recorded extension must reach them on their next fetch.
      'cache-control': 'no-cache',
    },
    body: calendar,
  };
});
