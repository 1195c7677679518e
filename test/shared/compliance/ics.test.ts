import ICAL from 'ical.js';
import { applyExtensions, dueDatesBetween, type DueDate } from '../../../shared/compliance/calendar';
import { escapeText, eventUid, foldLine, toICalendar } from '../../../shared/compliance/ics';

const URL = 'https://example.in/compliance/calendar.ics';
const NAME = 'Sharma & Co, GST; TDS \\ MCA dates';
const NOW = new Date('2026-09-15T04:30:00Z');

const october = applyExtensions(dueDatesBetween('2026-10-01', '2026-10-31'), [
  {
    ruleId: 'gstr-3b-monthly',
    period: 'September 2026',
    newDate: '2026-10-25',
    reference: 'Notification No. 99/2026-Central Tax', // made up for the test
  },
]);

/** X-WR-CALNAME is a TEXT property by convention; ical.js is told so, to unescape it like any other. */
ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' };

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const events = (text: string) => parse(text).getAllSubcomponents('vevent');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('toICalendar', () => {
  const feed = toICalendar(october, { name: NAME, url: URL, now: NOW });

  it('writes a calendar that ical.js reads back, with its name unescaped', () => {
    const calendar = parse(feed);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Compliance calendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(NAME);
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('has one all-day event per due date on the right day, ending the next day', () => {
    const vevents = events(feed);
    expect(vevents).toHaveLength(october.length);
    vevents.forEach((vevent, i) => {
      const due = october[i]!;
      const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
      expect(start.isDate).toBe(true);
      expect(start.toString()).toBe(due.date);
      expect(end.isDate).toBe(true);
      expect(end.toJSDate().getTime() - start.toJSDate().getTime()).toBe(24 * 60 * 60 * 1000);
      expect(vevent.getFirstPropertyValue('uid')).toBe(eventUid(due, URL));
      expect(vevent.getFirstPropertyValue('summary')).toBe(`${due.title} due`);
      const description = String(vevent.getFirstPropertyValue('description'));
      expect(description).toContain(due.rule);
      expect(description).toContain(`Source: ${due.source}`);
      expect(description).toContain(due.sourceUrls[0]);
      expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-09-15T04:30:00Z');
    });
    expect(october.find((d) => d.ruleId === 'tds-deposit')?.date).toBe('2026-10-07');
  });

  it('shows an extended date with the statutory one and the notification, as a new revision', () => {
    const extended = events(feed).find((e) =>
      String(e.getFirstPropertyValue('uid')).startsWith('gstr-3b-monthly.'),
    )!;
    expect((extended.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2026-10-25');
    expect(extended.getFirstPropertyValue('sequence')).toBe(1);
    expect(String(extended.getFirstPropertyValue('description'))).toContain(
      'Extended from 2026-10-20 by Notification No. 99/2026-Central Tax.',
    );
  });

  it('keeps every UID across two generations, and after a date is extended', () => {
    const later = toICalendar(october, { name: NAME, url: URL, now: new Date('2026-10-02T00:00:00Z') });
    const plain = toICalendar(dueDatesBetween('2026-10-01', '2026-10-31'), {
      name: NAME,
      url: URL,
      now: NOW,
    });
    const uids = (text: string) => events(text).map((e) => String(e.getFirstPropertyValue('uid')));
    expect(later).not.toBe(feed);
    expect(uids(later)).toEqual(uids(feed));
    expect(new Set(uids(plain))).toEqual(new Set(uids(feed)));
    expect(new Set(uids(feed)).size).toBe(october.length);
    expect(uids(feed)).toContain('gstr-3b-monthly.september-2026@example.in');
  });

  it('uses CRLF only and folds every line to at most 75 octets', () => {
    const lines = feed.split('\r\n');
    expect(lines.pop()).toBe('');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and new lines, and folds without splitting a character', () => {
    const awkward = 'Firms, LLPs; trusts \\ societies\nand anyone paying ₹50 lakh — कर जमा करें — '.repeat(3);
    const entry: DueDate = { ...october[0]!, appliesTo: awkward, note: 'One; two, three\\four' };
    const text = toICalendar([entry], { name: NAME, url: URL, now: NOW });
    for (const line of text.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const description = String(events(text)[0]!.getFirstPropertyValue('description'));
    expect(description).toContain(`Applies to: ${awkward}`);
    expect(description).toContain('One; two, three\\four');
    expect(text).toContain('Firms\\, LLPs\\; trusts \\\\ societies\\nand');
  });
});

describe('escapeText and foldLine', () => {
  it('escape the four characters TEXT values must escape', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('fold at 75 octets with a leading space on each continuation', () => {
    const folded = foldLine('X'.repeat(200)).split('\r\n');
    expect(folded.map((l) => l.length)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe('X'.repeat(200));
    expect(foldLine('short')).toBe('short');
  });

  it('never split a multi-byte character across lines', () => {
    const line = `DESCRIPTION:${'कर'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });
});
