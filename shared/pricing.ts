/**
 * Pricing: rupees, exclusive of 18% GST on the base plan amount. Prices and titles are the firm's
 * own (docs/product.md#prices; a test pins every price); descriptions and feature lists are ours.
 * The rate and where it comes from: GST_PERCENT and GST_ON_PROFESSIONAL_FEES in statutory-fees.ts.
 */
import { GST_PERCENT } from './statutory-fees';

/** 18% as a fraction, for display ("18% GST"); sums use the whole percent (see gstOn). */
export const GST_RATE = GST_PERCENT / 100;

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

/** The plan whose price is the fee of a catalogue service, where one plan is exactly that service. */
const planTitleBySlug: Record<string, string> = {
  'gst-registration': 'GST Registration',
  'gst-lut-form': 'LUT Filing',
  'gstr-9-annual-return': 'Regular Dealer Annual Return',
};

/** The published plan for a service page, if the service has one. */
export function planForService(slug: string | undefined): PricingPlan | undefined {
  const title = slug ? planTitleBySlug[slug] : undefined;
  return title ? pricingTabs.flatMap((t) => t.plans).find((p) => p.title === title) : undefined;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹14,400 style, as an Indian reader expects (lakh grouping for larger sums). */
export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

/** The largest fee gstOn takes: beyond it, fee × 100 is no longer exact in a double. */
export const MAX_FEE = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * The GST on a professional fee of whole rupees: 18% of the fee, rounded to the nearest rupee,
 * a half rupee up (₹25 → ₹4.50 → ₹5). Integer arithmetic only, so no fee is off by a rupee through
 * floating point. Throws on anything but a whole number of rupees from 0 to MAX_FEE.
 */
export function gstOn(rupees: number): number {
  if (!Number.isInteger(rupees) || rupees < 0 || rupees > MAX_FEE) {
    throw new RangeError(`A fee is a whole, non-negative number of rupees, not ${rupees}`);
  }
  return Math.floor((rupees * GST_PERCENT + 50) / 100);
}

/** The GST-inclusive amount a client pays: the fee plus gstOn(fee), in whole rupees. */
export function priceWithGst(rupees: number): number {
  return rupees + gstOn(rupees);
}

/** What each plan says under its price: a description and a feature list. */
export const planCopy: Record<string, { description: string; features: string[] }> = {
  'Salary + 1 House Property': {
    description: 'For salaried people with one house property.',
    features: ['Form 16 and AIS reconciled', 'Old vs new regime compared', 'E-filing and e-verification'],
  },
  'Salary + more than 1 House Property': {
    description: 'Salary income with two or more house properties.',
    features: ['Rental income and deductions', 'Home loan interest claimed', 'E-filing and e-verification'],
  },
  'Business & Professional': {
    description: 'Income from a business or profession, with books or presumptive.',
    features: ['ITR-3 or ITR-4', 'Profit and loss computed', 'Advance tax reviewed'],
  },
  'Capital Gain': {
    description: 'Shares, mutual funds or property sold during the year.',
    features: ['Broker statements reconciled', 'Exemptions under 54/54F checked', 'Losses carried forward'],
  },
  'Future & Options': {
    description: 'F&O and intraday trading income.',
    features: ['Turnover computed', 'Tax audit check', 'Losses carried forward'],
  },
  Crypto: {
    description: 'Gains on crypto and other virtual digital assets.',
    features: ['30% VDA tax computed', '1% TDS credited', 'Schedule VDA filled'],
  },
  NRI: {
    description: 'Indian income of non-resident Indians.',
    features: ['Residential status determined', 'DTAA relief', 'Refund follow-up'],
  },
  'Resident with Foreign Income': {
    description: 'Residents with income or assets abroad.',
    features: ['Schedule FA and FSI', 'Foreign tax credit (Form 67)', 'DTAA relief'],
  },
  'Extra: Balance Sheet, P&L or Attestation': {
    description: 'Added to any ITR plan when a balance sheet, P&L or attestation is needed.',
    features: ['Prepared from your records', 'Signed by a professional'],
  },
  'Extra: Arrears Relief': {
    description: 'Relief under section 89 for salary arrears.',
    features: ['Form 10E filed', 'Relief computed across years'],
  },
  'TaxSaver Pro': {
    description: 'A tax plan for the year for salaried people.',
    features: ['Salary structure review', 'Deductions planned', 'Regime chosen'],
  },
  'TaxSaver Advance': {
    description: 'Planning for people with salary, investments and capital gains.',
    features: ['Capital gains harvesting', 'Deductions planned', 'Quarterly review'],
  },
  'Advance Tax Calculation': {
    description: 'Advance tax worked out for each instalment.',
    features: ['Four instalments computed', 'Challans prepared', 'Interest avoided'],
  },
  'TaxSaver NRI': {
    description: 'Tax planning for NRIs with Indian income.',
    features: ['DTAA planning', 'NRO/NRE advice', 'Repatriation guidance'],
  },
  'GST Registration': {
    description: 'Your GSTIN, applied for and followed up.',
    features: ['Application filed', 'Officer queries answered', 'Certificate delivered'],
  },
  'Composite Dealer Compliance': {
    description: 'A year of returns under the composition scheme.',
    features: ['CMP-08 every quarter', 'GSTR-4 annual return', 'Reminders before due dates'],
  },
  'Composite Annual Return': {
    description: 'The annual GSTR-4 for composition dealers.',
    features: ['Reconciled with CMP-08', 'Filed before the due date'],
  },
  Freelancers: {
    description: 'A year of GST returns for freelancers and consultants.',
    features: ['GSTR-1 and GSTR-3B', 'Export invoices with LUT', 'Input credit reconciled'],
  },
  'Traders / Online Sellers': {
    description: 'A year of GST returns for traders and marketplace sellers.',
    features: ['GSTR-1 and GSTR-3B', 'Marketplace TCS reconciled', 'Input credit reconciled'],
  },
  'Regular Dealer Annual Return': {
    description: 'GSTR-9 for regular taxpayers.',
    features: ['Books reconciled with returns', 'Differences explained', 'Filed before the due date'],
  },
  'LUT Filing': {
    description: 'Letter of Undertaking for exports without IGST.',
    features: ['RFD-11 filed', 'Valid for the financial year'],
  },
  Appeal: {
    description: 'An appeal before the Commissioner (Appeals) against an assessment order.',
    features: ['Grounds of appeal drafted', 'Form 35 filed', 'Hearings attended'],
  },
  'Rectification / Revised / Defective': {
    description: 'Rectification requests, revised returns and replies to defective-return notices.',
    features: ['Notice analysed', 'Corrected return or request filed'],
  },
  Routine: {
    description: 'Replies to routine intimations and adjustments under section 143(1).',
    features: ['Mismatch explained', 'Reply filed online'],
  },
  Scrutiny: {
    description: 'Representation in a scrutiny assessment.',
    features: ['Submissions drafted', 'Documents compiled', 'Represented before the officer'],
  },
  'Calling for Information': {
    description: 'Replies to notices asking for information or documents.',
    features: ['Information compiled', 'Reply drafted and filed'],
  },
  'Scrutiny where we filed your ITR': {
    description: 'Scrutiny representation at a lower fee for returns we filed.',
    features: ['We already know your return', 'Submissions drafted', 'Represented before the officer'],
  },
};

export const planDetails = (title: string) =>
  planCopy[title] ?? { description: 'Handled by an expert from start to finish.', features: [] };
