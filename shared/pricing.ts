/**
 * Pricing (spec 2.10 and 9): rupees, exclusive of 18% GST on the base plan amount. Descriptions
 * and feature lists are written by the public-site issue; prices and titles are the spec's.
 */
export const GST_RATE = 0.18;

export interface PricingPlan {
  title: string;
  /** Whole rupees, before GST. */
  price: number;
  /** 'from' when the price is a starting price; 'per year' for annual plans. */
  basis?: 'from' | 'per year';
  note?: string;
}

export interface PricingTab {
  id: 'itr' | 'tax-planning' | 'gst' | 'notice';
  label: string;
  plans: PricingPlan[];
}

export const pricingTabs: PricingTab[] = [
  {
    id: 'itr',
    label: 'ITR Filing',
    plans: [
      { title: 'Salary + 1 House Property', price: 1399, basis: 'per year' },
      { title: 'Salary + more than 1 House Property', price: 1539, basis: 'per year' },
      { title: 'Business & Professional', price: 3499, basis: 'per year' },
      { title: 'Capital Gain', price: 4199, basis: 'per year' },
      { title: 'Future & Options', price: 6299, basis: 'per year' },
      { title: 'Crypto', price: 6299, basis: 'per year' },
      { title: 'NRI', price: 6299, basis: 'per year' },
      { title: 'Resident with Foreign Income', price: 10499, basis: 'per year' },
      { title: 'Extra: Balance Sheet, P&L or Attestation', price: 1000 },
      { title: 'Extra: Arrears Relief', price: 499 },
    ],
  },
  {
    id: 'tax-planning',
    label: 'Tax Planning',
    plans: [
      { title: 'TaxSaver Pro', price: 2209 },
      { title: 'TaxSaver Advance', price: 3379 },
      { title: 'Advance Tax Calculation', price: 1169 },
      { title: 'TaxSaver NRI', price: 5459 },
    ],
  },
  {
    id: 'gst',
    label: 'GST',
    plans: [
      { title: 'GST Registration', price: 2034 },
      { title: 'Composite Dealer Compliance', price: 7200, basis: 'per year' },
      { title: 'Composite Annual Return', price: 6000 },
      { title: 'Freelancers', price: 10800, basis: 'per year' },
      { title: 'Traders / Online Sellers', price: 14400, basis: 'per year' },
      { title: 'Regular Dealer Annual Return', price: 18000 },
      { title: 'LUT Filing', price: 2039 },
    ],
  },
  {
    id: 'notice',
    label: 'Notice',
    plans: [
      { title: 'Appeal', price: 30479, basis: 'from' },
      {
        title: 'Rectification / Revised / Defective',
        price: 2999,
        note: 'Done in 4 business days; covers two rounds',
      },
      { title: 'Routine', price: 1079 },
      { title: 'Scrutiny', price: 25439, basis: 'from' },
      { title: 'Calling for Information', price: 7679 },
      { title: 'Scrutiny where we filed your ITR', price: 15239, basis: 'from' },
    ],
  },
];

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹14,400 style, as an Indian reader expects (lakh grouping for larger sums). */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

/** The GST-inclusive amount a client pays, rounded to the rupee. */
export function priceWithGst(rupees: number): number {
  return Math.round(rupees * (1 + GST_RATE));
}
