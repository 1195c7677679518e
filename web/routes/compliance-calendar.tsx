import { indiaDate } from '../../shared/compliance/calendar';
import { PageHero } from '../components/blocks';
import type { Route } from './+types/compliance-calendar';
import { pageCopy } from '../features/site/page-copy.server';
import { Island } from '../components/island';
import { island } from '../site/islands.server';
import { copyMeta } from '../features/site/page-meta';

/** Runs at prerender: the page's HTML carries the dates of the months it was built in. */
export function loader() {
  return {
    page: pageCopy('/compliance-calendar'),
    calendar: island('compliance-calendar', { builtOn: indiaDate(new Date()) }),
  };
}

export const meta = copyMeta;

/** The statutory due dates of this month and the next, with the feed to subscribe to. */
export default function ComplianceCalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...loaderData.page} />
      <Island {...loaderData.calendar} />
    </>
  );
}
