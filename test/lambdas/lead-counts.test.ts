import {
  countTargets,
  istDay,
  leadsOn,
  windowFigures,
  type DayCounts,
} from '../../lambdas/data/lead-count-items';

type L = { status: 'new' | 'closed'; source: string; campaign?: string; createdAt: string };
const at = (date: string) => `${date}T06:00:00.000Z`;
/** The items a set of leads makes, as the stream would leave them. */
const itemsOf = (...leads: L[]): DayCounts[] => {
  const items = new Map<string, DayCounts>();
  for (const lead of leads)
    for (const { key, attributes } of countTargets(lead)) {
      const item = items.get(key) ?? { key };
      for (const a of attributes) item[a] = ((item[a] as number | undefined) ?? 0) + 1;
      items.set(key, item);
    }
  return [...items.values()];
};
const web = (date: string): L => ({
  status: 'new',
  source: 'Website',
  campaign: 'gst-nov',
  createdAt: at(date),
});

describe("the overview's day numbers", () => {
  it("counts a lead on the firm's day, in India time", () => {
    expect(istDay('2026-11-23T18:29:59.000Z')).toBe('2026-11-23');
    expect(istDay('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
  });

  it("files a lead under its status and source on its day's item, its campaign on an item of its own", () => {
    expect(countTargets(web('2026-11-20'))).toEqual([
      { key: '2026-11-20', attributes: ['s#new', 'src#new#Website'] },
      { key: '2026-11-20#cmp#gst-nov', attributes: ['c#new'] },
    ]);
    expect(countTargets({ status: 'closed', source: 'Google Ads', createdAt: at('2026-11-20') })[1]).toEqual({
      key: '2026-11-20#cmp#',
      attributes: ['c#closed'],
    });
  });

  it("adds up a window's items: every status, and each day's sources and campaigns", () => {
    const items = itemsOf(
      web('2026-11-20'),
      web('2026-11-20'),
      { status: 'closed', source: 'Google Ads', createdAt: at('2026-11-20') },
      { status: 'closed', source: 'JustDial#2', campaign: 'a#cmp#b', createdAt: at('2026-11-22') },
    );
    const all = windowFigures(items, { from: '2026-11-20', to: '2026-11-22' });
    expect(all.byStatus).toEqual({ new: 2, in_progress: 0, converted: 0, closed: 2 });
    expect(all.perDay).toEqual([
      { date: '2026-11-20', sources: { Website: 2, 'Google Ads': 1 }, campaigns: { 'gst-nov': 2, '': 1 } },
      { date: '2026-11-21', sources: {}, campaigns: {} },
      { date: '2026-11-22', sources: { 'JustDial#2': 1 }, campaigns: { 'a#cmp#b': 1 } },
    ]);
    // One status: the days narrow to it; the status counts still cover every status.
    const closed = windowFigures(items, { from: '2026-11-20', to: '2026-11-22' }, 'closed');
    expect(closed.byStatus).toEqual(all.byStatus);
    expect(closed.perDay[0]).toEqual({
      date: '2026-11-20',
      sources: { 'Google Ads': 1 },
      campaigns: { '': 1 },
    });
  });

  it('leaves out a number that went back to 0 (a lead that moved to another status)', () => {
    const moved = itemsOf(web('2026-11-20')).map((item) =>
      Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'number' ? 0 : v])),
    ) as DayCounts[];
    const figures = windowFigures(moved, { from: '2026-11-20', to: '2026-11-20' });
    expect(figures.perDay[0]).toEqual({ date: '2026-11-20', sources: {}, campaigns: {} });
  });

  it("totals the leads of some days, or of one source, each lead once (not again by its campaign's item)", () => {
    const items = itemsOf(
      web('2026-11-20'),
      { status: 'closed', source: 'Google Ads', createdAt: at('2026-11-20') },
      web('2026-11-21'),
    );
    expect(leadsOn(items)).toBe(3);
    expect(leadsOn(items, 'Website')).toBe(2);
    expect(leadsOn([])).toBe(0);
  });
});
