import { dueDateRules } from '../../shared/compliance/calendar-rules';
import { rulesUnderReview } from '../../shared/compliance/review-notes';
import { faqs } from '../../shared/faq';
import { governmentFeesBySlug } from '../../shared/statutory-fees';
import { gstRatePeriods } from '../../shared/tax/gst';
import { HRA_LAWS, HRA_YEARS } from '../../shared/tax/hra';
import { FINANCIAL_YEARS, incomeTaxRules } from '../../shared/tax/income-tax-rules';

/** Every `source` string anywhere in a value (the income-tax rules cite one per figure). */
const sourcesIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, v]) =>
        key === 'source' && typeof v === 'string' ? [v] : sourcesIn(v),
      )
    : [];

/**
 * Text that only the rule sets produce: the calendar's rules, the FAQ's answers, the tax tools'
 * cited provisions and rate periods, the government fees. Wherever a page shows one, it must sit
 * inside an element naming its year and source.
 */
export function ruleSetValues(): string[] {
  const values = [
    ...dueDateRules.flatMap((r) => [r.rule, ...(r.eras ?? []).flatMap((e) => (e.rule ? [e.rule] : []))]),
    ...faqs.flatMap((f) => f.answers.filter((a) => a.year).map((a) => a.text)),
    ...FINANCIAL_YEARS.flatMap((y) => sourcesIn(incomeTaxRules[y])),
    ...HRA_YEARS.map((y) => HRA_LAWS[y].source),
    ...gstRatePeriods.map((p) => p.label),
    ...Object.values(governmentFeesBySlug).flatMap((f) => f.fees.map((fee) => fee.item)),
  ];
  return [...new Set(values)];
}

/** The firm's working notes on rules still to confirm: never on a page or in the feed. */
export function workingNotes(): string[] {
  return [
    ...rulesUnderReview().map((r) => r.reviewNote),
    ...HRA_YEARS.flatMap((y) => HRA_LAWS[y].reviewNote ?? []),
    ...faqs.flatMap((f) => f.reviewNote ?? []),
  ];
}
