/**
 * The statutory due dates the firm tracks for its clients, as data: what is due, from whom, by
 * when, and the provision that says so. `calendar.ts` turns these rules into dates.
 *
 * Every date here is the date the law states. When it falls on a Sunday or a holiday the
 * calendar still shows that statutory date and does not guess a later one; when the government
 * extends a date it does so by notification, which `applyExtensions` records.
 *
 * The rules describe the law as it applies from FY 2025-26; a rule that changed earlier is given
 * back to the change where the earlier text was read, so this is not a history of past due dates.
 *
 * Each rule links the official text of its provisions (`sourceUrls`): the Gazette, CBIC, the
 * Income Tax Department, MCA, EPFO, ESIC or India Code. Where no official copy could be found the
 * rule names the instrument and links a publisher's copy, which the calendar and its feed label as
 * a copy (`shared/source-links.ts`).
 * Financial years run from 1 April to 31 March; "FY 2026" in the code means FY 2026-27.
 */

/** When the rules below were last checked against their sources. */
export const CALENDAR_LAST_CHECKED = '2026-11-23';

export const complianceKinds = [
  'gst',
  'tds-tcs',
  'advance-tax',
  'income-tax',
  'pf-esi',
  'company',
  'llp',
] as const;
export type ComplianceKind = (typeof complianceKinds)[number];

/** Labels for the kinds, as a client reads them. */
export const complianceKindLabels: Readonly<Record<ComplianceKind, string>> = {
  gst: 'GST',
  'tds-tcs': 'TDS and TCS',
  'advance-tax': 'Advance tax',
  'income-tax': 'Income-tax return',
  'pf-esi': 'PF and ESI',
  company: 'Company law (MCA)',
  llp: 'LLP',
};

/**
 * A due date counted from the end of the period it covers: `monthsAfter` 1 is the month after the
 * period ends (for a financial year, April), `day` the day of that month (the last day when the
 * month is shorter), and `plusDays` days added after that.
 */
export interface DueDay {
  monthsAfter: number;
  day: number;
  plusDays?: number;
}

/** How often a return falls due and when, for each kind of period. */
export type Schedule =
  /** Every calendar month; `onlyMonths: 'first-two-of-quarter'` keeps April, May, July, August, October, November, January and February. */
  | { every: 'month'; due: DueDay; marchDue?: DueDay; onlyMonths?: 'first-two-of-quarter' }
  /** Every quarter of the financial year (April-June, July-September, October-December, January-March). */
  | { every: 'quarter'; due: DueDay | readonly [DueDay, DueDay, DueDay, DueDay] }
  /** Every half of the financial year (April-September, October-March). */
  | { every: 'half-year'; due: readonly [DueDay, DueDay] }
  /** Once for each financial year, after it ends. */
  | { every: 'year'; due: DueDay }
  /** Dates inside the financial year itself (advance tax). `month` is the calendar month. */
  | { every: 'year-instalments'; instalments: readonly { month: number; day: number; label: string }[] }
  /** A number of days after the annual general meeting that adopts the year's accounts. */
  | { every: 'year-after-agm'; days: number };

/** A later version of a rule: from financial year `fromFy` on, these fields replace the rule's own. */
export interface RuleEra {
  fromFy: number;
  form?: string;
  rule?: string;
  appliesTo?: string;
  schedule?: Schedule;
  source: string;
  sourceUrls: readonly string[];
  note?: string;
  reviewNote?: string;
}

export interface DueDateRule {
  /** Stable: calendar entries are named after it, so changing it duplicates events in subscribed calendars. */
  id: string;
  kind: ComplianceKind;
  form: string;
  /** Who must file or pay. */
  appliesTo: string;
  /** The rule in plain words. */
  rule: string;
  schedule: Schedule;
  /** The provision: section, rule, paragraph or notification. */
  source: string;
  /** Where the provision was read. */
  sourceUrls: readonly string[];
  /** Shown with every date of the rule: what a reader needs besides the rule itself. */
  note?: string;
  /**
   * For the firm only, never shown or published: what is not yet confirmed from the official text
   * (`npm run check:content` lists these). A test keeps every one out of the calendar and its feed.
   */
  reviewNote?: string;
  /** The rule applies only to periods in these financial years (by their starting year). */
  firstFy?: number;
  lastFy?: number;
  /** Only for taxpayers registered in these GST state codes (GSTR-3B quarterly). */
  stateCodes?: readonly string[];
  /** Told apart from another rule for the same form and period: "states due on the 22nd". */
  variant?: string;
  eras?: readonly RuleEra[];
}

/**
 * GSTR-3B quarterly, 22nd: Chhattisgarh, Madhya Pradesh, Gujarat, Maharashtra, Karnataka, Goa,
 * Kerala, Tamil Nadu, Telangana, Andhra Pradesh, and the union territories of Daman and Diu and
 * Dadra and Nagar Haveli, Puducherry, Andaman and Nicobar Islands and Lakshadweep.
 */
export const GSTR3B_22ND_STATE_CODES = [
  '22',
  '23',
  '24',
  '27',
  '29',
  '30',
  '32',
  '33',
  '36',
  '37',
  '28',
  '25',
  '26',
  '34',
  '35',
  '31',
] as const;

/**
 * GSTR-3B quarterly, 24th: Himachal Pradesh, Punjab, Uttarakhand, Haryana, Rajasthan, Uttar Pradesh,
 * Bihar, Sikkim, Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura, Meghalaya, Assam, West
 * Bengal, Jharkhand, Odisha, and the union territories of Jammu and Kashmir, Ladakh, Chandigarh and
 * Delhi.
 */
export const GSTR3B_24TH_STATE_CODES = [
  '02',
  '03',
  '05',
  '06',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '01',
  '38',
  '04',
  '07',
] as const;

/** The CBIC's tax information portal: the CGST Act and Rules as in force. */
const CBIC_GST = 'https://taxinformation.cbic.gov.in/content/html/tax_repository/gst';
const CGST_S37 = `${CBIC_GST}/acts/2017_CGST_act/active/chapter9/section37_v1.00.html`;
const CGST_S39 = `${CBIC_GST}/acts/2017_CGST_act/active/chapter9/section39_v1.00.html`;
const cgstRule = (n: number) => `${CBIC_GST}/rules/cgst_rules/active/chapter8/rule${n}_v1.00.html`;
const CGST_R59 = cgstRule(59);
const CGST_R61 = cgstRule(61);
const CGST_R62 = cgstRule(62);
const CGST_R80 = cgstRule(80);
/** Notification No. 83/2020-Central Tax, as the GST Council's secretariat publishes it. */
const NOTIFICATION_83_2020 =
  'https://gstcouncil.gov.in/sites/default/files/2024-05/notfctn-83-central-tax-english-2020.pdf';

/** The Income Tax Department's pages of the Income-tax Rules, 1962. */
const IT_R30 = 'https://www.incometaxindia.gov.in/w/rule-30-7';
const IT_R31A =
  'https://www.incometaxindia.gov.in/documents/20117/42998/Rule-31A_2025-12-13_12-26-43_d99bf8_en.pdf';
const IT_R31AA = 'https://www.incometaxindia.gov.in/w/rule-31aa';
const IT_R37CA = 'https://www.incometaxindia.gov.in/w/rule-37ca';
/** The department's page on Forms 16 and 16A; rule 31 and Notification No. 42/2017 were found only in copies. */
const IT_FORM16_PAGE = 'https://www.incometaxindia.gov.in/w/form-16-and-form-16a';
const IT_R31 = 'https://caclubindia.com/forum/notice-of-penalty-under-sec-272a-2-g-314964.asp';
const IT_FORM16_15JUNE = 'https://caclub.in/cbdt-extends-due-date-for-form-16-from-31-may-to-15-june/';
/** The Income-tax Rules, 2026 as notified on 20 March 2026, on the Income Tax Department's e-filing site. */
const IT_RULES_2026 =
  'https://www.incometax.gov.in/iec/foportal/sites/default/files/2026-03/En-Notified-IT-Rules-2026-20-03-2026.pdf';
const IT_RULES_2026_R218 = 'https://www.incometaxindia.gov.in/w/rule-218-1';
const IT_RULES_2026_R215 = 'https://www.incometaxindia.gov.in/w/rule-215-1';
/**
 * The quarterly TDS statement's due dates (rule 31A(2) of 1962), which the 2026 Rules give TCS
 * statements too (rule 219(4)): 31 July, 31 October, 31 January and 31 May.
 */
const QUARTERLY_STATEMENT_DUE: Schedule = {
  every: 'quarter',
  due: [
    { monthsAfter: 1, day: 31 },
    { monthsAfter: 1, day: 31 },
    { monthsAfter: 1, day: 31 },
    { monthsAfter: 2, day: 31 },
  ],
};
/** The Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026), as published in the Gazette of India. */
const IT_RULES_2026_GAZETTE = 'https://egazette.gov.in/WriteReadData/2026/271092.pdf';
/** What the firm must still do for a date read from the 2026 Rules in a copy rather than in the Gazette. */
const CONFIRM_IN_GAZETTE =
  'Read in a text extract of the official PDF of the Income-tax Rules, 2026 (as on 22 June 2026), not in the Gazette copy itself: confirm the rule there.';
const IT_S211 = 'https://www.incometaxindia.gov.in/w/section-211-64';
const IT_S206C = 'https://www.incometaxindia.gov.in/w/section-206c-36';
/** The Income-tax Act, 2025 as amended by the Finance Act, 2026 (the Income Tax Department's copy). */
const IT_ACT_2025_AS_AMENDED =
  'https://www.incometaxindia.gov.in/documents/d/guest/income_tax_act_2025_as_amended_by_fa_act_2026-pdf';
const IT2025_S408 = 'https://www.incometaxindia.gov.in/w/section-408-5';
const IT2025_S394 = 'https://www.incometaxindia.gov.in/w/section-394-5';
const IT2025_S263 = 'https://www.incometaxindia.gov.in/w/section-263-72';
/** The Finance Act, 2026 (No. 4 of 2026), Gazette of India, Extraordinary, 31 March 2026. */
const FINANCE_ACT_2026 = 'https://egazette.gov.in/WriteReadData/2026/271439.pdf';

/** The EPF Scheme, 1952 as EPFO publishes it. */
const EPF_PARA38 = 'https://www.epfindia.gov.in/site_docs/PDFs/Downloads_PDFs/EPFScheme.pdf';
/** EPFO's press release of 12 January 2016 on the withdrawal of the grace period (the circular itself was not found). */
const EPFO_GRACE_WITHDRAWN = 'https://www.epfindia.gov.in/site_docs/PDFs/Updates/PressRelease_12012016.pdf';
/** ESIC's page on paying contributions; regulation 31's text was found only in a copy. */
const ESIC_CONTRIBUTION = 'https://esic.gov.in/contribution';
const ESI_REG31 = 'http://labourlaw.lemontechnologies.net/Home/KnowledgeSharingDetail?seqNo=14';
/** S.O. 5319(E) of 21 November 2025, bringing the Code on Social Security, 2020 into force. */
const SOCIAL_SECURITY_CODE = 'https://egazette.gov.in/WriteReadData/2025/267882.pdf';

/** The Companies Act, 2013 on India Code. */
const COMPANIES_ACT = 'https://www.indiacode.nic.in/bitstream/123456789/2114/5/A2013-18.pdf';
const COS_S137 = 'http://ebook.mca.gov.in/Actpagedisplay.aspx?PAGENAME=17521';
const COS_S92 = 'http://ebook.mca.gov.in/Actpagedisplay.aspx?PAGENAME=17475';
/** MCA's circular on form DPT-3; the text of rule 16 was found only in a copy. */
const DPT3_CIRCULAR = 'https://www.mca.gov.in/Ministry/pdf/CircularDPT-3Form_12042019.pdf';
const DEPOSIT_R16 = 'https://carohitgupta.com/detail/18787.aspx';
const MSME_ORDER = 'https://www.mca.gov.in/Ministry/pdf/MSMESpecifiedCompanies_22012019.pdf';
const DIR3_KYC_OLD = 'https://www.mca.gov.in/content/mca/global/en/help-faq/faqs/din-related/dir-3-kyc.html';
/** G.S.R. 943(E) was found only in copies. */
const DIR3_KYC_NEW = 'https://www.corpsection.com/2025/12/major-shift-in-director-kyc-mca.html';

/** The LLP Act, 2008 on India Code, the LLP Rules, 2009 as notified, and MCA's pages of the two forms. */
const LLP_ACT = 'https://www.indiacode.nic.in/bitstream/123456789/2023/1/A2009-06.pdf';
const LLP_RULES = 'https://www.mca.gov.in/Ministry/pdf/LLPRulesasnotified.pdf';
const LLP_FORM11 = 'https://www.mca.gov.in/content/mca/global/en/mca/llp-e-filling/Form-11.html';
const LLP_FORM8 = 'https://www.mca.gov.in/content/mca/global/en/mca/llp-e-filling/Form-8.html';

/** The quarterly (QRMP) scheme began with the quarter January-March 2021; it is kept from FY 2021-22. */
const QRMP_FIRST_FY = 2021;

/** The Income-tax Act, 2025 and the Income-tax Rules, 2026 govern periods from 1 April 2026. */
export const NEW_INCOME_TAX_LAW_FY = 2026;

const monthAfter = (day: number): DueDay => ({ monthsAfter: 1, day });

export const dueDateRules: readonly DueDateRule[] = [
  // ---------------------------------------------------------------- GST
  {
    id: 'gstr-1-monthly',
    kind: 'gst',
    form: 'GSTR-1',
    appliesTo: 'Regular GST taxpayers who file returns monthly (not under the quarterly QRMP scheme).',
    rule: 'GSTR-1 (outward supplies), monthly: by the 11th of the following month.',
    schedule: { every: 'month', due: monthAfter(11) },
    source:
      'CGST Act, section 37(1) and CGST Rules, rule 59(1); the 11th is set under section 37 by Notification No. 83/2020-Central Tax.',
    sourceUrls: [CGST_S37, CGST_R59, NOTIFICATION_83_2020],
  },
  {
    id: 'gstr-1-iff',
    kind: 'gst',
    form: 'IFF (Invoice Furnishing Facility)',
    appliesTo:
      'QRMP taxpayers who choose to report B2B invoices for the first two months of a quarter (up to ₹50 lakh a month); optional.',
    rule: 'IFF: from the 1st to the 13th of the month after each of the first two months of a quarter.',
    schedule: { every: 'month', due: monthAfter(13), onlyMonths: 'first-two-of-quarter' },
    source: 'CGST Rules, rule 59(2).',
    sourceUrls: [CGST_R59],
    firstFy: QRMP_FIRST_FY,
  },
  {
    id: 'gstr-1-quarterly',
    kind: 'gst',
    form: 'GSTR-1',
    appliesTo: 'Taxpayers in the QRMP scheme (aggregate turnover up to ₹5 crore) filing GSTR-1 quarterly.',
    rule: 'GSTR-1 quarterly (QRMP): by the 13th of the month after the quarter.',
    schedule: { every: 'quarter', due: monthAfter(13) },
    source:
      'CGST Act, section 37(1) and CGST Rules, rule 59(1); the 13th is set under section 37 by Notification No. 83/2020-Central Tax (Notification No. 74/2020-Central Tax set it for the quarters before 2021).',
    sourceUrls: [CGST_S37, CGST_R59, NOTIFICATION_83_2020],
    firstFy: QRMP_FIRST_FY,
  },
  {
    id: 'gstr-3b-monthly',
    kind: 'gst',
    form: 'GSTR-3B',
    appliesTo: 'Regular GST taxpayers who file GSTR-3B monthly.',
    rule: 'GSTR-3B monthly (summary return and payment): by the 20th of the following month.',
    schedule: { every: 'month', due: monthAfter(20) },
    source: 'CGST Act, section 39(1) and CGST Rules, rule 61(1)(i).',
    sourceUrls: [CGST_S39, CGST_R61],
  },
  {
    id: 'gstr-3b-quarterly-22',
    kind: 'gst',
    form: 'GSTR-3B',
    appliesTo:
      'QRMP taxpayers whose principal place of business is in Chhattisgarh, Madhya Pradesh, Gujarat, Maharashtra, Karnataka, Goa, Kerala, Tamil Nadu, Telangana, Andhra Pradesh, Daman and Diu, Dadra and Nagar Haveli, Puducherry, Andaman and Nicobar Islands or Lakshadweep.',
    rule: 'GSTR-3B quarterly (QRMP), first group of states and union territories: by the 22nd of the month after the quarter.',
    schedule: { every: 'quarter', due: monthAfter(22) },
    source: 'CGST Act, proviso to section 39(1) and CGST Rules, rule 61(1)(ii), table entry 1.',
    sourceUrls: [CGST_S39, CGST_R61],
    firstFy: QRMP_FIRST_FY,
    stateCodes: GSTR3B_22ND_STATE_CODES,
    variant: 'states due on the 22nd',
  },
  {
    id: 'gstr-3b-quarterly-24',
    kind: 'gst',
    form: 'GSTR-3B',
    appliesTo:
      'QRMP taxpayers whose principal place of business is in Himachal Pradesh, Punjab, Uttarakhand, Haryana, Rajasthan, Uttar Pradesh, Bihar, Sikkim, Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura, Meghalaya, Assam, West Bengal, Jharkhand, Odisha, Jammu and Kashmir, Ladakh, Chandigarh or Delhi.',
    rule: 'GSTR-3B quarterly (QRMP), second group of states and union territories: by the 24th of the month after the quarter.',
    schedule: { every: 'quarter', due: monthAfter(24) },
    source: 'CGST Act, proviso to section 39(1) and CGST Rules, rule 61(1)(ii), table entry 2.',
    sourceUrls: [CGST_S39, CGST_R61],
    firstFy: QRMP_FIRST_FY,
    stateCodes: GSTR3B_24TH_STATE_CODES,
    variant: 'states due on the 24th',
  },
  {
    id: 'pmt-06-qrmp',
    kind: 'gst',
    form: 'PMT-06',
    appliesTo: 'QRMP taxpayers, for tax due in each of the first two months of a quarter.',
    rule: 'QRMP monthly tax payment (PMT-06): by the 25th of the month after each of the first two months of a quarter.',
    schedule: { every: 'month', due: monthAfter(25), onlyMonths: 'first-two-of-quarter' },
    source: 'CGST Act, proviso to section 39(7) and CGST Rules, rule 61(3).',
    sourceUrls: [CGST_S39, CGST_R61],
    firstFy: QRMP_FIRST_FY,
  },
  {
    id: 'cmp-08',
    kind: 'gst',
    form: 'CMP-08',
    appliesTo: 'Composition taxpayers (section 10).',
    rule: 'CMP-08 (statement and payment of self-assessed tax): by the 18th of the month after the quarter.',
    schedule: { every: 'quarter', due: monthAfter(18) },
    source: 'CGST Rules, rule 62(1)(i).',
    sourceUrls: [CGST_R62],
  },
  {
    id: 'gstr-4',
    kind: 'gst',
    form: 'GSTR-4',
    appliesTo: 'Composition taxpayers (section 10).',
    rule: 'GSTR-4 (annual return of a composition taxpayer): by 30 April after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 1, day: 30 } },
    source: 'CGST Rules, rule 62(1)(ii).',
    sourceUrls: [CGST_R62],
    eras: [
      {
        fromFy: 2024,
        rule: 'GSTR-4 (annual return of a composition taxpayer): by 30 June after the financial year.',
        schedule: { every: 'year', due: { monthsAfter: 3, day: 30 } },
        source: 'CGST Rules, rule 62(1)(ii) and its proviso (30 June from FY 2024-25 onwards).',
        sourceUrls: [CGST_R62],
      },
    ],
  },
  {
    id: 'gstr-9',
    kind: 'gst',
    form: 'GSTR-9',
    appliesTo:
      'Registered persons other than input service distributors, TDS/TCS deductors and collectors, casual and non-resident taxable persons (GSTR-9C goes with it above ₹5 crore turnover).',
    rule: 'GSTR-9 (annual return): by 31 December after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 9, day: 31 } },
    source: 'CGST Act, section 44 and CGST Rules, rule 80(1) and (3).',
    sourceUrls: [CGST_R80],
  },

  // ---------------------------------------------------------------- TDS and TCS
  {
    id: 'tds-deposit',
    kind: 'tds-tcs',
    form: 'TDS deposit',
    appliesTo: 'Deductors other than government offices (which pay the same day when no challan is used).',
    rule: 'Tax deducted at source: paid by the 7th of the following month; for deductions in March, by 30 April.',
    schedule: { every: 'month', due: monthAfter(7), marchDue: monthAfter(30) },
    source: 'Income-tax Act, 1961, section 200(1) and Income-tax Rules, 1962, rule 30(2).',
    sourceUrls: [IT_R30],
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        source: 'Income-tax Act, 2025 and Income-tax Rules, 2026, rule 218.',
        sourceUrls: [IT_RULES_2026_R218, IT_RULES_2026],
      },
    ],
  },
  {
    id: 'tcs-deposit',
    kind: 'tds-tcs',
    form: 'TCS deposit',
    appliesTo: 'Collectors of tax at source other than government offices.',
    rule: 'Tax collected at source: paid by the 7th of the following month, March included (7 April).',
    schedule: { every: 'month', due: monthAfter(7) },
    source: 'Income-tax Act, 1961, section 206C(3) and Income-tax Rules, 1962, rule 37CA.',
    sourceUrls: [IT_R37CA, IT_S206C],
    reviewNote:
      'Rule 37CA itself was not among the texts read; the date is from a published due-date calendar.',
    eras: [
      {
        // One rule now governs paying tax deducted and collected: March's is due by 30 April.
        fromFy: NEW_INCOME_TAX_LAW_FY,
        rule: 'Tax collected at source: paid by the 7th of the following month; for collections in March, by 30 April.',
        schedule: { every: 'month', due: monthAfter(7), marchDue: monthAfter(30) },
        source: 'Income-tax Act, 2025, section 394 and Income-tax Rules, 2026, rule 218(2).',
        sourceUrls: [IT2025_S394, IT_RULES_2026_R218, IT_RULES_2026_GAZETTE],
        reviewNote: CONFIRM_IN_GAZETTE,
      },
    ],
  },
  {
    id: 'tds-statement',
    kind: 'tds-tcs',
    form: 'Form 24Q (salaries) and Form 26Q (other payments)',
    appliesTo:
      'Every person who deducted tax at source in the quarter (Form 27Q for payments to non-residents).',
    rule: 'Quarterly TDS statement: 31 July, 31 October and 31 January for the first three quarters; 31 May for January-March.',
    schedule: QUARTERLY_STATEMENT_DUE,
    source: 'Income-tax Act, 1961, section 200(3) and Income-tax Rules, 1962, rule 31A(2).',
    sourceUrls: [IT_R31A],
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        form: 'Form 138 (salaries) and Form 140 (other payments)',
        appliesTo:
          'Every person who deducted tax at source in the quarter (Form 144 for payments to non-residents).',
        source: 'Income-tax Act, 2025, section 397 and Income-tax Rules, 2026, rule 219.',
        sourceUrls: [IT_RULES_2026, IT_ACT_2025_AS_AMENDED],
      },
    ],
  },
  {
    id: 'tcs-statement',
    kind: 'tds-tcs',
    form: 'Form 27EQ',
    appliesTo: 'Every collector of tax at source.',
    rule: 'Quarterly TCS statement: by the 15th of the month after the quarter (15 May for January-March).',
    schedule: {
      every: 'quarter',
      due: [
        { monthsAfter: 1, day: 15 },
        { monthsAfter: 1, day: 15 },
        { monthsAfter: 1, day: 15 },
        { monthsAfter: 2, day: 15 },
      ],
    },
    source: 'Income-tax Act, 1961, proviso to section 206C(3) and Income-tax Rules, 1962, rule 31AA(2).',
    sourceUrls: [IT_R31AA],
    eras: [
      {
        // The 2026 Rules give TDS and TCS statements one set of due dates (rule 219(4)).
        fromFy: NEW_INCOME_TAX_LAW_FY,
        form: 'Form 143',
        rule: 'Quarterly TCS statement: 31 July, 31 October and 31 January for the first three quarters; 31 May for January-March.',
        schedule: QUARTERLY_STATEMENT_DUE,
        source: 'Income-tax Act, 2025, section 397 and Income-tax Rules, 2026, rule 219(1) and (4).',
        sourceUrls: [IT_RULES_2026_GAZETTE],
        reviewNote: CONFIRM_IN_GAZETTE,
      },
    ],
  },
  {
    id: 'form-16',
    kind: 'tds-tcs',
    form: 'Form 16',
    appliesTo: 'Employers who deducted tax from salaries, to each employee.',
    rule: 'Form 16 (salary TDS certificate): by 15 June after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 3, day: 15 } },
    source:
      'Income-tax Rules, 1962, rule 31(3)(i), as amended by Notification No. 42/2017 (15 June in place of 31 May).',
    sourceUrls: [IT_FORM16_PAGE, IT_R31, IT_FORM16_15JUNE],
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        form: 'Form 130',
        rule: 'Form 130 (salary TDS certificate, formerly Form 16): by 15 June after the tax year.',
        source: 'Income-tax Act, 2025 and Income-tax Rules, 2026, rule 215 (Form 130 replaces Form 16).',
        sourceUrls: [IT_RULES_2026_R215, IT_RULES_2026],
        reviewNote: CONFIRM_IN_GAZETTE,
      },
    ],
  },
  {
    id: 'form-16a',
    kind: 'tds-tcs',
    form: 'Form 16A',
    appliesTo: 'Deductors of tax on payments other than salary, to each deductee.',
    rule: 'Form 16A (TDS certificate): within 15 days of the due date of the quarterly TDS statement (15 August, 15 November, 15 February, 15 June).',
    schedule: {
      every: 'quarter',
      due: [
        { monthsAfter: 1, day: 31, plusDays: 15 },
        { monthsAfter: 1, day: 31, plusDays: 15 },
        { monthsAfter: 1, day: 31, plusDays: 15 },
        { monthsAfter: 2, day: 31, plusDays: 15 },
      ],
    },
    source: 'Income-tax Rules, 1962, rule 31(3)(ii), counted from the due date under rule 31A.',
    sourceUrls: [IT_FORM16_PAGE, IT_R31A, IT_R31],
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        form: 'Form 131',
        rule: 'Form 131 (TDS certificate, formerly Form 16A): within 15 days of the due date of the quarterly TDS statement (15 August, 15 November, 15 February, 15 June).',
        source:
          'Income-tax Act, 2025 and Income-tax Rules, 2026, rule 215, counted from the due date under rule 219 (Form 131 replaces Form 16A).',
        sourceUrls: [IT_RULES_2026_R215, IT_RULES_2026],
        reviewNote: CONFIRM_IN_GAZETTE,
      },
    ],
  },

  // ---------------------------------------------------------------- Advance tax
  {
    id: 'advance-tax',
    kind: 'advance-tax',
    form: 'Advance tax',
    appliesTo:
      'Anyone whose tax for the year, after TDS, is ₹10,000 or more; those on presumptive income (sections 44AD and 44ADA) pay it all by 15 March.',
    rule: 'Advance tax in four instalments: 15% by 15 June, 45% by 15 September, 75% by 15 December, 100% by 15 March.',
    schedule: {
      every: 'year-instalments',
      instalments: [
        { month: 6, day: 15, label: '1st instalment, 15%' },
        { month: 9, day: 15, label: '2nd instalment, 45%' },
        { month: 12, day: 15, label: '3rd instalment, 75%' },
        { month: 3, day: 15, label: '4th instalment, 100%' },
      ],
    },
    source: 'Income-tax Act, 1961, section 211(1).',
    sourceUrls: [IT_S211],
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        source: 'Income-tax Act, 2025, section 408.',
        sourceUrls: [IT2025_S408],
      },
    ],
  },

  // ---------------------------------------------------------------- Income-tax returns
  {
    id: 'itr-no-business',
    kind: 'income-tax',
    form: 'ITR',
    variant: 'no business income',
    appliesTo:
      'Individuals, HUFs and others without business income needing audit: salaried people, ITR-1 and ITR-2 filers.',
    rule: 'Income-tax return, no audit and no business or profession: by 31 July after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 4, day: 31 } },
    source: 'Income-tax Act, 1961, section 139(1), as amended by the Finance Act, 2026.',
    sourceUrls: [FINANCE_ACT_2026],
    firstFy: 2025,
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        rule: 'Income-tax return, no audit and no business or profession: by 31 July after the tax year.',
        source: 'Income-tax Act, 2025, section 263(1)(c).',
        sourceUrls: [IT2025_S263, IT_ACT_2025_AS_AMENDED],
      },
    ],
  },
  {
    id: 'itr-business-no-audit',
    kind: 'income-tax',
    form: 'ITR',
    variant: 'business, no audit',
    appliesTo:
      'Businesses and professionals whose accounts need no audit, partners of such firms, and trusts not needing audit.',
    rule: 'Income-tax return, business or profession without audit: by 31 August after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 5, day: 31 } },
    source:
      'Income-tax Act, 1961, section 139(1), as amended by the Finance Act, 2026 (from assessment year 2026-27).',
    sourceUrls: [FINANCE_ACT_2026],
    note: 'Until FY 2024-25 this group filed by 31 July.',
    reviewNote:
      'The 31 August date was read in the Finance Bill, 2026 as proposed; confirm it from the Finance Act, 2026.',
    firstFy: 2025,
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        rule: 'Income-tax return, business or profession without audit: by 31 August after the tax year.',
        source: 'Income-tax Act, 2025, section 263(1)(c), as amended by the Finance Act, 2026.',
        sourceUrls: [IT2025_S263, IT_ACT_2025_AS_AMENDED],
      },
    ],
  },
  {
    id: 'itr-audit',
    kind: 'income-tax',
    form: 'ITR',
    variant: 'audited accounts',
    appliesTo:
      'Companies, and others whose accounts must be audited (and their working partners), without transfer pricing.',
    rule: 'Income-tax return, audited accounts: by 31 October after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 7, day: 31 } },
    source: 'Income-tax Act, 1961, section 139(1), as amended by the Finance Act, 2026.',
    sourceUrls: [FINANCE_ACT_2026],
    firstFy: 2025,
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        rule: 'Income-tax return, audited accounts: by 31 October after the tax year.',
        source: 'Income-tax Act, 2025, section 263(1)(c).',
        sourceUrls: [IT2025_S263, IT_ACT_2025_AS_AMENDED],
      },
    ],
  },
  {
    id: 'itr-transfer-pricing',
    kind: 'income-tax',
    form: 'ITR',
    variant: 'transfer-pricing report',
    appliesTo:
      'Assessees who must furnish a transfer-pricing report (international or specified domestic transactions).',
    rule: 'Income-tax return with a transfer-pricing report: by 30 November after the financial year.',
    schedule: { every: 'year', due: { monthsAfter: 8, day: 30 } },
    source:
      'Income-tax Act, 1961, section 139(1) read with section 92E, as amended by the Finance Act, 2026.',
    sourceUrls: [FINANCE_ACT_2026],
    firstFy: 2025,
    eras: [
      {
        fromFy: NEW_INCOME_TAX_LAW_FY,
        rule: 'Income-tax return with a transfer-pricing report: by 30 November after the tax year.',
        source: 'Income-tax Act, 2025, section 263(1)(c) read with section 172.',
        sourceUrls: [IT2025_S263, IT_ACT_2025_AS_AMENDED],
      },
    ],
  },

  // ---------------------------------------------------------------- PF and ESI
  {
    id: 'pf-ecr',
    kind: 'pf-esi',
    form: 'PF contribution and ECR',
    appliesTo: 'Establishments covered by the Employees’ Provident Funds scheme.',
    rule: 'PF contributions and administrative charges, with the electronic challan-cum-return: within 15 days of the close of the month (no grace period).',
    schedule: { every: 'month', due: monthAfter(15) },
    source:
      'Employees’ Provident Funds Scheme, 1952, paragraph 38(1); EPFO withdrew the 5-day grace period from February 2016.',
    sourceUrls: [EPF_PARA38, EPFO_GRACE_WITHDRAWN, SOCIAL_SECURITY_CODE],
    note: 'The Code on Social Security, 2020 is in force from 21 November 2025.',
    reviewNote:
      'The EPF Scheme, 2026 (G.S.R. 525(E), 29 June 2026) is reported to replace the 1952 Scheme: confirm the due date under it from the official text.',
  },
  {
    id: 'esi',
    kind: 'pf-esi',
    form: 'ESI contribution',
    appliesTo: 'Factories and establishments covered by the ESI Act.',
    rule: 'ESI contributions: within 15 days of the last day of the month in which they fall due.',
    schedule: { every: 'month', due: monthAfter(15) },
    source:
      'Employees’ State Insurance (General) Regulations, 1950, regulation 31 (15 days in place of 21 from the June 2017 contribution).',
    sourceUrls: [ESIC_CONTRIBUTION, ESI_REG31, SOCIAL_SECURITY_CODE],
  },

  // ---------------------------------------------------------------- Companies
  {
    id: 'aoc-4',
    kind: 'company',
    form: 'AOC-4',
    appliesTo: 'Companies other than one person companies (which file within 180 days of the year end).',
    rule: 'Financial statements (AOC-4): within 30 days of the annual general meeting, which is due within six months of the year end (30 September).',
    schedule: { every: 'year-after-agm', days: 30 },
    source: 'Companies Act, 2013, section 137(1), with section 96(1) for the date of the meeting.',
    sourceUrls: [COS_S137, COMPANIES_ACT],
  },
  {
    id: 'mgt-7',
    kind: 'company',
    form: 'MGT-7 / MGT-7A',
    appliesTo: 'Every company (MGT-7A for one person and small companies).',
    rule: 'Annual return (MGT-7): within 60 days of the annual general meeting (or of the date it should have been held).',
    schedule: { every: 'year-after-agm', days: 60 },
    source: 'Companies Act, 2013, section 92(4), with section 96(1) for the date of the meeting.',
    sourceUrls: [COS_S92, COMPANIES_ACT],
  },
  {
    id: 'dpt-3',
    kind: 'company',
    form: 'DPT-3',
    appliesTo:
      'Companies other than government companies: return of deposits, or of money received that is not a deposit, as on 31 March.',
    rule: 'DPT-3: by 30 June every year, with the figures as on 31 March.',
    schedule: { every: 'year', due: { monthsAfter: 3, day: 30 } },
    source: 'Companies (Acceptance of Deposits) Rules, 2014, rule 16.',
    sourceUrls: [DPT3_CIRCULAR, DEPOSIT_R16],
  },
  {
    id: 'msme-1',
    kind: 'company',
    form: 'MSME Form I',
    appliesTo:
      'Companies with dues to micro or small enterprise suppliers outstanding for more than 45 days.',
    rule: 'MSME Form I (half-yearly): by 31 October for April-September and by 30 April for October-March.',
    schedule: {
      every: 'half-year',
      due: [
        { monthsAfter: 1, day: 31 },
        { monthsAfter: 1, day: 30 },
      ],
    },
    source:
      'Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order, 2019, paragraph 3 (under section 405 of the Companies Act, 2013).',
    sourceUrls: [MSME_ORDER],
  },
  {
    id: 'dir-3-kyc',
    kind: 'company',
    form: 'DIR-3 KYC',
    appliesTo: 'Every individual holding a DIN on 31 March of the financial year.',
    rule: 'DIR-3 KYC: by 30 September after the financial year, every year.',
    schedule: { every: 'year', due: { monthsAfter: 6, day: 30 } },
    source: 'Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A.',
    sourceUrls: [DIR3_KYC_OLD],
    eras: [
      {
        fromFy: 2025,
        form: 'DIR-3 KYC-Web',
        appliesTo:
          'DIN holders whose three-yearly KYC falls due this year (one who filed for FY 2024-25 next files by 30 June 2028), and any DIN holder within 30 days of a change of mobile number, email or address.',
        rule: 'DIR-3 KYC-Web: once every three financial years, by 30 June.',
        schedule: { every: 'year', due: { monthsAfter: 3, day: 30 } },
        source:
          'Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A as substituted by G.S.R. 943(E) of 31 December 2025 (in force from 31 March 2026).',
        sourceUrls: [DIR3_KYC_NEW],
      },
    ],
  },

  // ---------------------------------------------------------------- LLPs
  {
    id: 'llp-form-11',
    kind: 'llp',
    form: 'LLP Form 11',
    appliesTo: 'Every limited liability partnership.',
    rule: 'Annual return (Form 11): within 60 days of the close of the financial year, i.e. by 30 May.',
    schedule: { every: 'year', due: { monthsAfter: 2, day: 30 } },
    source: 'Limited Liability Partnership Act, 2008, section 35(1) and LLP Rules, 2009, rule 25.',
    sourceUrls: [LLP_ACT, LLP_RULES, LLP_FORM11],
  },
  {
    id: 'llp-form-8',
    kind: 'llp',
    form: 'LLP Form 8',
    appliesTo: 'Every limited liability partnership.',
    rule: 'Statement of Account and Solvency (Form 8): within 30 days from the end of six months of the financial year, i.e. by 30 October.',
    schedule: { every: 'year', due: { monthsAfter: 7, day: 30 } },
    source: 'Limited Liability Partnership Act, 2008, section 34 and LLP Rules, 2009, rule 24.',
    sourceUrls: [LLP_ACT, LLP_RULES, LLP_FORM8],
  },
];
