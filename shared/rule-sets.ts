import { CALENDAR_LAST_CHECKED } from './compliance/calendar-rules';
import { FAQ_CURRENT_YEAR, FAQ_LAST_CHECKED } from './faq';
import { governmentFeesBySlug } from './statutory-fees';
import { FINANCIAL_YEARS, financialYearContaining, RULES_LAST_CHECKED } from './tax/income-tax-rules';
import { HRA_LAST_CHECKED, HRA_YEARS } from './tax/hra';
import { GST_RATES_LAST_CHECKED } from './tax/gst';

/**
 * The sets of rules the site's tools and pages compute from, each with the day it was last checked
 * against its sources and the last day it covers. A year's rates cover to the year's end; rules in
 * force until changed (GST rates, due dates, government fees) were checked for the tax year under
 * way, so they cover to its end, when the firm checks them again. Tools show the day they were
 * checked; the admin overview and `npm run check:content` list the sets about to lapse.
 */
export interface RuleSet {
  id: string;
  /** What it is, and where it is used. */
  name: string;
  /** YYYY-MM-DD. */
  checkedOn: string;
  /** The last day it covers, YYYY-MM-DD. */
  coversUntil: string;
}

/** The last day of a financial or tax year: "2026-27" ends on 31 March 2027. */
export const yearEnd = (year: string): string => `${Number(year.slice(0, 4)) + 1}-03-31`;

const latest = <T extends string>(years: readonly T[]): T => [...years].sort().at(-1)!;

/** The tax year under way on the day the rules were checked (that day's midnight UTC is in it in India too). */
const yearOfCheck = (checkedOn: string): string =>
  financialYearContaining(new Date(`${checkedOn}T00:00:00Z`));

const earliest = (days: readonly string[]) => [...days].sort()[0]!;
const feesCheckedOn = earliest(
  Object.values(governmentFeesBySlug).flatMap((f) => (f.checked ? [f.checked] : [])),
);

export const ruleSets: readonly RuleSet[] = [
  {
    id: 'income-tax',
    name: 'Income tax slabs, rebates and deductions (income tax calculator)',
    checkedOn: RULES_LAST_CHECKED,
    coversUntil: yearEnd(latest(FINANCIAL_YEARS)),
  },
  {
    id: 'hra',
    name: 'HRA exemption limits and cities (HRA calculator)',
    checkedOn: HRA_LAST_CHECKED,
    coversUntil: yearEnd(latest(HRA_YEARS)),
  },
  {
    id: 'gst-rates',
    name: 'GST rate slabs (GST calculator)',
    checkedOn: GST_RATES_LAST_CHECKED,
    coversUntil: yearEnd(yearOfCheck(GST_RATES_LAST_CHECKED)),
  },
  {
    id: 'compliance-calendar',
    name: 'Due dates of the compliance calendar',
    checkedOn: CALENDAR_LAST_CHECKED,
    coversUntil: yearEnd(yearOfCheck(CALENDAR_LAST_CHECKED)),
  },
  {
    id: 'faq',
    name: 'The home page FAQ answers for the current year',
    checkedOn: FAQ_LAST_CHECKED,
    coversUntil: yearEnd(FAQ_CURRENT_YEAR),
  },
  {
    id: 'statutory-fees',
    name: 'Government fees on the service pages',
    checkedOn: feesCheckedOn,
    coversUntil: yearEnd(yearOfCheck(feesCheckedOn)),
  },
];

const DAY_MS = 86_400_000;

/** Days from `today` (YYYY-MM-DD) to a set's last day: 0 on that day, negative once it has lapsed. */
export const daysLeft = (set: RuleSet, today: string): number =>
  Math.round((Date.parse(set.coversUntil) - Date.parse(today)) / DAY_MS);

/** The sets that lapse within `days` of `today` (YYYY-MM-DD), or have lapsed, soonest first. */
export function lapsingWithin(
  days: number,
  today: string,
  sets: readonly RuleSet[] = ruleSets,
): (RuleSet & { daysLeft: number })[] {
  return sets
    .map((set) => ({ ...set, daysLeft: daysLeft(set, today) }))
    .filter((set) => set.daysLeft <= days)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** How far ahead the admin overview warns of a lapsing set. */
export const LAPSE_WARNING_DAYS = 45;

/** A rule set by its id. */
export const ruleSet = (id: string): RuleSet => {
  const found = ruleSets.find((s) => s.id === id);
  if (!found) throw new RangeError(`No rule set ${id}`);
  return found;
};
