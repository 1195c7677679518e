/**
 * The home page's questions and answers. Each answer gives the facts of the year a visitor is in
 * first, with that year and the provisions behind them, and keeps the answers of earlier years
 * beneath, labelled with theirs (the first published set, for FY 2024-25, among them). Figures
 * that the site's rule sets hold (the slabs, the standard deduction, the rebate, the due dates and
 * the advance-tax instalments) are taken from them, so the answers cannot drift from the tax tools
 * and the compliance calendar.
 *
 * Income-tax answers from tax year 2026-27 use the Income-tax Act, 2025's terms and section
 * numbers, with the 1961 Act's number beside them; GST answers keep "financial year", as the GST
 * Acts do. What the firm must still confirm before an answer may name more is in `reviewNote`,
 * which `npm run check:content` prints and no page shows.
 */
import { MONTHS } from './compliance/calendar';
import { dueDateRules } from './compliance/calendar-rules';
import { incomeTaxRules, type SlabTable } from './tax/income-tax-rules';

export type FaqCategory = 'individual' | 'msme' | 'crypto';

/** One year's answer. */
export interface FaqAnswer {
  /** The year its facts apply to, as their law names it: "tax year 2026-27", "FY 2024-25". Absent when no year changes them. */
  year?: string;
  text: string;
  /** The provisions the facts come from. */
  source?: string;
  /** An official copy of the main provision. */
  sourceUrl?: string;
}

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  /** The current year's answer first, then earlier years', newest first. */
  answers: readonly [FaqAnswer, ...FaqAnswer[]];
  /** The answer states tax figures: it links to the income-tax calculator. */
  taxFigures?: true;
  /** For the firm only: what is still to be confirmed before the answer can say more. */
  reviewNote?: string;
}

/** The year the current answers are for, and when they lapse (the rule sets list it). */
export const FAQ_CURRENT_YEAR = '2026-27';
export const FAQ_LAST_CHECKED = '2026-11-27';

const TAX_YEAR = `tax year ${FAQ_CURRENT_YEAR}`;
const FY = `FY ${FAQ_CURRENT_YEAR}`;
const FY_2024_25 = 'FY 2024-25';
const rules = incomeTaxRules[FAQ_CURRENT_YEAR];

const LAKH = 1_00_000;
/** "₹4 lakh", "₹2.5 lakh". */
const lakh = (rupees: number) => `₹${rupees / LAKH} lakh`;
/** "Up to …", starting a sentence. */
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "₹75,000". */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A slab table in words: "up to ₹4 lakh nil; ₹4–8 lakh 5%; …; above ₹24 lakh 30%". */
export function slabsInWords({ slabs }: SlabTable): string {
  return slabs
    .map(({ from, to, ratePercent }) => {
      const rate = ratePercent === 0 ? 'nil' : `${ratePercent}%`;
      if (from === 0) return `up to ${lakh(to!)} ${rate}`;
      if (to === null) return `above ${lakh(from)} ${rate}`;
      return `₹${from / LAKH}–${to / LAKH} lakh ${rate}`;
    })
    .join('; ');
}

/** "31 July", the day a yearly due-date rule gives in the year after the tax year (for tax year `fy` on). */
function yearlyDueDay(ruleId: string, fy: number): string {
  const rule = dueDateRules.find((r) => r.id === ruleId);
  const era = rule?.eras?.filter((e) => e.fromFy <= fy).at(-1);
  const schedule = era?.schedule ?? rule?.schedule;
  if (!schedule || schedule.every !== 'year') throw new RangeError(`No yearly due date for ${ruleId}`);
  const month = ((3 + schedule.due.monthsAfter - 1) % 12) + 1;
  return `${schedule.due.day} ${MONTHS[month - 1]}`;
}

const fy = Number(FAQ_CURRENT_YEAR.slice(0, 4));
const advanceTax = dueDateRules.find((r) => r.id === 'advance-tax')!.schedule;
const instalments =
  advanceTax.every === 'year-instalments'
    ? advanceTax.instalments
        .map((i) => `${i.label.split(', ')[1]} by ${i.day} ${MONTHS[i.month - 1]}`)
        .join(', ')
    : '';

/** The Income Tax Department's copy of the Income-tax Act, 2025 as amended by the Finance Act, 2026. */
const IT_ACT_2025 =
  'https://www.incometaxindia.gov.in/documents/d/guest/income_tax_act_2025_as_amended_by_fa_act_2026-pdf';
/** Section 22 of the CGST Act on the CBIC's tax information portal. */
const CGST_S22 =
  'https://taxinformation.cbic.gov.in/content/html/tax_repository/gst/acts/2017_CGST_act/active/chapter6/section22_v1.00.html';
const TRADE_MARKS_ACT = 'https://ipindia.gov.in/frontend/pdf/trade-mark/act/1_43_1_trade-marks-act.pdf';

export const faqs: readonly FaqEntry[] = [
  {
    category: 'individual',
    question: 'Do I need to file an income tax return if my income is below the basic exemption?',
    answers: [
      {
        year: TAX_YEAR,
        text: `A return is compulsory once your income exceeds the basic exemption: ${lakh(rules.new.slabs['below-60'].slabs[0]!.to!)} under the new regime, which applies unless you opt out, and ${lakh(rules.old.slabs['below-60'].slabs[0]!.to!)} under the old regime for individuals below 60 (${lakh(rules.old.slabs['60-to-79'].slabs[0]!.to!)} from 60, ${lakh(rules.old.slabs['80-plus'].slabs[0]!.to!)} from 80). Below it a return is not compulsory, but filing one lets you claim a refund of TDS and serves as proof of income for loans and visas.`,
        source:
          'Income-tax Act, 2025, section 263(1) (section 139(1) of the 1961 Act) and section 202; Finance Act, 2026, First Schedule, Part I-B',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'Under the old regime the basic exemption is ₹2.5 lakh (individuals below 60, FY 2024-25). Below it a return is not compulsory, but filing one lets you claim a refund of TDS and serves as proof of income for loans and visas.',
        source: 'Income-tax Act, 1961, section 139(1); Finance Act, 2024, First Schedule',
      },
    ],
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'What are the new tax regime slabs?',
    answers: [
      {
        year: TAX_YEAR,
        text: `${upperFirst(slabsInWords(rules.new.slabs['below-60']))}. Salaried taxpayers get a standard deduction of ${rupees(rules.new.standardDeduction.limit)}, and the rebate leaves no tax to pay on total income up to ${lakh(rules.new.rebate87A.incomeLimit)}. The new regime is the default: you choose the old one in your return.`,
        source:
          'Income-tax Act, 2025, section 202(1) (section 115BAC of the 1961 Act), section 19(1) (16(ia)) and section 156 (87A)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'For FY 2024-25 (AY 2025-26): up to ₹3 lakh nil; ₹3–7 lakh 5%; ₹7–10 lakh 10%; ₹10–12 lakh 15%; ₹12–15 lakh 20%; above ₹15 lakh 30%. Salaried taxpayers also get a standard deduction of ₹75,000 under the new regime.',
        source: 'Income-tax Act, 1961, section 115BAC(1A) and section 16(ia)',
      },
    ],
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'What are the old tax regime slabs?',
    answers: [
      {
        year: TAX_YEAR,
        text: `Individuals below 60: ${slabsInWords(rules.old.slabs['below-60'])}. The old regime keeps deductions such as section 123 (80C of the 1961 Act) and the HRA exemption; we compare both regimes for you before filing.`,
        source: 'Finance Act, 2026, First Schedule, Part I-B; Income-tax Act, 2025, section 202(4)',
        sourceUrl: 'https://egazette.gov.in/WriteReadData/2026/271439.pdf',
      },
      {
        year: FY_2024_25,
        text: 'For FY 2024-25, individuals below 60: up to ₹2.5 lakh nil; ₹2.5–5 lakh 5%; ₹5–10 lakh 20%; above ₹10 lakh 30%. The old regime keeps deductions such as 80C and HRA; we compare both regimes for you before filing.',
        source: 'Finance Act, 2024, First Schedule, Part I',
      },
    ],
    taxFigures: true,
  },
  {
    category: 'individual',
    question: 'When is the due date for filing my return?',
    answers: [
      {
        year: TAX_YEAR,
        text: `Returns for ${TAX_YEAR} are due in ${fy + 1}: by ${yearlyDueDay('itr-no-business', fy)} if you have no business income (salaried people, ITR-1 and ITR-2), ${yearlyDueDay('itr-business-no-audit', fy)} for a business or profession without audit, ${yearlyDueDay('itr-audit', fy)} for audited accounts and ${yearlyDueDay('itr-transfer-pricing', fy)} with a transfer-pricing report. The government sometimes extends them; we tell our clients when it does.`,
        source:
          'Income-tax Act, 2025, section 263(1)(c), as amended by the Finance Act, 2026 (section 139(1) of the 1961 Act)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'For AY 2025-26 the usual dates are 31 July for individuals not under audit, 31 October for audited accounts and 30 November for taxpayers with transfer-pricing reports. The government sometimes extends them; we tell our clients when it does.',
        source: 'Income-tax Act, 1961, section 139(1)',
      },
    ],
  },
  {
    category: 'individual',
    question: 'What if I file my return late?',
    answers: [
      {
        year: TAX_YEAR,
        text: 'A return filed after its due date carries a fee of ₹5,000, or ₹1,000 if your total income does not exceed ₹5 lakh, plus interest on any tax still unpaid.',
        source:
          'Income-tax Act, 2025, section 428(a), as substituted by the Finance Act, 2026 (section 234F of the 1961 Act)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'A late fee of up to ₹5,000 applies under section 234F (₹1,000 if total income is under ₹5 lakh), plus interest on any tax due, as of FY 2024-25.',
        source: 'Income-tax Act, 1961, section 234F',
      },
    ],
  },
  {
    category: 'msme',
    question: 'When must my business register for GST?',
    answers: [
      {
        year: FY,
        text: 'Once your aggregate turnover in a financial year exceeds ₹20 lakh if you supply services, or ₹10 lakh in Manipur, Mizoram, Nagaland and Tripura. If you supply only goods the limit is ₹40 lakh, except in Arunachal Pradesh, Meghalaya, Puducherry, Sikkim, Telangana and Uttarakhand (₹20 lakh) and in Manipur, Mizoram, Nagaland and Tripura (₹10 lakh), and except for ice cream, pan masala, tobacco and some bricks and tiles. Some must register whatever their turnover: suppliers of goods to other states, casual and non-resident taxable persons, those who pay tax on reverse charge, and sellers through e-commerce operators who collect tax at source; suppliers of services to other states or through e-commerce are exempt up to the ₹20 lakh (₹10 lakh) limit. Your GSTIN has 15 characters.',
        source:
          'CGST Act, 2017, sections 22 and 24; Notification No. 10/2019-Central Tax (goods, ₹40 lakh); Notifications No. 10/2017-Integrated Tax and 65/2017-Central Tax (services)',
        sourceUrl: CGST_S22,
      },
      {
        year: FY_2024_25,
        text: 'Suppliers of goods must register once turnover exceeds ₹40 lakh in a year (₹10 lakh in special category states), as of 2025. Inter-state sellers and e-commerce sellers must register whatever their turnover. Your GSTIN has 15 digits.',
        source: 'CGST Act, 2017, sections 22 and 24; Notification No. 10/2019-Central Tax',
      },
    ],
    reviewNote:
      'Whether Notification No. 34/2023-Central Tax exempts small suppliers of goods through e-commerce operators was not confirmed from its text; the answer does not mention it.',
  },
  {
    category: 'msme',
    question: 'Do I have to pay advance tax?',
    answers: [
      {
        year: TAX_YEAR,
        text: `Yes, if your tax for the year after TDS is ₹10,000 or more. It is paid in four instalments: ${instalments}. If you declare presumptive business or professional income, you pay it all by 15 March. A resident aged 60 or more with no business or professional income need not pay advance tax.`,
        source:
          'Income-tax Act, 2025, sections 403 and 404 (sections 207 and 208 of the 1961 Act), section 408 (211) and section 58 (44AD and 44ADA)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'Yes, if your tax for the year after TDS is ₹10,000 or more (FY 2024-25). It is paid in 4 instalments: by 15 June, 15 September, 15 December and 15 March.',
        source: 'Income-tax Act, 1961, sections 208 and 211',
      },
    ],
    taxFigures: true,
  },
  {
    category: 'msme',
    question: 'How long does a trademark last?',
    answers: [
      {
        text: 'A registered trademark in India lasts 10 years from the date of application and can be renewed every 10 years indefinitely.',
        source: 'Trade Marks Act, 1999, sections 23(1) and 25',
        sourceUrl: TRADE_MARKS_ACT,
      },
    ],
  },
  {
    category: 'msme',
    question: 'Which business structure should I choose?',
    answers: [
      {
        text: 'It depends on liability, investors and compliance cost. A proprietorship is simplest; an LLP limits liability with light compliance; a private limited company suits businesses that will raise equity. We walk you through the trade-offs first.',
      },
    ],
  },
  {
    category: 'crypto',
    question: 'How is cryptocurrency taxed in India?',
    answers: [
      {
        year: TAX_YEAR,
        text: 'Income from transferring virtual digital assets is taxed at a flat 30% (plus surcharge and cess), with no deduction except the cost of acquisition, and a loss cannot be set off against other income. The Income-tax Act, 2025 keeps the rule that section 115BBH of the 1961 Act brought in from 1 April 2022.',
        source: 'Income-tax Act, 2025 (section 115BBH of the 1961 Act)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'Gains on virtual digital assets are taxed at a flat 30% (plus cess) with no deduction except the cost of acquisition, and losses cannot be set off against other income. This has applied since FY 2022-23 and still does for FY 2024-25.',
        source: 'Income-tax Act, 1961, section 115BBH',
      },
    ],
    reviewNote:
      "The 2025 Act's section for the 30% tax on virtual digital assets (section 194 in the Bill's numbering) was not read in the Act itself: confirm it and name it in the answer.",
  },
  {
    category: 'crypto',
    question: 'Is TDS deducted when I sell crypto?',
    answers: [
      {
        year: TAX_YEAR,
        text: 'Yes. 1% TDS applies to transfers of virtual digital assets when the buyer pays more than ₹50,000 in a year (a buyer who is an individual or HUF with no business needing an audit) or ₹10,000 (any other buyer), as it has since 1 July 2022. The TDS is credited against your tax.',
        source: 'Income-tax Act, 2025, section 393 (section 194S of the 1961 Act)',
        sourceUrl: IT_ACT_2025,
      },
      {
        year: FY_2024_25,
        text: 'Yes. 1% TDS under section 194S applies to transfers of virtual digital assets above the threshold, since 1 July 2022. The TDS appears in your Form 26AS and is credited against your tax.',
        source: 'Income-tax Act, 1961, section 194S',
      },
    ],
  },
  {
    category: 'crypto',
    question: 'Do you handle enterprise and bulk filings?',
    answers: [
      {
        text: 'Yes. Enterprises get bulk filing, a dedicated account management team, end-to-end compliance support and real-time regulatory updates.',
      },
    ],
  },
];

export const faqColumns: { title: string; categories: FaqCategory[] }[] = [
  { title: 'Individuals & Freelancers', categories: ['individual'] },
  { title: 'MSMEs, Crypto & Enterprise', categories: ['msme', 'crypto'] },
];

/** The answer a visitor reads first. */
export const currentAnswer = (entry: FaqEntry): FaqAnswer => entry.answers[0];
