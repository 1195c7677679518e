import { countAttributes, istDay, leadsOn, windowFigures } from '../../lambdas/domain/lead-counts';

const lead = { status: 'new' as const, source: 'Website', campaign: 'gst-nov' };
const day = (date: string, ...leads: (typeof lead | { status: 'closed'; source: string })[]) => {
  const item: Record<string, unknown> & { key: string } = { key: date };
  for (const l of leads)
    for (const a of countAttributes(l)) item[a] = ((item[a] as number | undefined) ?? 0) + 1;
  return item;
};

describe("the overview's day numbers", () => {
  it("counts a lead on the firm's day, in India time", () => {
    expect(istDay('2026-11-23T18:29:59.000Z')).toBe('2026-11-23');
    expect(istDay('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
  });

  it('files a lead under its status, with its source and its campaign (or none)', () => {
    expect(countAttributes(lead)).toEqual(['s#new', 'src#new#Website', 'cmp#new#gst-nov']);
    expect(countAttributes({ status: 'closed', source: 'Google Ads' })).toEqual([
      's#closed',
      'src#closed#Google Ads',
      'cmp#closed#',
    ]);
  });

  it("adds up a window's days: every status, and each day's sources and campaigns", () => {
    const days = [
      day('2026-11-20', lead, lead, { status: 'closed', source: 'Google Ads' }),
      day('2026-11-22', { status: 'closed', source: 'JustDial#2' }),
    ];
    const all = windowFigures(days, { from: '2026-11-20', to: '2026-11-22' });
    expect(all.byStatus).toEqual({ new: 2, in_progress: 0, converted: 0, closed: 2 });
    expect(all.perDay).toEqual([
      { date: '2026-11-20', sources: { Website: 2, 'Google Ads': 1 }, campaigns: { 'gst-nov': 2, '': 1 } },
      { date: '2026-11-21', sources: {}, campaigns: {} },
      { date: '2026-11-22', sources: { 'JustDial#2': 1 }, campaigns: { '': 1 } },
    ]);
    // One status: the days narrow to it; the status counts still cover every status.
    const closed = windowFigures(days, { from: '2026-11-20', to: '2026-11-22' }, 'closed');
    expect(closed.byStatus).toEqual(all.byStatus);
    expect(closed.perDay[0]).toEqual({
      date: '2026-11-20',
      sources: { 'Google Ads': 1 },
      campaigns: { '': 1 },
    });
  });

  it('leaves out a number that went back to 0 (a lead that moved to another status)', () => {
    const moved = { ...day('2026-11-20', lead), 's#new': 0, 'src#new#Website': 0, 'cmp#new#gst-nov': 0 };
    const figures = windowFigures([moved], { from: '2026-11-20', to: '2026-11-20' });
    expect(figures.perDay[0]).toEqual({ date: '2026-11-20', sources: {}, campaigns: {} });
  });

  it('totals the leads of some days, or of one source', () => {
    const days = [
      day('2026-11-20', lead, { status: 'closed', source: 'Google Ads' }),
      day('2026-11-21', lead),
    ];
    expect(leadsOn(days)).toBe(3);
    expect(leadsOn(days, 'Website')).toBe(2);
    expect(leadsOn([])).toBe(0);
  });
});
