import {
  complianceKinds,
  dueDateRules,
  NEW_INCOME_TAX_LAW_FY,
  type ComplianceKind,
  type DueDateRule,
  type DueDay,
  type RuleEra,
  type Schedule,
} from './calendar-rules';

/**
 * Concrete due dates from the rules in `calendar-rules.ts`: which return or payment is due on
 * which day, for which period, from whom, under which provision. Dates are calendar days in India
 * (YYYY-MM-DD). A date that falls on a Sunday or holiday stays as the law states it; a date the
 * government extends is moved with `applyExtensions`, keeping the original beside it.
 */

export interface DueDate {
  /** The day it is due, in India: YYYY-MM-DD. */
  date: string;
  ruleId: string;
  kind: ComplianceKind;
  form: string;
  /** e.g. "GSTR-1 for September 2026". */
  title: string;
  /** The period the filing or payment covers: "October 2026", "Q2 FY 2026-27", "FY 2025-26". */
  period: string;
  periodStart: string;
  periodEnd: string;
  /** The year the period belongs to, named as its law names it: "tax year 2026-27", "FY 2026-27". */
  year: string;
  appliesTo: string;
  rule: string;
  source: string;
  sourceUrls: readonly string[];
  note?: string;
  /** Set when an extension moved the date: the date the law itself gives. */
  originalDate?: string;
  /** The notification or order that extended it. */
  extensionReference?: string;
}

export interface CalendarOptions {
  /** Only these kinds (all when absent). */
  kinds?: readonly ComplianceKind[];
  /** The client's GST state code: keeps only the quarterly GSTR-3B date of that state's group. */
  stateCode?: string;
  /**
   * The annual general meeting of each financial year, when known, keyed by the year's period
   * ("FY 2025-26": "2026-09-12"). AOC-4 and MGT-7 are counted from it; without it, from
   * 30 September, the last day the meeting may be held without an extension.
   */
  agmDates?: Readonly<Record<string, string>>;
  /** The rules to use (the statutory set when absent). */
  rules?: readonly DueDateRule[];
}

/** A due date moved by the government: which one, to when, and by which notification. */
export interface Extension {
  ruleId: string;
  /** The period exactly as the calendar labels it, e.g. "October 2026" or "FY 2025-26". */
  period: string;
  newDate: string;
  /** e.g. "Notification No. 12/2026-Central Tax". */
  reference: string;
}

/** The months' names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The day in India: an ISO date string is taken as it is; a Date is read on India's clock. */
export function indiaDate(value: string | Date): string {
  if (typeof value === 'string') {
    if (!isIsoDate(value)) throw new RangeError(`Not a date written YYYY-MM-DD: ${value}`);
    return value;
  }
  const local = new Date(value.getTime() + IST_OFFSET_MS);
  return iso(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return iso(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The financial year (by its starting year) that a date falls in. */
function financialYearOf(date: string): number {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
}

/** "FY 2026-27". */
export function financialYearLabel(fy: number): string {
  return `FY ${fy}-${pad((fy + 1) % 100)}`;
}

/** "tax year 2026-27": the Income-tax Act, 2025's name for the year April to March. */
export function taxYearLabel(fy: number): string {
  return `tax year ${fy}-${pad((fy + 1) % 100)}`;
}

/** The kinds of due date the income-tax law governs; GST, company and labour law keep "financial year". */
const INCOME_TAX_KINDS: readonly ComplianceKind[] = ['income-tax', 'advance-tax', 'tds-tcs'];

/**
 * The name of year `fy` for a rule of `kind`: from the year the Income-tax Act, 2025 applies to,
 * income-tax dates name it as that Act does ("tax year"); everything else says "FY".
 */
export function yearLabelFor(kind: ComplianceKind, fy: number): string {
  return INCOME_TAX_KINDS.includes(kind) && fy >= NEW_INCOME_TAX_LAW_FY
    ? taxYearLabel(fy)
    : financialYearLabel(fy);
}

/** The due day counted from a period ending in month `m` of year `y`. */
function dueAfter(y: number, m: number, due: DueDay): string {
  const index = y * 12 + (m - 1) + due.monthsAfter;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const date = iso(year, month, Math.min(due.day, daysInMonth(year, month)));
  return due.plusDays ? addDays(date, due.plusDays) : date;
}

interface Occurrence {
  date: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  note?: string;
}

/** Every date a schedule gives for the periods of financial year `fy`. */
function occurrences(
  schedule: Schedule,
  fy: number,
  options: CalendarOptions,
  fyLabel: string,
): Occurrence[] {
  const fyStart = iso(fy, 4, 1);
  const fyEnd = iso(fy + 1, 3, 31);
  switch (schedule.every) {
    case 'month': {
      const out: Occurrence[] = [];
      for (let i = 0; i < 12; i++) {
        if (schedule.onlyMonths === 'first-two-of-quarter' && i % 3 === 2) continue;
        const m = ((3 + i) % 12) + 1;
        const y = m >= 4 ? fy : fy + 1;
        const due = m === 3 && schedule.marchDue ? schedule.marchDue : schedule.due;
        out.push({
          date: dueAfter(y, m, due),
          period: `${MONTHS[m - 1]} ${y}`,
          periodStart: iso(y, m, 1),
          periodEnd: iso(y, m, daysInMonth(y, m)),
        });
      }
      return out;
    }
    case 'quarter':
      return [0, 1, 2, 3].map((q) => {
        const startMonth = ((3 + q * 3) % 12) + 1;
        const y = startMonth >= 4 ? fy : fy + 1;
        const endMonth = startMonth + 2;
        const due = 'monthsAfter' in schedule.due ? schedule.due : schedule.due[q];
        return {
          date: dueAfter(y, endMonth, due as DueDay),
          period: `Q${q + 1} ${fyLabel}`,
          periodStart: iso(y, startMonth, 1),
          periodEnd: iso(y, endMonth, daysInMonth(y, endMonth)),
        };
      });
    case 'half-year':
      return [
        {
          date: dueAfter(fy, 9, schedule.due[0]),
          period: `H1 ${fyLabel}`,
          periodStart: fyStart,
          periodEnd: iso(fy, 9, 30),
        },
        {
          date: dueAfter(fy + 1, 3, schedule.due[1]),
          period: `H2 ${fyLabel}`,
          periodStart: iso(fy, 10, 1),
          periodEnd: fyEnd,
        },
      ];
    case 'year':
      return [
        { date: dueAfter(fy + 1, 3, schedule.due), period: fyLabel, periodStart: fyStart, periodEnd: fyEnd },
      ];
    case 'year-instalments':
      return schedule.instalments.map((instalment) => ({
        date: iso(instalment.month >= 4 ? fy : fy + 1, instalment.month, instalment.day),
        period: `${fyLabel} (${instalment.label})`,
        periodStart: fyStart,
        periodEnd: fyEnd,
      }));
    case 'year-after-agm': {
      const given = options.agmDates?.[fyLabel];
      if (given !== undefined && !isIsoDate(given)) {
        throw new RangeError(`The meeting date for ${fyLabel} is not a date written YYYY-MM-DD: ${given}`);
      }
      const agm = given ?? iso(fy + 1, 9, 30);
      return [
        {
          date: addDays(agm, schedule.days),
          period: fyLabel,
          periodStart: fyStart,
          periodEnd: fyEnd,
          note: given
            ? `Counted from the annual general meeting of ${agm}.`
            : `Counted from 30 September ${fy + 1}, the last day for the annual general meeting; an earlier meeting brings it forward.`,
        },
      ];
    }
  }
}

/** The rule as it stood for financial year `fy`: its own fields, replaced by the latest era that began by then. */
function ruleForYear(rule: DueDateRule, fy: number): DueDateRule & Partial<RuleEra> {
  const era = [...(rule.eras ?? [])]
    .sort((a, b) => a.fromFy - b.fromFy)
    .filter((e) => e.fromFy <= fy)
    .pop();
  if (!era) return rule;
  const { fromFy: _fromFy, ...fields } = era;
  return { ...rule, note: undefined, ...fields };
}

const kindOrder = (kind: ComplianceKind) => complianceKinds.indexOf(kind);

function byDate(a: DueDate, b: DueDate): number {
  return (
    a.date.localeCompare(b.date) ||
    kindOrder(a.kind) - kindOrder(b.kind) ||
    a.ruleId.localeCompare(b.ruleId) ||
    a.periodStart.localeCompare(b.periodStart)
  );
}

/**
 * Every due date from `from` to `to` (both included, days in India), sorted by date. Without
 * options every rule is included, both quarterly GSTR-3B groups among them.
 */
export function dueDatesBetween(
  from: string | Date,
  to: string | Date,
  options: CalendarOptions = {},
): DueDate[] {
  const start = indiaDate(from);
  const end = indiaDate(to);
  if (start > end) return [];
  const rules = options.rules ?? dueDateRules;
  const kinds = options.kinds ? new Set(options.kinds) : null;
  const out: DueDate[] = [];
  // A due date comes at most two years after its period begins, so earlier years cannot reach the range.
  for (let fy = financialYearOf(start) - 2; fy <= financialYearOf(end); fy++) {
    for (const base of rules) {
      if (kinds && !kinds.has(base.kind)) continue;
      if (options.stateCode && base.stateCodes && !base.stateCodes.includes(options.stateCode)) continue;
      if (base.firstFy !== undefined && fy < base.firstFy) continue;
      if (base.lastFy !== undefined && fy > base.lastFy) continue;
      const rule = ruleForYear(base, fy);
      const year = yearLabelFor(rule.kind, fy);
      for (const o of occurrences(rule.schedule, fy, options, year)) {
        if (o.date < start || o.date > end) continue;
        const note = [rule.note, o.note].filter(Boolean).join(' ');
        out.push({
          date: o.date,
          ruleId: rule.id,
          kind: rule.kind,
          form: rule.form,
          title: `${rule.form} for ${o.period}${rule.variant ? ` (${rule.variant})` : ''}`,
          period: o.period,
          periodStart: o.periodStart,
          periodEnd: o.periodEnd,
          year,
          appliesTo: rule.appliesTo,
          rule: rule.rule,
          source: rule.source,
          sourceUrls: rule.sourceUrls,
          ...(note ? { note } : {}),
        });
      }
    }
  }
  return out.sort(byDate);
}

/**
 * Moves the dates the government has extended. Each extension names a rule and a period as the
 * calendar labels them; the entry takes the new date and keeps the statutory one in
 * `originalDate`, with the notification in `extensionReference`. Entries no extension names are
 * returned as they were; the result is sorted by date again.
 */
export function applyExtensions(dates: readonly DueDate[], extensions: readonly Extension[]): DueDate[] {
  for (const e of extensions) {
    if (!isIsoDate(e.newDate)) {
      throw new RangeError(
        `The extension of ${e.ruleId} for ${e.period} has no date written YYYY-MM-DD: ${e.newDate}`,
      );
    }
  }
  return dates
    .map((d) => {
      const extension = extensions.find((e) => e.ruleId === d.ruleId && e.period === d.period);
      if (!extension) return d;
      return {
        ...d,
        date: extension.newDate,
        originalDate: d.originalDate ?? d.date,
        extensionReference: extension.reference,
      };
    })
    .sort(byDate);
}

/** Only the entries of the given kinds. */
export function filterByKind(dates: readonly DueDate[], kinds: readonly ComplianceKind[]): DueDate[] {
  const wanted = new Set(kinds);
  return dates.filter((d) => wanted.has(d.kind));
}
