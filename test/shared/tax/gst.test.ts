import {
  computeGst,
  gstRatePeriodOn,
  gstRatePeriods,
  gstSlabsOn,
  isGstRateInForce,
  rupeesToPaise,
} from '../../../shared/tax/gst';

/** Every expected figure is hand-worked; the arithmetic is in each case. */
describe('GST calculator', () => {
  it('exclusive ₹1,000 at 18% within a state: CGST 90 + SGST 90, total 1,180', () => {
    const r = computeGst({ amount: 1_000, basis: 'exclusive', ratePercent: 18, supply: 'intra-state' });
    expect(r).toMatchObject({
      taxableValue: 1_000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      totalTax: 180,
      totalAmount: 1_180,
    });
    expect(r.components).toEqual([
      { name: 'CGST', ratePercent: 9, amount: 90 },
      { name: 'SGST', ratePercent: 9, amount: 90 },
    ]);
    expect(r.roundOff).toBe(0);
  });

  it('exclusive ₹1,000 at 18% between states: IGST 180', () => {
    const r = computeGst({ amount: 1_000, basis: 'exclusive', ratePercent: 18, supply: 'inter-state' });
    expect(r).toMatchObject({ cgst: 0, sgst: 0, igst: 180, totalAmount: 1_180 });
    expect(r.components).toEqual([{ name: 'IGST', ratePercent: 18, amount: 180 }]);
  });

  it('inclusive ₹1,180 at 18% within a state: taxable 1,000, CGST 90, SGST 90', () => {
    // 1,180 x 100 / 118 = 1,000 exactly.
    const r = computeGst({ amount: 1_180, basis: 'inclusive', ratePercent: 18, supply: 'intra-state' });
    expect(r).toMatchObject({ taxableValue: 1_000, cgst: 90, sgst: 90, totalAmount: 1_180, roundOff: 0 });
  });

  it('inclusive ₹100 at 18% within a state: taxable 84.75, CGST 7.63 each, round-off -0.01', () => {
    // 100 x 100 / 118 = 84.7457… -> 84.75. 9% x 84.75 = 7.6275 -> 7.63 each. 84.75 + 15.26 = 100.01,
    // so the invoice rounds off -0.01 to get back to 100.
    const r = computeGst({ amount: 100, basis: 'inclusive', ratePercent: 18, supply: 'intra-state' });
    expect(r).toMatchObject({
      taxableValue: 84.75,
      cgst: 7.63,
      sgst: 7.63,
      totalTax: 15.26,
      totalAmount: 100.01,
    });
    expect(r.roundOff).toBe(-0.01);
  });

  it('inclusive ₹100 at 18% between states: IGST 15.26 (15.255 rounded half up)', () => {
    const r = computeGst({ amount: 100, basis: 'inclusive', ratePercent: 18, supply: 'inter-state' });
    expect(r).toMatchObject({ taxableValue: 84.75, igst: 15.26, roundOff: -0.01 });
  });

  it('exclusive ₹99.99 at 5%: CGST 2.50 + SGST 2.50 (2.49975 half up), IGST 5.00 (4.9995 half up)', () => {
    expect(
      computeGst({ amount: 99.99, basis: 'exclusive', ratePercent: 5, supply: 'intra-state' }),
    ).toMatchObject({
      cgst: 2.5,
      sgst: 2.5,
      totalAmount: 104.99,
    });
    expect(
      computeGst({ amount: 99.99, basis: 'exclusive', ratePercent: 5, supply: 'inter-state' }),
    ).toMatchObject({
      igst: 5,
      totalAmount: 104.99,
    });
  });

  it('small rates stay exact: 0.25% on ₹1,00,000 is IGST 250, or CGST 125 + SGST 125', () => {
    expect(
      computeGst({ amount: 1_00_000, basis: 'exclusive', ratePercent: 0.25, supply: 'inter-state' }).igst,
    ).toBe(250);
    const intra = computeGst({
      amount: 1_00_000,
      basis: 'exclusive',
      ratePercent: 0.25,
      supply: 'intra-state',
    });
    expect(intra.components).toEqual([
      { name: 'CGST', ratePercent: 0.125, amount: 125 },
      { name: 'SGST', ratePercent: 0.125, amount: 125 },
    ]);
  });

  it('odd half rate: 0.25% intra-state on ₹10.10 is 0.125% each = 1.2625 paise -> 0.01', () => {
    // 1010 paise x 0.125% = 1.2625 paise, rounded half up to 1 paisa each.
    const r = computeGst({ amount: 10.1, basis: 'exclusive', ratePercent: 0.25, supply: 'intra-state' });
    expect([r.cgst, r.sgst]).toEqual([0.01, 0.01]);
  });

  it('inclusive ₹1,03,000 at 3% (gold) within a state: taxable 1,00,000, CGST 1,500 + SGST 1,500', () => {
    const r = computeGst({ amount: 1_03_000, basis: 'inclusive', ratePercent: 3, supply: 'intra-state' });
    expect(r).toMatchObject({ taxableValue: 1_00_000, cgst: 1_500, sgst: 1_500, roundOff: 0 });
  });

  it('40% special rate on a ₹10,00,000 car: IGST 4,00,000 or CGST + SGST 2,00,000 each', () => {
    expect(
      computeGst({
        amount: 10_00_000,
        basis: 'exclusive',
        ratePercent: 40,
        supply: 'inter-state',
        onDate: '2025-10-01',
      }).igst,
    ).toBe(4_00_000);
    const intra = computeGst({
      amount: 10_00_000,
      basis: 'exclusive',
      ratePercent: 40,
      supply: 'intra-state',
    });
    expect([intra.cgst, intra.sgst]).toEqual([2_00_000, 2_00_000]);
  });

  it('reads rupee amounts without floating error (0.1 + 0.2, 1.005)', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1.005)).toBe(101); // third decimal 5 rounds the paisa up
    expect(rupeesToPaise(1_23_456.78)).toBe(1_23_45_678);
    const r = computeGst({ amount: 0.1 + 0.2, basis: 'exclusive', ratePercent: 18, supply: 'inter-state' });
    expect(r).toMatchObject({ taxableValue: 0.3, igst: 0.05, totalAmount: 0.35 }); // 5.4 paise -> 5
  });

  it('rejects bad input', () => {
    expect(() =>
      computeGst({ amount: -1, basis: 'exclusive', ratePercent: 18, supply: 'inter-state' }),
    ).toThrow(RangeError);
    expect(() =>
      computeGst({ amount: 1, basis: 'exclusive', ratePercent: 18.005, supply: 'inter-state' }),
    ).toThrow(RangeError);
    expect(() =>
      computeGst({ amount: Number.NaN, basis: 'exclusive', ratePercent: 18, supply: 'inter-state' }),
    ).toThrow(RangeError);
    expect(() => gstRatePeriodOn('22-09-2025')).toThrow(RangeError);
  });
});

describe('GST rate slabs by date', () => {
  it('before 22 September 2025: 0, 5, 12, 18 and 28% (Notification No. 1/2017-Central Tax (Rate))', () => {
    expect(gstSlabsOn('2025-09-21')).toEqual([0, 5, 12, 18, 28]);
    expect(gstSlabsOn('2017-07-01')).toEqual([0, 5, 12, 18, 28]);
    expect(gstRatePeriodOn('2025-09-21')?.source).toMatch(/1\/2017-Central Tax \(Rate\)/);
  });

  it('from 22 September 2025: 0, 5, 18 and 40% (Notification No. 9/2025, 56th GST Council)', () => {
    expect(gstSlabsOn('2025-09-22')).toEqual([0, 5, 18, 40]);
    const period = gstRatePeriodOn('2025-09-22');
    expect(period?.effectiveFrom).toBe('2025-09-22');
    expect(period?.source).toMatch(/9\/2025-Integrated Tax \(Rate\) dated 17\.09\.2025/);
    expect(period?.rates.find((r) => r.ratePercent === 5)?.source).toMatch(/9\/2025-Central Tax \(Rate\)/);
  });

  it('28% survived only for tobacco goods and pan masala, until 31 January 2026', () => {
    expect(isGstRateInForce(28, '2025-09-21')).toBe(true);
    expect(isGstRateInForce(28, '2026-01-31')).toBe(true);
    expect(gstRatePeriodOn('2026-01-31')?.rates.find((r) => r.ratePercent === 28)).toMatchObject({
      kind: 'special',
      note: expect.stringMatching(/tobacco/i),
    });
    expect(isGstRateInForce(28, '2026-02-01')).toBe(false);
    expect(gstRatePeriodOn('2026-02-01')?.source).toMatch(/19\/2025-Central Tax \(Rate\)/);
  });

  it('a rate change by date: 40% is refused the day before and accepted from 22 September 2025', () => {
    const at40 = (onDate: string) =>
      computeGst({ amount: 1_000, basis: 'exclusive', ratePercent: 40, supply: 'inter-state', onDate });
    expect(() => at40('2025-09-21')).toThrow(/not in force on 2025-09-21/);
    expect(at40('2025-09-22').igst).toBe(400);
  });

  it('the same goods move from 12% to 5%: 12% is a general slab only up to 21 September 2025', () => {
    // An item taxed at 12% before the change and 5% after (e.g. tractors, per the 56th Council): ₹1,000
    // exclusive goes from 1,120 to 1,050.
    const before = computeGst({
      amount: 1_000,
      basis: 'exclusive',
      ratePercent: 12,
      supply: 'intra-state',
      onDate: '2025-09-21',
    });
    const after = computeGst({
      amount: 1_000,
      basis: 'exclusive',
      ratePercent: 5,
      supply: 'intra-state',
      onDate: '2025-09-22',
    });
    expect([before.cgst, before.sgst, before.totalAmount]).toEqual([60, 60, 1_120]);
    expect([after.cgst, after.sgst, after.totalAmount]).toEqual([25, 25, 1_050]);
    expect(gstSlabsOn('2025-09-22')).not.toContain(12);
    // 12% remains only as a special rate for bricks and tiles (Notification No. 14/2025).
    expect(gstRatePeriodOn('2025-09-22')?.rates.find((r) => r.ratePercent === 12)?.note).toMatch(/bricks/i);
  });

  it('no GST before 1 July 2017', () => {
    expect(gstRatePeriodOn('2017-06-30')).toBeUndefined();
    expect(gstSlabsOn('2017-06-30')).toEqual([]);
  });

  it('periods are contiguous, in order, and each cites its notification', () => {
    for (let i = 1; i < gstRatePeriods.length; i++) {
      const prev = gstRatePeriods[i - 1]!;
      const next = new Date(`${prev.effectiveTo}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(gstRatePeriods[i]!.effectiveFrom).toBe(next.toISOString().slice(0, 10));
    }
    expect(gstRatePeriods.at(-1)?.effectiveTo).toBeNull();
    for (const p of gstRatePeriods) {
      expect(p.source).toMatch(/Notification No\./);
      for (const r of p.rates) expect(r.source).toBeTruthy();
    }
  });
});
