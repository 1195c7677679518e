import { categories } from '../../../shared/catalogue';
import { categoryContent } from '../../../shared/category-content';
import { firm } from '../../../shared/firm';
import { GST_RATE, formatInr, pricingTabs } from '../../../shared/pricing';
import {
  CURRENT_FINANCIAL_YEAR,
  incomeTaxRules,
  provisionName,
  yearLabel,
} from '../../../shared/tax/income-tax-rules';
import type { HeroCopy } from '../../components/blocks';
import type { PageCopy } from './page-meta';

/**
 * The firm as a schema.org organisation, for the home and contact pages: built at prerender, so
 * it travels in their HTML, not in every page's JavaScript.
 */
export function organisationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: firm.name,
    url: firm.siteUrl,
    email: firm.email,
    telephone: firm.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: firm.address, addressCountry: 'IN' },
    areaServed: 'IN',
  };
}

const itYear = incomeTaxRules[CURRENT_FINANCIAL_YEAR];
/** "FY 2025-26 (AY 2026-27)", or "Tax year 2026-27" under the Income-tax Act 2025. */
const itLabel = yearLabel(CURRENT_FINANCIAL_YEAR);
/** The shorter form for the title: "FY 2025-26" or "Tax Year 2026-27". */
const itTitleYear = `${itYear.assessmentYear === null ? 'Tax Year' : 'FY'} ${itYear.financialYear}`;
const serviceCount = categories.reduce((n, c) => n + c.services.length, 0);
const lowestItrPrice = formatInr(pricingTabs[0]!.plans[0]!.price);

/** A free tool, described to search engines as a web application. */
function toolJsonLd(name: string, path: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    url: firm.siteUrl + path,
    description,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    inLanguage: 'en-IN',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    provider: { '@type': 'Organization', name: firm.name, url: firm.siteUrl },
  };
}

/**
 * The copy of the public pages that take their title, description and hero from it (read by
 * each page's loader at prerender, so it travels in that page's HTML and no page's JavaScript
 * carries the copy of the others).
 */
const copy = {
  '/contact': {
    title: `Contact Us | ${firm.name}`,
    description: `Call ${firm.phones[0]} or write to ${firm.email}. Open Monday to Saturday.`,
    eyebrow: 'Contact Us',
    heading: 'Talk to an expert',
    lead: 'Call, write or send us a message. We reply within one working day.',
    jsonLd: [organisationJsonLd()],
  },
  '/pricing': {
    title: `Pricing | ${firm.name}`,
    description: `Fixed prices for ITR filing from ${lowestItrPrice}, tax planning, GST and notices. Prices exclude ${GST_RATE * 100}% GST.`,
    eyebrow: 'Pricing',
    heading: 'Simple, fixed prices',
    lead: 'Know what you will pay before we start. No hourly billing, no surprises.',
  },
  '/blog': {
    title: `Blog | ${firm.name}`,
    description: 'Plain-English guides to income tax, GST and company compliance in India, each dated.',
    eyebrow: 'Blog',
    heading: 'Guides and updates',
    lead: 'Tax and compliance explained, with the year each figure applies to.',
  },
  '/tax-services': {
    title: `Tax & Compliance Services for Enterprises | ${firm.name}`,
    description:
      '1000+ enterprise clients and a 99.9% compliance rate: bulk filing, a dedicated account team, end-to-end compliance and real-time regulatory updates.',
    eyebrow: 'Tax Services',
    heading: 'Tax and compliance for businesses of every size',
    lead: 'From a single GST registration to bulk filing for a group of companies, handled by one team.',
  },
  '/services': {
    title: `All Services | ${firm.name}`,
    description: `All ${serviceCount} of our services: company registration, licences, trademark, GST, income tax, MCA filings and compliance.`,
    eyebrow: 'All Services',
    heading: 'Everything we do, in one place',
    lead: 'Pick a service to see what it involves, the documents it needs and how we handle it.',
  },
  '/consultation': {
    title: `Free Consultation | ${firm.name}`,
    description: 'Request a free consultation with a tax and compliance expert. We reply within 24 hours.',
    eyebrow: 'Free Consultation',
    heading: 'Request a free consultation',
    lead: 'Tell us what you need. An expert will call you within 24 hours, free of charge.',
  },
  '/privacy': {
    title: `Privacy Policy | ${firm.name}`,
    description: `What ${firm.name} collects through its website, why, how long it is kept and how to have it corrected or erased.`,
    eyebrow: 'Privacy Policy',
    heading: 'How we handle your personal data',
  },
  '/terms': {
    title: `Terms of Service | ${firm.name}`,
    description: `The terms on which ${firm.name} provides its website and its tax, GST, registration and compliance services: scope, fees, your part, and how to reach us.`,
    eyebrow: 'Terms of Service',
    heading: 'The terms of our service',
  },
  '/refund-policy': {
    title: `Refund Policy | ${firm.name}`,
    description: `When ${firm.name} refunds its professional fee, what happens to government fees already paid, and how to ask for a refund.`,
    eyebrow: 'Refund Policy',
    heading: 'When we refund a fee',
  },
  '/tools': {
    title: `Free Tax Tools: Income Tax, HRA, GST and GSTIN | ${firm.name}`,
    description:
      'Free calculators for income tax (old vs new regime), HRA exemption and GST, and a GSTIN and PAN validator. They run in your browser.',
    eyebrow: 'Tax tools',
    heading: 'Free tax tools',
    lead: 'Quick answers to everyday tax questions, worked out in your browser with the rules explained.',
  },
  '/tools/income-tax-calculator': {
    title: `Income Tax Calculator ${itTitleYear}: Old vs New Regime | ${firm.name}`,
    description: `Income tax for ${itLabel} under the old and the new regime, side by side: slabs, the rebate (${provisionName(CURRENT_FINANCIAL_YEAR, '87A')}), surcharge and cess, and which regime costs you less.`,
    eyebrow: 'Tax tools',
    heading: 'Income tax calculator: old vs new regime',
    // No year here: the visitor may choose another one, and the calculator names the year it uses.
    lead: 'Choose the year, enter your income and deductions, and see your tax under both regimes, worked out slab by slab.',
    tool: 'Income Tax Calculator',
  },
  '/tools/hra-calculator': {
    title: `HRA Exemption Calculator | ${firm.name}`,
    description:
      'Work out how much of your house rent allowance is exempt for tax year 2026-27 (rule 279, eight cities at 50%) or FY 2025-26 (rule 2A): the three limits, the exempt part and the taxable part.',
    eyebrow: 'Tax tools',
    heading: 'HRA exemption calculator',
    lead: 'See how much of your house rent allowance is tax-free under the old regime, and how much is taxed as salary.',
    tool: 'HRA Calculator',
  },
  '/tools/gst-calculator': {
    title: `GST Calculator: CGST, SGST and IGST | ${firm.name}`,
    description:
      'Add GST to an amount or take it out, at the GST rates in force today, split into CGST and SGST or IGST, with the totals.',
    eyebrow: 'Tax tools',
    heading: 'GST calculator',
    lead: 'Add GST to a price or take it out of one, and see the CGST and SGST or IGST split.',
    tool: 'GST Calculator',
  },
  '/tools/gstin-validator': {
    title: `GSTIN and PAN Validator | ${firm.name}`,
    description:
      'Check a GSTIN or PAN offline: its state, embedded PAN, holder type and check character, and what is wrong if it does not add up.',
    eyebrow: 'Tax tools',
    heading: 'GSTIN and PAN validator',
    lead: 'Check a GSTIN or a PAN before you put it on an invoice or a return. The check runs in your browser.',
    tool: 'GSTIN and PAN Validator',
  },
  '/compliance-calendar': {
    title: `Compliance Calendar: GST, TDS, Income Tax and MCA Due Dates | ${firm.name}`,
    description:
      'Due dates of this month and the next for GST returns, TDS and TCS, advance tax, income-tax returns, PF and ESI, and company and LLP filings, each with its legal source. Subscribe in your calendar.',
    eyebrow: 'Compliance calendar',
    heading: 'Tax and compliance due dates',
    lead: 'GST, TDS and TCS, advance tax, income-tax returns, PF and ESI, and company and LLP filings falling due this month and next, each with the provision that sets it.',
  },
} satisfies Record<string, Omit<PageCopy, 'path'> & { tool?: string }>;

export type CopiedPage = keyof typeof copy;

/** The copy of one page, with the JSON-LD a tool page adds. */
export function pageCopy(path: CopiedPage): PageCopy {
  const { tool, ...page }: Omit<PageCopy, 'path'> & { tool?: string } = copy[path];
  const jsonLd = tool ? [toolJsonLd(tool, path, page.description)] : page.jsonLd;
  return { path, ...page, ...(jsonLd && { jsonLd }) };
}

/** Each category with its introduction and its page, for the pages that list the categories. */
export function categoryOverview() {
  return categories.map((c) => ({
    id: c.id,
    title: c.title,
    intro: categoryContent[c.id].intro,
    path: c.path,
  }));
}

/** The hero's part of a page's copy: what an island that draws the hero needs, and no more. */
export const heroCopy = ({ eyebrow, heading, lead }: PageCopy): HeroCopy => ({
  ...(eyebrow !== undefined && { eyebrow }),
  heading,
  ...(lead !== undefined && { lead }),
});
