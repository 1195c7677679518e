import { dueDatesBetween } from '../../../shared/compliance/calendar';
import { dueDateRules, type DueDateRule } from '../../../shared/compliance/calendar-rules';
import { toICalendar } from '../../../shared/compliance/ics';
import { rulesUnderReview } from '../../../shared/compliance/review-notes';

/**
 * What the firm has not yet confirmed stays with the firm: a rule's review note is never in the
 * calendar's entries (which the page renders) or in the iCalendar feed, while the notes meant for
 * readers are; and a note meant for readers reads like one, not like working notes.
 */
const entriesOf = (rules: readonly DueDateRule[]) => dueDatesBetween('2020-04-01', '2031-03-31', { rules });
const feedOf = (rules: readonly DueDateRule[]) =>
  toICalendar(entriesOf(rules), {
    name: 'Due dates',
    url: 'https://example.in/compliance-calendar',
    now: new Date(0),
  });

describe('review notes', () => {
  const underReview = rulesUnderReview();

  it('are listed for the firm', () => {
    expect(underReview.length).toBeGreaterThanOrEqual(1);
    expect(underReview.map((r) => r.ruleId)).toContain('tcs-statement');
  });

  it('never reach the calendar’s entries or its feed, while readers’ notes do', () => {
    const entries = JSON.stringify(entriesOf(dueDateRules));
    const feed = feedOf(dueDateRules).replace(/\r\n /g, '');
    for (const { ruleId, reviewNote } of underReview) {
      expect({ ruleId, inEntries: entries.includes(reviewNote), inFeed: feed.includes(reviewNote) }).toEqual({
        ruleId,
        inEntries: false,
        inFeed: false,
      });
    }
    expect(entries).toContain('The Code on Social Security, 2020 is in force');
  });

  it('would be caught if a rule published one: the same check fails on a note made public', () => {
    const leaked = dueDateRules.map((rule) =>
      rule.id === 'form-16'
        ? { ...rule, note: 'The date is assumed unchanged; the new rule was not read.' }
        : rule,
    );
    expect(JSON.stringify(entriesOf(leaked))).toContain('assumed unchanged');
    expect(publicNotesReadingLikeWorkingNotes(leaked)).toEqual(['form-16']);
  });

  it('are where working notes go: no note meant for readers reads like one', () => {
    expect(publicNotesReadingLikeWorkingNotes(dueDateRules)).toEqual([]);
  });
});

/** Rules whose public note (or a later version's) speaks of what was read or assumed. */
function publicNotesReadingLikeWorkingNotes(rules: readonly DueDateRule[]): string[] {
  const WORKING =
    /assum|not among the texts|was read|were read|not read|published table|confirm|to check|TODO/i;
  return rules
    .filter((rule) => [rule.note, ...(rule.eras ?? []).map((e) => e.note)].some((n) => n && WORKING.test(n)))
    .map((rule) => rule.id);
}
