import { rulesUnderReview } from '../shared/compliance/review-notes';

/**
 * What the firm must still confirm before the public content can be relied on: the compliance
 * calendar's rules under review (their notes are never published). Exit code 0 either way: this
 * is a report, not a gate.
 */
const open = rulesUnderReview();
console.log(`Compliance calendar: ${open.length} rule(s) under review`);
for (const r of open) {
  console.log(
    `- ${r.ruleId}${r.fromFy ? ` (from FY ${r.fromFy}-${String(r.fromFy + 1).slice(2)})` : ''}: ${r.reviewNote}`,
  );
}
