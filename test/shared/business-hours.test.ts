import {
  businessMinutesBetween,
  formatBusinessDuration,
  isPastTarget,
  responseWait,
} from '../../shared/business-hours';

/** A time on India's wall clock (UTC+05:30). Week of 16 to 23 November 2026: Monday the 16th. */
const ist = (local: string) => `${local}:00+05:30`;
const minutes = (from: string, to: string, holidays: string[] = []) =>
  businessMinutesBetween(ist(from), ist(to), holidays);

describe('businessMinutesBetween', () => {
  it('counts the time between two moments of one working day', () => {
    expect(minutes('2026-11-23T11:00', '2026-11-23T13:15')).toBe(135);
    // The same moments written in UTC: 10:00 India time is 04:30Z.
    expect(businessMinutesBetween('2026-11-23T04:30:00.000Z', '2026-11-23T05:15:00.000Z')).toBe(45);
  });

  it('starts the clock at the next opening for a lead that arrives at night or before opening', () => {
    expect(minutes('2026-11-23T22:00', '2026-11-24T11:30')).toBe(90);
    expect(minutes('2026-11-24T07:00', '2026-11-24T10:30')).toBe(30);
    // Arriving just after midnight India time (still the previous day in UTC).
    expect(minutes('2026-11-24T00:10', '2026-11-24T10:05')).toBe(5);
  });

  it('does not count Sunday: a lead of Sunday afternoon starts on Monday at 10:00', () => {
    expect(minutes('2026-11-22T15:00', '2026-11-23T10:45')).toBe(45);
    expect(minutes('2026-11-22T10:00', '2026-11-22T18:00')).toBe(0);
  });

  it('counts across a weekend: Friday’s last hour, Saturday’s short day, Monday', () => {
    // 60 (Fri 18:00–19:00) + 420 (Sat 10:00–17:00) + 60 (Mon 10:00–11:00).
    expect(minutes('2026-11-20T18:00', '2026-11-23T11:00')).toBe(540);
  });

  it('closes at 17:00 on Saturday', () => {
    expect(minutes('2026-11-21T16:00', '2026-11-21T18:00')).toBe(60);
    expect(minutes('2026-11-21T16:30', '2026-11-23T10:30')).toBe(60);
    expect(minutes('2026-11-21T17:30', '2026-11-21T19:00')).toBe(0);
  });

  it('skips the firm’s holidays, whatever their order', () => {
    expect(minutes('2026-11-19T18:00', '2026-11-20T12:00')).toBe(180);
    expect(minutes('2026-11-19T18:00', '2026-11-20T12:00', ['2026-12-25', '2026-11-20'])).toBe(60);
    // A holiday on the arrival day moves the start to the next working day.
    expect(minutes('2026-11-20T11:00', '2026-11-23T10:30', ['2026-11-20'])).toBe(450);
  });

  it('counts a whole week as five full days and a Saturday', () => {
    expect(minutes('2026-11-16T00:00', '2026-11-23T00:00')).toBe(5 * 540 + 420);
  });

  it('answers 0 for an end before (or at) the start, and for times that are not times', () => {
    expect(minutes('2026-11-23T13:00', '2026-11-23T11:00')).toBe(0);
    expect(minutes('2026-11-23T13:00', '2026-11-23T13:00')).toBe(0);
    expect(businessMinutesBetween('yesterday', '2026-11-23T05:15:00.000Z')).toBe(0);
  });

  it('counts whole minutes only', () => {
    expect(businessMinutesBetween(ist('2026-11-23T11:00'), '2026-11-23T05:31:59.999Z')).toBe(1);
  });
});

describe('formatBusinessDuration', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [135, '2 h 15 min'],
    [599, '9 h 59 min'],
    [600, '10 h'],
    [1579, '26 h'],
    [-5, '0 min'],
  ])('%i minutes read "%s"', (value, text) => {
    expect(formatBusinessDuration(value)).toBe(text);
  });
});

describe('responseWait and isPastTarget', () => {
  const createdAt = ist('2026-11-23T10:00');
  it('counts an open lead up to now and an answered one up to its first response', () => {
    const now = new Date(ist('2026-11-23T15:10'));
    expect(responseWait({ createdAt }, [], now)).toEqual({ answered: false, minutes: 310 });
    expect(responseWait({ createdAt, firstRespondedAt: ist('2026-11-23T10:45') }, [], now)).toEqual({
      answered: true,
      minutes: 45,
    });
  });

  it('is past the target only beyond it', () => {
    expect(isPastTarget(240, 4)).toBe(false);
    expect(isPastTarget(241, 4)).toBe(true);
  });
});
