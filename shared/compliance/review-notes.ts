import { dueDateRules, type DueDateRule } from './calendar-rules';

/** A rule (or one of its later versions) whose date is not yet confirmed from the official text. */
export interface RuleUnderReview {
  ruleId: string;
  /** The financial year from which the version under review applies, when it is a later one. */
  fromFy?: number;
  reviewNote: string;
}

/**
 * Every review note of the calendar's rules: for the firm, never for the public. The calendar and
 * its feed never carry them (a test checks); `npm run check:content` prints them.
 */
export function rulesUnderReview(rules: readonly DueDateRule[] = dueDateRules): RuleUnderReview[] {
  return rules.flatMap((rule) => [
    ...(rule.reviewNote ? [{ ruleId: rule.id, reviewNote: rule.reviewNote }] : []),
    ...(rule.eras ?? []).flatMap((era) =>
      era.reviewNote ? [{ ruleId: rule.id, fromFy: era.fromFy, reviewNote: era.reviewNote }] : [],
    ),
  ]);
}
