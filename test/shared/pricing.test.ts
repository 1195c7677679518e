import { GST_RATE, MAX_FEE, formatInr, gstOn, priceWithGst, pricingTabs } from '../../shared/pricing';
import {
  GST_ON_PROFESSIONAL_FEES,
  GST_PERCENT,
  atActuals,
  governmentFeesBySlug,
  governmentFeesFor,
} from '../../shared/statutory-fees';
import { findService } from '../../shared/catalogue';

const price = (tab: string, title: string) =>
  pricingTabs.find((t) => t.label === tab)?.plans.find((p) => p.title === title)?.price;

describe('pricing', () => {
  it('has the four tabs in order: ITR Filing, Tax Planning, GST, Notice', () => {
    expect(pricingTabs.map((t) => t.label)).toEqual(['ITR Filing', 'Tax Planning', 'GST', 'Notice']);
  });

  it.each([
    ['ITR Filing', 'Salary + 1 House Property', 1399],
    ['ITR Filing', 'Salary + more than 1 House Property', 1539],
    ['ITR Filing', 'Business & Professional', 3499],
    ['ITR Filing', 'Capital Gain', 4199],
    ['ITR Filing', 'Future & Options', 6299],
    ['ITR Filing', 'Crypto', 6299],
    ['ITR Filing', 'NRI', 6299],
    ['ITR Filing', 'Resident with Foreign Income', 10499],
    ['ITR Filing', 'Extra: Balance Sheet, P&L or Attestation', 1000],
    ['ITR Filing', 'Extra: Arrears Relief', 499],
    ['Tax Planning', 'TaxSaver Pro', 2209],
    ['Tax Planning', 'TaxSaver Advance', 3379],
    ['Tax Planning', 'Advance Tax Calculation', 1169],
    ['Tax Planning', 'TaxSaver NRI', 5459],
    ['GST', 'GST Registration', 2034],
    ['GST', 'Composite Dealer Compliance', 7200],
    ['GST', 'Composite Annual Return', 6000],
    ['GST', 'Freelancers', 10800],
    ['GST', 'Traders / Online Sellers', 14400],
    ['GST', 'Regular Dealer Annual Return', 18000],
    ['GST', 'LUT Filing', 2039],
    ['Notice', 'Appeal', 30479],
    ['Notice', 'Rectification / Revised / Defective', 2999],
    ['Notice', 'Routine', 1079],
    ['Notice', 'Scrutiny', 25439],
    ['Notice', 'Calling for Information', 7679],
    ['Notice', 'Scrutiny where we filed your ITR', 15239],
  ])('%s: %s costs ₹%i', (tab, title, rupees) => {
    expect(price(tab, title)).toBe(rupees);
  });

  it('lists exactly 27 plans', () => {
    expect(pricingTabs.flatMap((t) => t.plans)).toHaveLength(27);
  });

  it('formats rupees the Indian way and adds 18% GST', () => {
    expect(formatInr(14400)).toBe('₹14,400');
    expect(formatInr(150000)).toBe('₹1,50,000');
    expect(priceWithGst(1000)).toBe(1180);
  });

  describe('price with GST', () => {
    it('is 18%, from the cited notification', () => {
      expect(GST_PERCENT).toBe(18);
      expect(GST_RATE).toBe(0.18);
      expect(GST_ON_PROFESSIONAL_FEES.basis).toContain('11/2017-Central Tax (Rate)');
      expect(GST_ON_PROFESSIONAL_FEES.sources.length).toBeGreaterThan(0);
      expect(GST_ON_PROFESSIONAL_FEES.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it.each([
      [0, 0, 0],
      [1, 0, 1], // 0.18 rounds down
      [2, 0, 2], // 0.36
      [3, 1, 4], // 0.54 rounds up
      [25, 5, 30], // exactly 4.50: a half rounds up
      [75, 14, 89], // 13.50: half up
      [125, 23, 148], // 22.50: half up
      [1000, 180, 1180],
      [1399, 252, 1651], // 251.82
      [2034, 366, 2400], // 366.12
      [30479, 5486, 35965], // 5486.22
      [150000, 27000, 177000],
    ])('₹%i: GST ₹%i, total ₹%i', (fee, gst, total) => {
      expect(gstOn(fee)).toBe(gst);
      expect(priceWithGst(fee)).toBe(total);
    });

    it('matches 18% rounded half up for every fee up to ₹1,00,000', () => {
      for (let fee = 0; fee <= 100_000; fee++) {
        const exact = (fee * 18) / 100;
        const expected = fee + (exact % 1 === 0.5 ? Math.ceil(exact) : Math.round(exact));
        if (priceWithGst(fee) !== expected) throw new Error(`₹${fee}: ${priceWithGst(fee)} ≠ ${expected}`);
      }
    });

    it('stays exact up to the largest fee it takes', () => {
      const big = BigInt(MAX_FEE);
      expect(BigInt(gstOn(MAX_FEE))).toBe((big * 18n + 50n) / 100n);
      expect(Number.isSafeInteger(priceWithGst(MAX_FEE))).toBe(true);
    });

    it.each([-1, 0.5, 1399.99, NaN, Infinity, MAX_FEE + 1])('refuses %p', (fee) => {
      expect(() => priceWithGst(fee)).toThrow(RangeError);
    });

    it('gives every plan a whole-rupee total above its fee', () => {
      for (const plan of pricingTabs.flatMap((t) => t.plans)) {
        expect(Number.isInteger(priceWithGst(plan.price))).toBe(true);
        expect(priceWithGst(plan.price) - plan.price).toBe(gstOn(plan.price));
      }
    });
  });

  describe('government fees', () => {
    it('states the trademark fees of the First Schedule, with sources and the date checked', () => {
      const tm = governmentFeesBySlug['trademark-registration']!;
      expect(tm.fees.map((f) => f.rupees)).toEqual([4500, 9000]);
      expect(governmentFeesBySlug['trademark-renewal']!.fees.map((f) => f.rupees)).toEqual([9000]);
      expect(governmentFeesBySlug['trademark-transfer']!.fees.map((f) => f.rupees)).toEqual([9000]);
    });

    it('names a source and a date for every figure, and only "at actuals" where there is none', () => {
      for (const [slug, entry] of Object.entries(governmentFeesBySlug)) {
        expect(findService(slug)).toBeDefined();
        if (entry.fees.length) {
          expect(entry.sources.length).toBeGreaterThan(0);
          expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        } else {
          expect(entry.summary).toMatch(/at actuals/);
        }
      }
      expect(governmentFeesBySlug['private-limited-company']!.summary).toMatch(
        /^Government fees and stamp duty at actuals, by state/,
      );
      expect(governmentFeesFor('gst-return-filing')).toBe(atActuals);
      expect(governmentFeesFor(undefined)).toBe(atActuals);
    });
  });
});
