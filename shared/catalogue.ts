/**
 * The service catalogue (spec 2.3, 2.6): every category and service, with slugs and full names.
 * The menus, category pages, service pages, breadcrumbs, sitemap and inquiry form all read it.
 */

export const categoryIds = [
  'startup',
  'registrations',
  'trademark',
  'gst',
  'income-tax',
  'mca',
  'compliance',
] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface Service {
  slug: string;
  name: string;
  /** One sentence for cards and meta descriptions. */
  summary: string;
}

export interface Category {
  id: CategoryId;
  /** The name in the desktop menu and the lead modal's tag (spec 2.6). */
  menuName: string;
  /** The breadcrumb and page title (spec 2.2). */
  title: string;
  /** The category page's path. */
  path: `/${string}`;
  /** The segment of menu links: /service/{menuName lowercased}/{slug} (spec 2.1). */
  serviceSegment: string;
  headline: string;
  intro: string;
  services: Service[];
  /** Slugs of the services on the category page (spec 2.6 counts). */
  cardSlugs: string[];
  /** Slugs in the mobile menu, a shorter list than desktop (spec 2.3). */
  mobileSlugs: string[];
}

const s = (slug: string, name: string, summary: string): Service => ({ slug, name, summary });

const startup: Service[] = [
  s(
    'proprietorship-registration',
    'Proprietorship Registration',
    'Start trading under your own name with GST, Udyam and a current account in place.',
  ),
  s(
    'partnership-firm-registration',
    'Partnership Firm Registration',
    'A registered partnership deed and firm registration for two or more partners.',
  ),
  s(
    'one-person-company',
    'One Person Company Registration',
    'Limited liability for a single founder, with a company’s credibility.',
  ),
  s(
    'llp-registration',
    'LLP Registration',
    'A limited liability partnership: flexible like a firm, protected like a company.',
  ),
  s(
    'private-limited-company',
    'Private Limited Company Registration',
    'The structure investors expect: incorporation, PAN, TAN and bank-ready documents.',
  ),
  s(
    'section-8-company',
    'Section 8 Company Registration',
    'A not-for-profit company for charitable, educational or social objectives.',
  ),
  s(
    'trust-registration',
    'Trust Registration',
    'A public or private trust deed drafted and registered with the sub-registrar.',
  ),
  s(
    'public-limited-company',
    'Public Limited Company Registration',
    'Incorporation for businesses that plan to raise capital from the public.',
  ),
  s(
    'producer-company',
    'Producer Company Registration',
    'A company owned by farmers or producers to market their produce together.',
  ),
  s(
    'indian-subsidiary',
    'Indian Subsidiary Registration',
    'An Indian company for a foreign parent, with FEMA and RBI reporting handled.',
  ),
];

const registrations: Service[] = [
  s(
    'startup-india-registration',
    'Startup India Registration',
    'DPIIT recognition for tax holidays, easier compliance and government schemes.',
  ),
  s(
    'trade-license',
    'Trade Licence',
    'The municipal licence to carry on a trade or business from your premises.',
  ),
  s(
    'shop-act-registration',
    'Shop Act Registration',
    'Registration under your state’s Shops and Establishments Act.',
  ),
  s(
    'udyam-registration',
    'Udyam Registration',
    'MSME registration for priority lending, subsidies and delayed-payment protection.',
  ),
  s(
    'digital-signature-certificate',
    'Digital Signature Certificate',
    'A Class 3 DSC for MCA, GST and income tax filings and e-tenders.',
  ),
  s('fssai-registration', 'FSSAI Registration', 'Basic food registration for small food businesses.'),
  s(
    'fssai-license',
    'FSSAI Licence',
    'State or central food licence for manufacturers, importers and larger traders.',
  ),
  s(
    'halal-certification',
    'Halal Certification',
    'Halal certification for food, cosmetics and pharmaceutical products.',
  ),
  s('drug-license', 'Drug Licence', 'Retail and wholesale drug licences for pharmacies and distributors.'),
  s('iec-registration', 'Import Export Code (IEC)', 'The DGFT code every importer and exporter needs.'),
  s(
    'icegate-registration',
    'ICEGATE Registration',
    'Registration on the customs e-filing portal for shipping bills and bills of entry.',
  ),
  s(
    'apeda-registration',
    'APEDA Registration',
    'Registration-cum-membership for exporters of scheduled agricultural products.',
  ),
  s(
    'rcmc-registration',
    'RCMC Registration',
    'Registration-cum-membership certificate from an export promotion council.',
  ),
  s(
    'iso-certification',
    'ISO Certification',
    'ISO 9001, 14001, 27001 and other management-system certification.',
  ),
  s(
    'bis-certification',
    'BIS Certification',
    'Bureau of Indian Standards certification for products under compulsory registration.',
  ),
  s(
    'certificate-of-incumbency',
    'Certificate of Incumbency',
    'A certificate of a company’s directors, shareholders and standing for banks abroad.',
  ),
  s(
    'darpan-registration',
    'NGO Darpan Registration',
    'NITI Aayog’s NGO Darpan ID, needed for government grants.',
  ),
  s(
    'tn-rera-agent-registration',
    'TN RERA Registration for Agents',
    'Registration of real estate agents with the Tamil Nadu RERA.',
  ),
  s('pf-registration', 'PF Registration', 'EPFO registration once you employ 20 or more people.'),
  s('esi-registration', 'ESI Registration', 'ESIC registration for employers with 10 or more employees.'),
  s(
    'professional-tax-registration',
    'Professional Tax Registration',
    'Enrolment and registration for professional tax in states that levy it.',
  ),
  s(
    '12a-registration',
    '12A Registration',
    'Income tax exemption for trusts, societies and Section 8 companies.',
  ),
  s('80g-registration', '80G Registration', 'Lets your donors deduct their donations from taxable income.'),
  s(
    '12a-80g-registration',
    '12A and 80G Registration',
    'Both registrations in one application, for new NGOs.',
  ),
  s('barcode-registration', 'Barcode Registration', 'GS1 India barcodes for products sold in retail.'),
];

const trademark: Service[] = [
  s('trademark-registration', 'Trademark Registration', 'Protect your brand name and logo across India.'),
  s(
    'trademark-objection',
    'Trademark Objection',
    'A reply to the examiner’s objection, drafted by specialists.',
  ),
  s(
    'trademark-certificate',
    'Trademark Certificate',
    'Follow-up until the registration certificate is issued.',
  ),
  s('trademark-renewal', 'Trademark Renewal', 'Renew your mark every 10 years and keep your rights alive.'),
  s('trademark-transfer', 'Trademark Transfer', 'Assignment of a registered or pending mark to a new owner.'),
  s('international-trademark', 'International Trademark', 'Protection abroad through the Madrid Protocol.'),
  s(
    'usa-trademark-registration',
    'USA Trademark Registration',
    'Filing with the USPTO for brands selling in the US.',
  ),
  s(
    'trademark-protection',
    'Trademark Protection',
    'Watching, opposing and enforcing against copycat marks.',
  ),
];

const gst: Service[] = [
  s(
    'gst-registration',
    'GST Registration',
    'Your GSTIN, with the application filed and followed up for you.',
  ),
  s('gst-return-filing', 'GST Return Filing', 'GSTR-1 and GSTR-3B filed on time, every month or quarter.'),
  s('gstr-9-annual-return', 'GST Annual Return (GSTR-9)', 'The annual return, reconciled with your books.'),
  s(
    'gst-amendment',
    'GST Amendment',
    'Changes to your GST registration: address, partners, business details.',
  ),
  s('gst-revocation', 'GST Revocation', 'Restore a cancelled GST registration.'),
  s('gst-lut-form', 'GST LUT Form', 'A Letter of Undertaking to export without paying IGST.'),
  s('gst-notice', 'GST Notice', 'Replies to GST notices and representation before the officer.'),
  s(
    'gst-e-invoicing-software',
    'GST E-Invoicing Software',
    'Generate IRN and QR codes for e-invoices from your sales.',
  ),
  s(
    'gst-invoicing-filing-software',
    'GST Invoicing and Filing Software',
    'Invoicing, reconciliation and return filing in one tool.',
  ),
  s(
    'gst-registration-for-foreigners',
    'GST Registration for Foreigners',
    'GST registration for non-resident taxable persons.',
  ),
  s('gstr-10', 'GSTR-10 Final Return', 'The final return after your GST registration is cancelled.'),
];

const incomeTax: Service[] = [
  s('income-tax-e-filing', 'Income Tax E-Filing', 'Your income tax return prepared, checked and e-filed.'),
  s('business-tax-filing', 'Business Tax Filing', 'Tax returns for proprietors, firms, LLPs and companies.'),
  s('itr-1', 'ITR-1 Filing', 'Sahaj: salary, one house property and other income up to ₹50 lakh.'),
  s('itr-2', 'ITR-2 Filing', 'For capital gains, more than one house property or foreign income.'),
  s('itr-3', 'ITR-3 Filing', 'For income from a business or profession.'),
  s('itr-4', 'ITR-4 Filing', 'Sugam: presumptive income of businesses and professionals.'),
  s('itr-5', 'ITR-5 Filing', 'For firms, LLPs, AOPs and BOIs.'),
  s('itr-6', 'ITR-6 Filing', 'For companies not claiming exemption under section 11.'),
  s('itr-7', 'ITR-7 Filing', 'For trusts, political parties and institutions claiming exemption.'),
  s('15ca-15cb-filing', '15CA-15CB Filing', 'Chartered accountant certificates for payments abroad.'),
  s('tan-registration', 'TAN Registration', 'The tax deduction account number every deductor needs.'),
  s('tds-return-filing', 'TDS Return Filing', 'Quarterly TDS returns and Form 16/16A issued on time.'),
  s('income-tax-notice', 'Income Tax Notice', 'Replies to income tax notices, from routine to scrutiny.'),
];

const mca: Service[] = [
  s(
    'company-compliance',
    'Company Compliance',
    'Annual filings, board meetings and registers for private companies.',
  ),
  s('llp-compliance', 'LLP Compliance', 'Form 8 and Form 11, filed on time every year.'),
  s('opc-compliance', 'OPC Compliance', 'Annual compliance for One Person Companies.'),
  s('din-ekyc', 'DIN eKYC', 'The yearly DIR-3 KYC that keeps a director’s DIN active.'),
  s('din-reactivation', 'DIN Reactivation', 'Reactivate a DIN deactivated for a missed KYC.'),
  s('director-change', 'Change in Directors', 'Appoint a director with DIR-12 and the resolutions it needs.'),
  s('remove-director', 'Remove Director', 'Resignation or removal of a director, filed correctly.'),
  s('adt-1-filing', 'ADT-1 Filing', 'Notice of the auditor’s appointment to the registrar.'),
  s('dpt-3-filing', 'DPT-3 Filing', 'The annual return of deposits and outstanding loans.'),
  s('llp-form-11', 'LLP Form 11', 'The annual return of an LLP, due by 30 May.'),
  s('moa-amendment', 'MOA Amendment', 'Change your company’s objects, name or capital clause.'),
  s('aoa-amendment', 'AOA Amendment', 'Change your articles of association.'),
  s(
    'authorized-capital-increase',
    'Increase in Authorized Capital',
    'Raise the authorized capital before issuing more shares.',
  ),
  s('share-transfer', 'Share Transfer', 'Transfer of shares with SH-4, stamp duty and register updates.'),
  s(
    'inc-20a-commencement',
    'INC-20A Commencement of Business',
    'The declaration a new company must file within 180 days.',
  ),
];

const compliance: Service[] = [
  s('fssai-renewal', 'FSSAI Renewal', 'Renew your food licence before it lapses.'),
  s('fssai-return', 'FSSAI Return', 'Annual and half-yearly returns for food businesses.'),
  s('pf-return', 'PF Return', 'Monthly ECR returns and challans for provident fund.'),
  s('esi-return', 'ESI Return', 'Monthly ESI contributions and half-yearly returns.'),
  s(
    'professional-tax-return',
    'Professional Tax Return',
    'Professional tax returns and payments for your staff.',
  ),
  s('bookkeeping', 'Bookkeeping', 'Monthly books kept in Tally or Zoho, ready for GST and audit.'),
  s('hr-payroll', 'HR and Payroll', 'Payroll, payslips and statutory deductions every month.'),
];

const slugs = (services: Service[], count = services.length) => services.slice(0, count).map((x) => x.slug);

export const categories: Category[] = [
  {
    id: 'startup',
    menuName: 'StartUp',
    title: 'StartUp Services',
    path: '/startup',
    serviceSegment: 'startup',
    headline: 'Choose the right structure for your business',
    intro:
      'From a sole proprietorship to a private limited company, we register your business and get it ready to trade.',
    services: startup,
    cardSlugs: slugs(startup),
    mobileSlugs: slugs(startup, 5),
  },
  {
    id: 'registrations',
    menuName: 'Registrations',
    title: 'Registrations & Licences',
    path: '/registrations',
    serviceSegment: 'registrations',
    headline: 'Every licence and registration your business needs',
    intro: 'We file, follow up and hand you the certificate, so you can get on with running your business.',
    services: registrations,
    cardSlugs: [
      'startup-india-registration',
      'udyam-registration',
      'trade-license',
      'shop-act-registration',
      'fssai-registration',
      'iec-registration',
      'digital-signature-certificate',
      'iso-certification',
      'pf-registration',
      'esi-registration',
    ],
    mobileSlugs: [
      'startup-india-registration',
      'udyam-registration',
      'fssai-registration',
      'iec-registration',
    ],
  },
  {
    id: 'trademark',
    menuName: 'Trademark',
    title: 'Trademark Services',
    path: '/trademark',
    serviceSegment: 'trademark',
    headline: 'Protect your brand',
    intro: 'Search, filing, objections and renewals: we protect your name and logo in India and abroad.',
    services: trademark,
    cardSlugs: slugs(trademark),
    mobileSlugs: ['trademark-registration', 'trademark-objection', 'trademark-renewal'],
  },
  {
    id: 'gst',
    menuName: 'GST',
    title: 'GST Services',
    path: '/gst',
    serviceSegment: 'gst',
    headline: 'GST registration, returns and notices',
    intro:
      'Registration in days, returns filed on time and notices answered by people who do this every day.',
    services: gst,
    cardSlugs: slugs(gst, 10),
    mobileSlugs: ['gst-registration', 'gst-return-filing', 'gstr-9-annual-return', 'gst-notice'],
  },
  {
    id: 'income-tax',
    menuName: 'IncomeTax',
    title: 'Income Tax Services',
    path: '/income-tax',
    serviceSegment: 'incometax',
    headline: 'Income tax returns, TDS and notices',
    intro: 'Returns for individuals and businesses, TDS compliance and replies to the department.',
    services: incomeTax,
    cardSlugs: [
      'income-tax-e-filing',
      'business-tax-filing',
      'itr-1',
      'itr-2',
      'itr-3',
      'itr-4',
      '15ca-15cb-filing',
      'tan-registration',
      'tds-return-filing',
      'income-tax-notice',
    ],
    mobileSlugs: ['income-tax-e-filing', 'business-tax-filing', 'tds-return-filing', 'income-tax-notice'],
  },
  {
    id: 'mca',
    menuName: 'MCA',
    title: 'MCA / ROC Compliance',
    path: '/mca',
    serviceSegment: 'mca',
    headline: 'Company law filings, on time',
    intro: 'Annual returns, director changes and every event-based filing with the Registrar of Companies.',
    services: mca,
    cardSlugs: [
      'company-compliance',
      'llp-compliance',
      'opc-compliance',
      'din-ekyc',
      'director-change',
      'adt-1-filing',
      'dpt-3-filing',
      'moa-amendment',
      'authorized-capital-increase',
      'inc-20a-commencement',
    ],
    mobileSlugs: ['company-compliance', 'llp-compliance', 'din-ekyc', 'director-change'],
  },
  {
    id: 'compliance',
    menuName: 'Compliance',
    title: 'Compliance Services',
    path: '/compliance',
    serviceSegment: 'compliance',
    headline: 'Ongoing compliance, handled',
    intro: 'Payroll, provident fund, ESI, professional tax and books, done every month without reminders.',
    services: compliance,
    cardSlugs: slugs(compliance),
    mobileSlugs: ['bookkeeping', 'hr-payroll', 'pf-return', 'esi-return'],
  },
];

export const categoryById = (id: string): Category | undefined => categories.find((c) => c.id === id);

/** The category a URL segment names: its page path (/gst), its menu segment (incometax) or its id. */
export function categoryForSegment(segment: string): Category | undefined {
  const x = segment.toLowerCase();
  return categories.find((c) => c.id === x || c.serviceSegment === x || c.path === `/${x}`);
}

export function findService(slug: string): { category: Category; service: Service } | undefined {
  for (const category of categories) {
    const service = category.services.find((x) => x.slug === slug);
    if (service) return { category, service };
  }
  return undefined;
}

/** The canonical address of a service page (spec 2.1: menu links). */
export const servicePath = (category: Category, slug: string) =>
  `/service/${category.serviceSegment}/${slug}`;

export const allServices = () =>
  categories.flatMap((category) => category.services.map((service) => ({ category, service })));

/** Dropdown layout of the desktop mega-menu (spec 2.3). */
export function megaMenuLayout(serviceCount: number): { columns: number; widthPx: number } {
  const columns = serviceCount <= 6 ? 2 : serviceCount <= 12 ? 3 : 4;
  const widthPx = serviceCount <= 6 ? 400 : serviceCount <= 12 ? 600 : serviceCount <= 18 ? 800 : 900;
  return { columns, widthPx };
}

const ACRONYMS = new Set([
  'gst',
  'itr',
  'llp',
  'opc',
  'tds',
  'tan',
  'mca',
  'roc',
  'din',
  'iec',
  'fssai',
  'esi',
  'pf',
  'iso',
  'bis',
  'apeda',
  'rcmc',
  'dsc',
  'lut',
  'moa',
  'aoa',
  'adt',
  'dpt',
  'inc',
  'gstr',
  'nri',
  'usa',
  'hr',
  'tn',
  'rera',
]);

/**
 * spec 2.7: the title is the slug with each hyphen-separated word capitalised ('Professional
 * Service' without one). Known abbreviations stay in capitals; a catalogue slug gets its full name.
 */
export function serviceTitle(slug: string | undefined): string {
  if (!slug) return 'Professional Service';
  const known = findService(slug);
  if (known) return known.service.name;
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) =>
      ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** Service choices of the inquiry form (spec 5). */
export const inquiryServiceChoices = [
  'GST',
  'ITR',
  'TDS',
  'StartUp',
  'Registrations',
  'Trademark',
  'IncomeTax',
  'MCA',
  'Compliance',
  'Other',
] as const;
