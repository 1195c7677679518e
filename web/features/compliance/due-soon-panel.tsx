import { Link } from 'react-router';
import type { PortalSummary } from '../../../shared/portal-model';
import { panel } from '../../components/styles';
import { formatDate } from '../../lib/dates';
import { pagePaths } from '../../../shared/page-paths';

/** The client's due dates of the next thirty days, from the obligations on its profile. */
export function DueSoonPanel({ summary }: { summary: PortalSummary }) {
  return (
    <section aria-labelledby="due-soon" className={panel}>
      <h2 id="due-soon" className="text-lg font-semibold text-brand-900">
        Due soon
      </h2>
      {!summary.hasObligations ? (
        <p className="mt-2 text-sm text-slate-700">
          Tell us what you file (GST, TDS, company filings…) on{' '}
          <Link to={pagePaths.client.profile} className="font-semibold text-brand-700 underline">
            your profile
          </Link>{' '}
          and your due dates will show here, with reminders before each.
        </p>
      ) : summary.dueSoon.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing falls due in the next 30 days.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {summary.dueSoon.map((d) => (
            <li
              key={`${d.title}-${d.date}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
            >
              <span className="font-medium text-slate-900">{d.title}</span>
              <span className="text-sm text-slate-700">
                <time dateTime={d.date}>{formatDate(d.date)}</time>
                {d.originalDate && (
                  <span className="block text-xs">
                    extended from {formatDate(d.originalDate)} ({d.extensionReference})
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
