import {
  daysLeft,
  lapsingWithin,
  LAPSE_WARNING_DAYS,
  ruleSets,
  yearEnd,
  type RuleSet,
} from '../../shared/rule-sets';

/**
 * When the rule sets were checked and when they lapse. Every date here is injected: a test must
 * never fail merely because the calendar moved on.
 */
const set = (coversUntil: string): RuleSet => ({ id: 'x', name: 'X', checkedOn: '2026-11-23', coversUntil });

test('a year ends on 31 March', () => {
  expect(yearEnd('2026-27')).toBe('2027-03-31');
  expect(yearEnd('2025-26')).toBe('2026-03-31');
});

test('a set is listed from 45 days before its last day, and after it has lapsed', () => {
  const sets = [set('2027-03-31')];
  expect(lapsingWithin(LAPSE_WARNING_DAYS, '2027-02-13', sets)).toEqual([]);
  expect(lapsingWithin(LAPSE_WARNING_DAYS, '2027-02-14', sets)).toEqual([{ ...sets[0], daysLeft: 45 }]);
  expect(lapsingWithin(LAPSE_WARNING_DAYS, '2027-03-31', sets)[0]!.daysLeft).toBe(0);
  expect(lapsingWithin(LAPSE_WARNING_DAYS, '2027-04-01', sets)[0]!.daysLeft).toBe(-1);
});

test('soonest first', () => {
  const sets = [set('2027-03-31'), set('2027-01-31')];
  expect(lapsingWithin(100, '2027-01-01', sets).map((s) => s.coversUntil)).toEqual([
    '2027-01-31',
    '2027-03-31',
  ]);
});

test('every set says when it was checked and covers at least the day it was checked', () => {
  expect(ruleSets.map((s) => s.id)).toEqual([
    'income-tax',
    'hra',
    'gst-rates',
    'compliance-calendar',
    'faq',
    'statutory-fees',
  ]);
  for (const s of ruleSets) {
    expect(s.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(daysLeft(s, s.checkedOn)).toBeGreaterThanOrEqual(0);
  }
  // Checked in November 2026, the sets cover tax year 2026-27.
  expect(ruleSets.every((s) => s.coversUntil === '2027-03-31')).toBe(true);
});
