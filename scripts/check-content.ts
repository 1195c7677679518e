import { rulesUnderReview } from '../shared/compliance/review-notes';
import { faqs } from '../shared/faq';
import { HRA_LAWS, HRA_YEARS } from '../shared/tax/hra';
import { LAPSE_WARNING_DAYS, lapsingWithin, ruleSets } from '../shared/rule-sets';

/**
 * What the firm must still confirm before the public content can be relied on: the compliance
 * calendar's rules, the tax tools' laws and the FAQ's answers under review (their notes are never
 * published). Exit code 0 either way: this is a report, not a gate.
 */
const open = rulesUnderReview();
console.log(`Compliance calendar: ${open.length} rule(s) under review`);
for (const r of open) {
  console.log(
    `- ${r.ruleId}${r.fromFy ? ` (from FY ${r.fromFy}-${String(r.fromFy + 1).slice(2)})` : ''}: ${r.reviewNote}`,
  );
}

const tools = HRA_YEARS.flatMap((y) => (HRA_LAWS[y].reviewNote ? [HRA_LAWS[y]] : []));
console.log(`Tax tools: ${tools.length} law(s) under review`);
for (const law of tools) console.log(`- HRA calculator, ${law.label}: ${law.reviewNote}`);

const questions = faqs.filter((f) => f.reviewNote);
console.log(`FAQ: ${questions.length} answer(s) under review`);
for (const f of questions) console.log(`- ${f.question} ${f.reviewNote}`);

// Rule sets about to lapse (or lapsed), as of today: the admin overview lists the same.
const today = new Date().toISOString().slice(0, 10);
const lapsing = lapsingWithin(LAPSE_WARNING_DAYS, today);
console.log(`Rule sets lapsing within ${LAPSE_WARNING_DAYS} days of ${today}: ${lapsing.length}`);
for (const set of ruleSets) {
  const soon = lapsing.some((l) => l.id === set.id) ? '  <- check again' : '';
  console.log(`- ${set.name}: checked ${set.checkedOn}, covers until ${set.coversUntil}${soon}`);
}
