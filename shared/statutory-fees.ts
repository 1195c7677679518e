/**
 * Rates and fees the law sets, not the firm: the GST on our professional fees, and the government
 * fees some services carry. Each figure names where it comes from and when it was last checked;
 * where no official figure was found the site says "at actuals" and shows no number.
 *
 * Sources link the official text where one was found (the Gazette, the CBIC); the rest are
 * publishers' copies, which the pages label as copies (`shared/source-links.ts`). No official copy
 * of the Trade Marks Rules' First Schedule was found: re-check the fees on ipindia.gov.in, and
 * update `checked` when you do.
 */

export interface FeeSource {
  title: string;
  url: string;
}

/**
 * GST on the firm's professional fees, in whole percent: CGST 9% + SGST 9% within a state, or IGST
 * 18% between states (docs/product.md#prices). A constant of its own, so code that needs only the
 * rate does not carry the sources below.
 */
export const GST_PERCENT = 18;

/** Where GST_PERCENT comes from. */
export const GST_ON_PROFESSIONAL_FEES = {
  percent: GST_PERCENT,
  basis:
    'Legal and accounting services (SAC heading 9982) and other professional, technical and business services (heading 9983, item (ii)): central tax 9% under Notification No. 11/2017-Central Tax (Rate) of 28 June 2017 (G.S.R. 690(E)), as amended, most recently by Notification No. 15/2025-Central Tax (Rate) of 17 September 2025; state tax 9% alongside, or integrated tax 18% on inter-state supplies.',
  sources: [
    {
      title: 'Notification No. 11/2017-Central Tax (Rate), 28 June 2017, as first issued',
      url: 'https://cbic-gst.gov.in/pdf/central-tax-rate/notfctn-11-2017-cgst-rate-english.pdf',
    },
    {
      title:
        'Heading 9983 (ii), other professional, technical and business services: CGST 9%, SGST 9%, IGST 18%',
      url: 'https://findgst.in/saclist/9983',
    },
    {
      title: 'Heading 9982, legal and accounting services: 18%',
      url: 'https://indiafilings.com/learn/sac-code-gst-rate-for-legal-accounting-and-professional-services',
    },
    {
      title:
        'Notification No. 15/2025-Central Tax (Rate), 17 September 2025 (Gazette text), amending 11/2017',
      url: 'https://egazette.gov.in/WriteReadData/2025/266220.pdf',
    },
  ] satisfies FeeSource[],
  checked: '2026-11-23',
} as const;

/** "FY 2026-27": the financial year a check of the figures was made in, which they are stated for. */
const yearOfCheck = (checked: string): string => {
  const [y, m] = checked.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `FY ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The year and instrument of the GST rate on our fees, for the pages that state it. */
export const GST_ON_FEES_PROVENANCE = {
  year: yearOfCheck(GST_ON_PROFESSIONAL_FEES.checked),
  source: 'Notification No. 11/2017-Central Tax (Rate), as amended (SAC headings 9982 and 9983)',
} as const;

/** One government fee with a published figure. */
export interface FixedFee {
  /** What is paid, e.g. "Application (Form TM-A), e-filed, per class". */
  item: string;
  /** Who pays this amount, when it depends on the applicant. */
  applicant?: string;
  rupees: number;
}

/** The government fees of one service. */
export interface GovernmentFees {
  /** A sentence shown above the figures, or alone when there are none. */
  summary: string;
  fees: FixedFee[];
  sources: FeeSource[];
  /** The day the figures were last checked against the sources (YYYY-MM-DD). */
  checked?: string;
}

const trademarkRulesSources: FeeSource[] = [
  {
    title: 'Trade Marks Rules, 2017, First Schedule (reproduced)',
    url: 'https://mumbaitrademark.com/download-forms/',
  },
  {
    title: 'Revised trademark fees under the Trade Marks Rules, 2017',
    url: 'https://www.bananaip.com/ip-news-center/highlights-trademark-rules-2017-part-1-revised-trademark-fees-comparison-trademark-rules-2002/',
  },
];

const trademarkChecked = '2026-11-23';

/** Company and LLP incorporation: MCA fees and stamp duty depend on the state and the capital. */
const incorporation: GovernmentFees = {
  summary:
    'Government fees and stamp duty at actuals, by state: they depend on the state of the registered office and the capital, and we tell you the amount before we file.',
  fees: [],
  sources: [],
};

/** Government fees by service slug; services not listed get `atActuals`. */
export const governmentFeesBySlug: Record<string, GovernmentFees> = {
  'trademark-registration': {
    summary:
      'The Trade Marks Registry’s fee for an application, under the First Schedule to the Trade Marks Rules, 2017, for each class and each mark:',
    fees: [
      {
        item: 'Application (Form TM-A), e-filed',
        applicant: 'Individual, startup or small enterprise',
        rupees: 4500,
      },
      { item: 'Application (Form TM-A), e-filed', applicant: 'Any other applicant', rupees: 9000 },
    ],
    sources: trademarkRulesSources,
    checked: trademarkChecked,
  },
  'trademark-renewal': {
    summary:
      'The Trade Marks Registry’s renewal fee, under the First Schedule to the Trade Marks Rules, 2017, for each class (a surcharge applies to late renewal):',
    fees: [{ item: 'Renewal (Form TM-R), e-filed', rupees: 9000 }],
    sources: trademarkRulesSources,
    checked: trademarkChecked,
  },
  'trademark-transfer': {
    summary:
      'The Trade Marks Registry’s fee to record a new owner after an assignment or transfer, under the First Schedule to the Trade Marks Rules, 2017, for each mark:',
    fees: [{ item: 'Request to register a subsequent proprietor (Form TM-P), e-filed', rupees: 9000 }],
    sources: trademarkRulesSources,
    checked: trademarkChecked,
  },
  'private-limited-company': incorporation,
  'one-person-company': incorporation,
  'llp-registration': incorporation,
  'public-limited-company': incorporation,
  'section-8-company': incorporation,
  'producer-company': incorporation,
  'indian-subsidiary': incorporation,
};

/** Every other service: no figure is stated. */
export const atActuals: GovernmentFees = {
  summary: 'Government fees, where the service has any, at actuals: we tell you the amount before we file.',
  fees: [],
  sources: [],
};

/** The year and instruments of a service's government fees; none when the page states no figure. */
export const governmentFeesProvenance = (fees: GovernmentFees): { year: string; source: string } | null =>
  fees.checked && fees.fees.length > 0
    ? { year: yearOfCheck(fees.checked), source: fees.sources.map((s) => s.title).join('; ') }
    : null;

export const governmentFeesFor = (slug: string | undefined): GovernmentFees =>
  (slug && governmentFeesBySlug[slug]) || atActuals;
