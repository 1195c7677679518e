import { sourceLinkLabel } from '../source-links';
import type { DueDate } from './calendar';

/**
 * The due dates as an iCalendar feed (RFC 5545) that Google Calendar, Outlook and Apple Calendar
 * can subscribe to: one all-day event per due date. Each event's UID comes from the rule and the
 * period alone, so a calendar that fetches the feed again updates the events it has instead of
 * adding copies; an extended date carries SEQUENCE 1 so that calendars take the new day.
 */

export interface ICalendarOptions {
  /** The calendar's name as subscribers see it. */
  name: string;
  /** The page or feed the calendar comes from; its host also makes the UIDs unique. */
  url: string;
  /** The moment the feed is generated (DTSTAMP); now when absent. */
  now?: Date;
}

const CRLF = '\r\n';

/** TEXT values: backslash, semicolon, comma and line breaks are escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * Lines longer than 75 octets are folded: broken before the octet that would pass the limit,
 * the rest continuing on lines that start with a space. A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** 20261015T043000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function hostOf(url: string): string {
  try {
    return new URL(url).host || 'compliance-calendar';
  } catch {
    return 'compliance-calendar';
  }
}

/** The same rule and period always give the same UID, whatever the date or wording. */
export function eventUid(dueDate: Pick<DueDate, 'ruleId' | 'period'>, url: string): string {
  return `${slug(dueDate.ruleId)}.${slug(dueDate.period)}@${hostOf(url)}`;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describe(d: DueDate): string {
  const lines = [
    d.rule,
    `Period: ${d.period}.`,
    `Applies to: ${d.appliesTo}`,
    `Source: ${d.source}`,
    // Each link says whether it is the official text or someone else's copy of it.
    ...d.sourceUrls.map((url) => `${upperFirst(sourceLinkLabel(url))}: ${url}`),
  ];
  if (d.note) lines.push(d.note);
  if (d.originalDate && d.extensionReference) {
    lines.push(`Extended from ${d.originalDate} by ${d.extensionReference}.`);
  }
  lines.push('The date is the statutory one even when it falls on a Sunday or holiday.');
  return lines.join('\n');
}

/** The feed: VCALENDAR with one all-day VEVENT per due date, CRLF line endings, lines folded. */
export function toICalendar(dates: readonly DueDate[], options: ICalendarOptions): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Compliance calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    `URL:${options.url}`,
  ];
  for (const d of dates) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${eventUid(d, options.url)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(d.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(d.date))}`,
      `SUMMARY:${escapeText(`${d.title} due`)}`,
      `DESCRIPTION:${escapeText(describe(d))}`,
      `CATEGORIES:${escapeText(d.kind)}`,
      `SEQUENCE:${d.originalDate ? 1 : 0}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
