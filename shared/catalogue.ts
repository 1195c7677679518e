/**
 * The service catalogue: every category and service, with slugs and full names.
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
}

export interface Category {
  id: CategoryId;
  /** The name in the desktop menu and the inquiry dialog's tag on the category page. */
  menuName: string;
  /** The breadcrumb and page title. */
  title: string;
  /** The category page's path. */
  path: `/${string}`;
  /** The segment of menu links: /service/{menuName lowercased}/{slug}. */
  serviceSegment: string;
  services: Service[];
  /** Slugs of the services on the category page (docs/product.md#category-pages has the counts). */
  cardSlugs: string[];
  /** Slugs in the mobile menu, a shorter list than desktop. */
  mobileSlugs: string[];
}

// A service's one-sentence summary is in service-summaries.ts: only the pages that show it load it.
const s = (slug: string, name: string): Service => ({ slug, name });

const startup: Service[] = [
  s('proprietorship-registration', 'Proprietorship Registration'),
  s('partnership-firm-registration', 'Partnership Firm Registration'),
  s('one-person-company', 'One Person Company Registration'),
  s('llp-registration', 'LLP Registration'),
  s('private-limited-company', 'Private Limited Company Registration'),
  s('section-8-company', 'Section 8 Company Registration'),
  s('trust-registration', 'Trust Registration'),
  s('public-limited-company', 'Public Limited Company Registration'),
  s('producer-company', 'Producer Company Registration'),
  s('indian-subsidiary', 'Indian Subsidiary Registration'),
];

const registrations: Service[] = [
  s('startup-india-registration', 'Startup India Registration'),
  s('trade-license', 'Trade Licence'),
  s('shop-act-registration', 'Shop Act Registration'),
  s('udyam-registration', 'Udyam Registration'),
  s('digital-signature-certificate', 'Digital Signature Certificate'),
  s('fssai-registration', 'FSSAI Registration'),
  s('fssai-license', 'FSSAI Licence'),
  s('halal-certification', 'Halal Certification'),
  s('drug-license', 'Drug Licence'),
  s('iec-registration', 'Import Export Code (IEC)'),
  s('icegate-registration', 'ICEGATE Registration'),
  s('apeda-registration', 'APEDA Registration'),
  s('rcmc-registration', 'RCMC Registration'),
  s('iso-certification', 'ISO Certification'),
  s('bis-certification', 'BIS Certification'),
  s('certificate-of-incumbency', 'Certificate of Incumbency'),
  s('darpan-registration', 'NGO Darpan Registration'),
  s('tn-rera-agent-registration', 'TN RERA Registration for Agents'),
  s('pf-registration', 'PF Registration'),
  s('esi-registration', 'ESI Registration'),
  s('professional-tax-registration', 'Professional Tax Registration'),
  s('12a-registration', '12A Registration'),
  s('80g-registration', '80G Registration'),
  s('12a-80g-registration', '12A and 80G Registration'),
  s('barcode-registration', 'Barcode Registration'),
];

const trademark: Service[] = [
  s('trademark-registration', 'Trademark Registration'),
  s('trademark-objection', 'Trademark Objection'),
  s('trademark-certificate', 'Trademark Certificate'),
  s('trademark-renewal', 'Trademark Renewal'),
  s('trademark-transfer', 'Trademark Transfer'),
  s('international-trademark', 'International Trademark'),
  s('usa-trademark-registration', 'USA Trademark Registration'),
  s('trademark-protection', 'Trademark Protection'),
];

const gst: Service[] = [
  s('gst-registration', 'GST Registration'),
  s('gst-return-filing', 'GST Return Filing'),
  s('gstr-9-annual-return', 'GST Annual Return (GSTR-9)'),
  s('gst-amendment', 'GST Amendment'),
  s('gst-revocation', 'GST Revocation'),
  s('gst-lut-form', 'GST LUT Form'),
  s('gst-notice', 'GST Notice'),
  s('gst-e-invoicing-software', 'GST E-Invoicing Software'),
  s('gst-invoicing-filing-software', 'GST Invoicing and Filing Software'),
  s('gst-registration-for-foreigners', 'GST Registration for Foreigners'),
  s('gstr-10', 'GSTR-10 Final Return'),
];

const incomeTax: Service[] = [
  s('income-tax-e-filing', 'Income Tax E-Filing'),
  s('business-tax-filing', 'Business Tax Filing'),
  s('itr-1', 'ITR-1 Filing'),
  s('itr-2', 'ITR-2 Filing'),
  s('itr-3', 'ITR-3 Filing'),
  s('itr-4', 'ITR-4 Filing'),
  s('itr-5', 'ITR-5 Filing'),
  s('itr-6', 'ITR-6 Filing'),
  s('itr-7', 'ITR-7 Filing'),
  s('15ca-15cb-filing', '15CA-15CB Filing'),
  s('tan-registration', 'TAN Registration'),
  s('tds-return-filing', 'TDS Return Filing'),
  s('income-tax-notice', 'Income Tax Notice'),
];

const mca: Service[] = [
  s('company-compliance', 'Company Compliance'),
  s('llp-compliance', 'LLP Compliance'),
  s('opc-compliance', 'OPC Compliance'),
  s('din-ekyc', 'DIN eKYC'),
  s('din-reactivation', 'DIN Reactivation'),
  s('director-change', 'Change in Directors'),
  s('remove-director', 'Remove Director'),
  s('adt-1-filing', 'ADT-1 Filing'),
  s('dpt-3-filing', 'DPT-3 Filing'),
  s('llp-form-11', 'LLP Form 11'),
  s('moa-amendment', 'MOA Amendment'),
  s('aoa-amendment', 'AOA Amendment'),
  s('authorized-capital-increase', 'Increase in Authorized Capital'),
  s('share-transfer', 'Share Transfer'),
  s('inc-20a-commencement', 'INC-20A Commencement of Business'),
];

const compliance: Service[] = [
  s('fssai-renewal', 'FSSAI Renewal'),
  s('fssai-return', 'FSSAI Return'),
  s('pf-return', 'PF Return'),
  s('esi-return', 'ESI Return'),
  s('professional-tax-return', 'Professional Tax Return'),
  s('bookkeeping', 'Bookkeeping'),
  s('hr-payroll', 'HR and Payroll'),
];

const slugs = (services: Service[], count = services.length) => services.slice(0, count).map((x) => x.slug);

export const categories: Category[] = [
  {
    id: 'startup',
    menuName: 'StartUp',
    title: 'StartUp Services',
    path: '/startup',
    serviceSegment: 'startup',
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

/** The canonical address of a service page, the one menu links use. */
export const servicePath = (category: Category, slug: string) =>
  `/service/${category.serviceSegment}/${slug}`;

export const allServices = () =>
  categories.flatMap((category) => category.services.map((service) => ({ category, service })));

/** Dropdown layout of the desktop mega-menu: columns and width grow with the service count. */
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
 * A service page's title: the slug with each hyphen-separated word capitalised ('Professional
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
