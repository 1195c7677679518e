import { indiaDate } from '../../../shared/compliance/calendar';
import { LAPSE_WARNING_DAYS, lapsingWithin } from '../../../shared/rule-sets';
import { formatDate } from '../../lib/dates';

/**
 * The rules the site computes from (tax slabs, HRA, GST rates, due dates, government fees) that
 * lapse within 45 days or have lapsed: the firm checks them against their sources again and
 * updates them. Nothing shows while every set is current.
 */
export function RuleSetsDue({ today = indiaDate(new Date()) }: { today?: string }) {
  const due = lapsingWithin(LAPSE_WARNING_DAYS, today);
  if (due.length === 0) return null;
  return (
    <section
      aria-labelledby="rule-sets-due"
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="rule-sets-due" className="font-semibold">
        Rules to check again
      </h2>
      <p className="mt-1">
        The tools and pages compute from these rules. Check each against its sources and update it before the
        day it covers until.
      </p>
      <ul className="mt-2 space-y-1">
        {due.map((set) => (
          <li key={set.id}>
            <span className="font-medium">{set.name}</span>:{' '}
            {set.daysLeft < 0
              ? `lapsed on ${formatDate(set.coversUntil)}`
              : `covers until ${formatDate(set.coversUntil)} (${set.daysLeft === 0 ? 'today' : `${set.daysLeft} days`})`}
            ; last checked {formatDate(set.checkedOn)}.
          </li>
        ))}
      </ul>
    </section>
  );
}
