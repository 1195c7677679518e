import ICAL from 'ical.js';
import { indiaDate } from '../../shared/compliance/calendar';
import { feedRange, recentDueDates } from '../../shared/compliance/extensions';
import { FEED_PATH } from '../../shared/compliance/feed';
import { api } from './local-stack';
import { jsonBody } from './records';
import { createSignedInUser } from './users';

/**
 * The compliance calendar's feed and the extensions the firm records: a date the government
 * moves is recorded once in Settings and shows at once in the feed and on the public list.
 */
const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ESI contributions: a due date no other suite extends.
const due = recentDueDates().find((d) => d.ruleId === 'esi' && d.date >= indiaDate(new Date()))!;
const removePath = `/api/settings/extensions/esi?period=${encodeURIComponent(due.period)}`;

describe('the compliance calendar feed', () => {
  it('is iCalendar with every kind from last month to a year ahead', async () => {
    const res = await api(FEED_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('compliance-calendar.ics');
    const vevents = events(await res.text());
    const { from, to } = feedRange(new Date());
    const days = vevents.map((e) => String(e.getFirstPropertyValue('dtstart')));
    expect(days.every((d) => d >= from && d <= to)).toBe(true);
    const kinds = new Set(vevents.map((e) => String(e.getFirstPropertyValue('categories'))));
    for (const kind of ['gst', 'tds-tcs', 'advance-tax', 'pf-esi', 'company']) expect(kinds).toContain(kind);
  });

  it('narrows to one kind, and names an unknown kind in a 400', async () => {
    const gst = events(await (await api(`${FEED_PATH}?kind=gst`)).text());
    expect(gst.length).toBeGreaterThan(10);
    expect(new Set(gst.map((e) => String(e.getFirstPropertyValue('categories'))))).toEqual(new Set(['gst']));
    const bad = await api(`${FEED_PATH}?kind=vat`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^kind: .*"vat"/);
  });
});

describe('extensions of due dates', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await createSignedInUser({ group: 'admin', active: true });
  });
  afterAll(async () => {
    await api(removePath, { method: 'DELETE', token: admin });
  });

  const record = (body: unknown) =>
    api('/api/settings/extensions', { method: 'PUT', ...jsonBody(body), token: admin });
  const listed = async () =>
    (
      (await (await api('/api/compliance-calendar/extensions')).json()) as {
        extensions: { ruleId: string }[];
      }
    ).extensions;

  it('refuses what is not an extension, naming the field, and records nothing', async () => {
    const before = await listed();
    const cases: [unknown, RegExp][] = [
      [
        { ruleId: 'vat-return', period: due.period, newDate: addDays(due.date, 5), reference: 'N 1/2026' },
        /^ruleId: /,
      ],
      [
        { ruleId: 'esi', period: 'Month 13', newDate: addDays(due.date, 5), reference: 'N 1/2026' },
        /^period: esi has no due date/,
      ],
      [
        { ruleId: 'esi', period: due.period, newDate: addDays(due.date, -1), reference: 'N 1/2026' },
        /^newDate: .*after the statutory date/,
      ],
      [{ ruleId: 'esi', period: due.period, newDate: '2026-02-30', reference: 'N 1/2026' }, /^newDate: /],
      [{ ruleId: 'esi', period: due.period, newDate: addDays(due.date, 5), reference: '' }, /^reference: /],
    ];
    for (const [body, message] of cases) {
      const res = await record(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect(await listed()).toEqual(before);
  });

  it('moves the date in the feed and the public list at once, and back when removed', async () => {
    const newDate = addDays(due.date, 15);
    const reference = 'Order No. 7/2026 (test)';
    const res = await record({ ruleId: 'esi', period: due.period, newDate, reference });
    expect(res.status).toBe(200);
    expect(await listed()).toContainEqual(
      expect.objectContaining({ ruleId: 'esi', period: due.period, newDate, reference }),
    );

    const findEvent = async () =>
      events(await (await api(`${FEED_PATH}?kind=pf-esi`)).text()).find(
        (e) =>
          String(e.getFirstPropertyValue('summary')).startsWith(`ESI`) &&
          String(e.getFirstPropertyValue('summary')).includes(due.period),
      );
    const moved = await findEvent();
    expect(String(moved?.getFirstPropertyValue('dtstart'))).toBe(newDate);
    expect(moved?.getFirstPropertyValue('sequence')).toBe(1);
    expect(String(moved?.getFirstPropertyValue('description'))).toContain(
      `Extended from ${due.date} by ${reference}`,
    );

    expect((await api(removePath, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(String((await findEvent())?.getFirstPropertyValue('dtstart'))).toBe(due.date);
    const again = await api(removePath, { method: 'DELETE', token: admin });
    expect(again.status).toBe(404);
  });
});
