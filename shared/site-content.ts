/**
 * The words of the public site that are data rather than layout: home service cards, FAQ, business
 * hours, about-page values and testimonials, and service-page content (docs/product.md#public-site).
 */

/** The six home service cards, each with the page its Explore button opens. */
export const homeServiceCards = [
  {
    id: 'startup-registration',
    title: 'Startup Registration',
    description:
      'Private limited, LLP, OPC or proprietorship: we pick the right structure with you and register it, with PAN, TAN and GST in place.',
    link: '/registrations',
    gradient: ['#1d5fd1', '#0f2a5c'],
  },
  {
    id: 'trademark-services',
    title: 'Trademark Services',
    description:
      'A search before you file, the application, replies to objections and renewals every ten years: your brand stays yours.',
    link: '/trademark',
    gradient: ['#7c3aed', '#4c1d95'],
  },
  {
    id: 'gst-compliance',
    title: 'GST Compliance',
    description:
      'Registration, monthly and quarterly returns, the annual return and notices, reconciled with your books before anything is filed.',
    link: '/gst',
    gradient: ['#047857', '#064e3b'],
  },
  {
    id: 'income-tax',
    title: 'Income Tax Services',
    description:
      'Returns for salaried people, professionals, NRIs and businesses, TDS returns and replies to notices, with tax planning before the year ends.',
    link: '/income-tax',
    gradient: ['#b45309', '#78350f'],
  },
  {
    id: 'mca-compliance',
    title: 'MCA/ROC Compliance',
    description:
      'Annual returns, director KYC, auditor appointment and event-based filings with the Registrar of Companies, tracked against every due date.',
    link: '/mca',
    gradient: ['#be123c', '#881337'],
  },
  {
    id: 'business-advisory',
    title: 'Business Advisory',
    description:
      'Structuring, funding readiness, tax-efficient salaries and growth plans: an experienced adviser for the decisions that matter.',
    link: '/consultation',
    gradient: ['#0e7490', '#164e63'],
  },
] as const;

export type FaqCategory = 'individual' | 'msme' | 'crypto';
export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
  /** The financial year the answer's facts apply to, shown as its label. */
  financialYear: string;
  /** The answer states tax figures: it links to the income-tax calculator. */
  taxFigures?: true;
}

/** FAQ; each fact states the year it applies to (docs/product.md#marketing-figures-and-faq-facts). */
export const faqs: FaqEntry[] = [
  {
    category: 'individual',
    question: 'Do I need to file an income tax return if my income is below the basic exemption?',
    answer:
      'Under the old regime the basic exemption is ₹2.5 lakh (individuals below 60, FY 2024-25). Below it a return is not compulsory, but filing one lets you claim a refund of TDS and serves as proof of income for loans and visas.',
    financialYear: 'FY 2024-25',
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'What are the new tax regime slabs?',
    answer:
      'For FY 2024-25 (AY 2025-26): up to ₹3 lakh nil; ₹3–7 lakh 5%; ₹7–10 lakh 10%; ₹10–12 lakh 15%; ₹12–15 lakh 20%; above ₹15 lakh 30%. Salaried taxpayers also get a standard deduction of ₹75,000 under the new regime.',
    financialYear: 'FY 2024-25',
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'What are the old tax regime slabs?',
    answer:
      'For FY 2024-25, individuals below 60: up to ₹2.5 lakh nil; ₹2.5–5 lakh 5%; ₹5–10 lakh 20%; above ₹10 lakh 30%. The old regime keeps deductions such as 80C and HRA; we compare both regimes for you before filing.',
    financialYear: 'FY 2024-25',
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'When is the due date for filing my return?',
    answer:
      'For AY 2025-26 the usual dates are 31 July for individuals not under audit, 31 October for audited accounts and 30 November for taxpayers with transfer-pricing reports. The government sometimes extends them; we tell our clients when it does.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'individual',
    question: 'What if I file my return late?',
    answer:
      'A late fee of up to ₹5,000 applies under section 234F (₹1,000 if total income is under ₹5 lakh), plus interest on any tax due, as of FY 2024-25.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'msme',
    question: 'When must my business register for GST?',
    answer:
      'Suppliers of goods must register once turnover exceeds ₹40 lakh in a year (₹10 lakh in special category states), as of 2025. Inter-state sellers and e-commerce sellers must register whatever their turnover. Your GSTIN has 15 digits.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'msme',
    question: 'Do I have to pay advance tax?',
    answer:
      'Yes, if your tax for the year after TDS is ₹10,000 or more (FY 2024-25). It is paid in 4 instalments: by 15 June, 15 September, 15 December and 15 March.',
    financialYear: 'FY 2024-25',
    taxFigures: true,
  },
  {
    category: 'msme',
    question: 'How long does a trademark last?',
    answer:
      'A registered trademark in India lasts 10 years from the date of application and can be renewed every 10 years indefinitely.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'msme',
    question: 'Which business structure should I choose?',
    answer:
      'It depends on liability, investors and compliance cost. A proprietorship is simplest; an LLP limits liability with light compliance; a private limited company suits businesses that will raise equity. We walk you through the trade-offs first.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'crypto',
    question: 'How is cryptocurrency taxed in India?',
    answer:
      'Gains on virtual digital assets are taxed at a flat 30% (plus cess) with no deduction except the cost of acquisition, and losses cannot be set off against other income. This has applied since FY 2022-23 and still does for FY 2024-25.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'crypto',
    question: 'Is TDS deducted when I sell crypto?',
    answer:
      'Yes. 1% TDS under section 194S applies to transfers of virtual digital assets above the threshold, since 1 July 2022. The TDS appears in your Form 26AS and is credited against your tax.',
    financialYear: 'FY 2024-25',
  },
  {
    category: 'crypto',
    question: 'Do you handle enterprise and bulk filings?',
    answer:
      'Yes. Enterprises get bulk filing, a dedicated account management team, end-to-end compliance support and real-time regulatory updates.',
    financialYear: 'FY 2024-25',
  },
];

export const faqColumns: { title: string; categories: FaqCategory[] }[] = [
  { title: 'Individuals & Freelancers', categories: ['individual'] },
  { title: 'MSMEs, Crypto & Enterprise', categories: ['msme', 'crypto'] },
];

/** The contact page's business hours. */
export const businessHours = [
  { days: 'Monday to Friday', hours: '10:00 – 19:00', opens: '10:00', closes: '19:00' },
  { days: 'Saturday', hours: '10:00 – 17:00', opens: '10:00', closes: '17:00' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** Enterprise selling points and the services-overview claims. */
export const enterprisePoints = [
  { title: 'Bulk filing', text: 'Hundreds of returns and registrations handled as one engagement.' },
  { title: 'Dedicated account management team', text: 'One team that knows your group and its deadlines.' },
  { title: 'End-to-end compliance support', text: 'From incorporation to annual filings, under one roof.' },
  {
    title: 'Real-time regulatory updates',
    text: 'Changes in law explained for your business as they happen.',
  },
] as const;

export const enterpriseClaims = [
  { value: '1000+', label: 'Enterprise clients' },
  { value: '99.9%', label: 'Compliance rate' },
] as const;

/** The about page: four values, five reasons to choose the firm, three testimonials. */
export const aboutValues = [
  { title: 'Integrity', text: 'We give the advice we would follow ourselves, even when it costs us work.' },
  {
    title: 'Transparency',
    text: 'Fixed prices, stated up front, and a clear view of where your filing stands.',
  },
  { title: 'Accuracy', text: 'Every return is checked by a second person before it is filed.' },
  { title: 'Affordability', text: 'Expert work at prices a small business or a salaried person can afford.' },
] as const;

export const aboutReasons = [
  'Qualified chartered accountants, company secretaries and tax lawyers on one team',
  'Fixed, published prices with no surprises',
  'A named expert for every client, reachable by phone and e-mail',
  'Reminders before every due date, so nothing is filed late',
  'Secure handling of your documents and data',
] as const;

export const testimonials = [
  {
    quote:
      'They registered our private limited company and GST in under two weeks, and still remind us of every filing.',
    name: 'Ananya R.',
    role: 'Founder, a Bengaluru design studio',
  },
  {
    quote: 'Our GST notice was answered in detail and closed without a demand. Calm, clear and quick.',
    name: 'Harish P.',
    role: 'Proprietor, a Chennai trading firm',
  },
  {
    quote:
      'As an NRI I needed someone who understood both sides. My return and refund were sorted in a week.',
    name: 'Sameer K.',
    role: 'Software engineer, Dubai',
  },
] as const;
