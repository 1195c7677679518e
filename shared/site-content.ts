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
