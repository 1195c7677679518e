import { formatInr, priceWithGst, pricingTabs } from '../../shared/pricing';

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
});
