import { indiaDate } from '../../shared/compliance/calendar';
import { firm } from '../../shared/firm';
import { ComplianceCalendar } from '../features/compliance/compliance-calendar';
import { PageHero } from '../features/site/blocks';
import { pageMeta } from '../features/site/page-meta';
import type { Route } from './+types/compliance-calendar';

/** Runs at prerender: the page's HTML carries the dates of the months it was built in. */
export function loader() {
  return { builtOn: indiaDate(new Date()) };
}

export function meta() {
  return pageMeta({
    title: `Compliance Calendar: GST, TDS, Income Tax and MCA Due Dates | ${firm.name}`,
    description:
      'Due dates of this month and the next for GST returns, TDS and TCS, advance tax, income-tax returns, PF and ESI, and company and LLP filings, each with its legal source. Subscribe in your calendar.',
    path: '/compliance-calendar',
  });
}

/** The statutory due dates of this month and the next, with the feed to subscribe to. */
export default function ComplianceCalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Compliance calendar"
        title="Tax and compliance due dates"
        lead="GST, TDS and TCS, advance tax, income-tax returns, PF and ESI, and company and LLP filings falling due this month and next, each with the provision that sets it."
      />
      <ComplianceCalendar builtOn={loaderData.builtOn} />
    </>
  );
}
