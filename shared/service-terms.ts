/**
 * What a client gets for our fee, by service slug: the turnaround we commit to, what the fee
 * includes, and a few questions and answers. These are the firm's own commitments; fill one in for
 * a service only when the firm stands behind it. Services without an entry say that turnaround and
 * inclusions are agreed before we start, and answer their category's questions instead (how the
 * documents travel, how the fee is set, and one more), each true of every service in the category.
 * Amounts and rates belong in pricing.ts and statutory-fees.ts, not here: a test refuses a rupee
 * figure that is in neither, and any percentage (docs/product.md#service-pages). Nor does an
 * answer state a due date or a threshold: a question that needs one is not asked here.
 *
 * Apart from service-content.ts, which the lambdas also load; only the service page's body reads it.
 */

import { findService, type CategoryId } from './catalogue';

export interface ServiceFaqEntry {
  question: string;
  answer: string;
}

export interface ServiceTerms {
  /** Working days from the day we have everything we need from the client. */
  turnaroundWorkingDays: number;
  /** What is done by the end of the turnaround, completing "… working days from … until …". */
  turnaroundUntil: string;
  /** The time that is not ours to commit (an officer's), said beside the turnaround. */
  turnaroundNote?: string;
  /** What our fee includes, a short list. */
  included: string[];
  /** Two or three questions, shown on the page and as FAQPage structured data. */
  faq: ServiceFaqEntry[];
}

export const serviceTerms: Record<string, ServiceTerms> = {
  'gst-registration': {
    turnaroundWorkingDays: 3,
    turnaroundUntil: 'your application (REG-01) is filed',
    turnaroundNote:
      'The GSTIN is then issued by the GST officer, in the officer’s time; we answer any query they raise until it is.',
    included: [
      'Whether you need registration, and which type, confirmed',
      'Your documents checked before filing',
      'The application filed, with Aadhaar authentication completed with you',
      'Replies to the officer’s queries',
      'The registration certificate delivered to you',
    ],
    faq: [
      {
        question: 'What does the fee for GST registration cover?',
        answer:
          'Everything from checking that you need registration to the certificate: we confirm the type, check your documents, file the application, complete Aadhaar authentication with you and answer the officer’s queries. GST is added to our fee, as the Fees section shows.',
      },
      {
        question: 'How long does GST registration take?',
        answer:
          'We file the application within 3 working days of receiving your complete documents. The GST officer then processes it; how long that takes is up to the officer, and we follow it up until your GSTIN is issued.',
      },
      {
        question: 'What if the officer raises a query?',
        answer:
          'We draft and file the reply for you. Answering the officer’s queries is part of our fee, not an extra.',
      },
    ],
  },
  'gst-lut-form': {
    turnaroundWorkingDays: 2,
    turnaroundUntil: 'your Letter of Undertaking (RFD-11) is filed',
    included: [
      'Your details checked for exporting without paying IGST',
      'The Letter of Undertaking prepared in Form RFD-11',
      'RFD-11 filed on the GST portal',
      'The acknowledgement sent to you',
    ],
    faq: [
      {
        question: 'What does the fee for LUT filing cover?',
        answer:
          'Preparing your Letter of Undertaking in Form RFD-11, filing it on the GST portal and sending you the acknowledgement. GST is added to our fee, as the Fees section shows.',
      },
      {
        question: 'How long does LUT filing take?',
        answer: 'We file it within 2 working days of having everything we need from you.',
      },
      {
        question: 'Do I file an LUT every year?',
        answer:
          'Yes: an LUT is valid for the financial year it is filed for, so a new one is filed for each year you export without paying IGST.',
      },
    ],
  },
  'gstr-9-annual-return': {
    turnaroundWorkingDays: 10,
    turnaroundUntil: 'your reconciled GSTR-9 is sent to you for approval',
    turnaroundNote: 'We file it once you approve, before the due date.',
    included: [
      'Your books reconciled with the returns filed during the year',
      'Each difference explained to you before filing',
      'GSTR-9 prepared and sent for your approval',
      'GSTR-9 filed before the due date',
    ],
    faq: [
      {
        question: 'Who is the GSTR-9 annual return for?',
        answer:
          'Regular taxpayers. Composition dealers file a different annual return, GSTR-4, which is a separate plan on our price list (Composite Annual Return).',
      },
      {
        question: 'What if my books and returns do not match?',
        answer:
          'We list each difference, explain it to you and agree how it is reported before anything is filed. Explaining the differences is part of our fee.',
      },
      {
        question: 'How long does it take?',
        answer:
          'We send you the reconciled return for approval within 10 working days of receiving your complete books and returns, and file it once you approve, before the due date.',
      },
    ],
  },
};

/** The way documents travel for every service: a checklist in the client portal. */
const documentsEntry = (title: string, handedBack: string): ServiceFaqEntry => ({
  question: `How do I send the documents for ${title}?`,
  answer: `Through the client portal. Once we start, we list there the documents we need for ${title}; you upload each one against the list, and we check every file and tell you if one is missing or needs replacing. ${handedBack}`,
});

/** How the fee is set for every service, with what the category's government fees are. */
const feeEntry = (title: string, governmentFees: string): ServiceFaqEntry => ({
  question: `How much does ${title} cost?`,
  answer: `Our fee is fixed and agreed with you before we start; where it is not on our price list, we quote it for your case. GST is added to our fee. ${governmentFees}`,
});

/** Nothing is filed in the client's name before the client has seen and approved it. */
const approvalEntry = (title: string, what: string): ServiceFaqEntry => ({
  question: `Do I see what you file for ${title} before it is filed?`,
  answer: `Yes. We send you the ${what} we have prepared and file it only once you approve it. You are responsible for the facts you give us, so that is the moment to tell us if anything is not right; we correct it before filing.`,
});

/** Who the client deals with, the same for every service. */
const expertEntry = (title: string): ServiceFaqEntry => ({
  question: `Who do I talk to about ${title}?`,
  answer:
    'A named expert, who handles your work and answers your questions by phone and e-mail. You can also write to us in the client portal at any time; we answer within a working day.',
});

/**
 * The questions of a service without terms of its own, by category, asked about the service by
 * its title. Each answer is true of every service in the category; two or three questions each.
 */
export const categoryFaq: Record<CategoryId, (title: string) => ServiceFaqEntry[]> = {
  startup: (title) => [
    {
      question: `How do I know ${title} is right for me?`,
      answer:
        'It depends on who will own and run the business, the liability you want to limit, whether you will raise money and the compliance you are ready for. In the first consultation, which is free, we compare the structures that fit your plans with you before anything is filed.',
    },
    documentsEntry(title, 'The registration documents are uploaded there for you as they are issued.'),
    feeEntry(
      title,
      'Government fees and stamp duty, where they apply, are paid at actuals on top: they can depend on the state, and we tell you the amount before we file.',
    ),
  ],
  registrations: (title) => [
    {
      question: `Who deals with the authority for ${title}?`,
      answer:
        'We do: we file the application, answer any query the issuing authority raises and follow it up until the registration or certificate is issued. How long the authority takes is up to the authority; you can see where it stands in the client portal.',
    },
    documentsEntry(title, 'What the authority issues is uploaded there for you to download.'),
    feeEntry(
      title,
      'The fees of the government or the certifying body, where there are any, are paid at actuals on top; we tell you the amount before we pay it.',
    ),
  ],
  trademark: (title) => [
    documentsEntry(
      title,
      'Acknowledgements of what we file, and what the trademark office issues, are uploaded there for you.',
    ),
    feeEntry(
      title,
      'The trademark office’s official fees, where there are any, are paid at actuals on top: the Fees section shows them where they are published, and we tell you the amount before we file.',
    ),
    expertEntry(title),
  ],
  gst: (title) => [
    documentsEntry(title, 'The acknowledgement of anything we file is uploaded there for you.'),
    feeEntry(
      title,
      'Government fees, where there are any, are paid at actuals on top; we tell you the amount before we pay it.',
    ),
    expertEntry(title),
  ],
  'income-tax': (title) => [
    documentsEntry(title, 'The acknowledgement of anything we file is uploaded there for you.'),
    feeEntry(
      title,
      'Government fees, where there are any, are paid at actuals on top; we tell you the amount before we pay it.',
    ),
    approvalEntry(title, 'return, form or reply'),
  ],
  mca: (title) => [
    documentsEntry(title, 'The registrar’s acknowledgement of each form we file is uploaded there for you.'),
    feeEntry(
      title,
      'The registrar’s filing fees and any stamp duty, where they apply, are paid at actuals on top; we tell you the amount before we file.',
    ),
    approvalEntry(title, 'form'),
  ],
  compliance: (title) => [
    documentsEntry(title, 'What we prepare or file for you is uploaded there for you to download.'),
    feeEntry(
      title,
      'Government fees, where there are any, are paid at actuals on top; we tell you the amount before we pay it.',
    ),
    expertEntry(title),
  ],
};

/** The terms of a service page, if the firm has published them. */
export const serviceTermsFor = (slug: string | undefined): ServiceTerms | undefined =>
  slug && Object.hasOwn(serviceTerms, slug) ? serviceTerms[slug] : undefined;

/**
 * A service page's questions: the service's own where it has terms (they already answer what the
 * fee covers and how long it takes), else its category's; none for a slug outside the catalogue.
 */
export function serviceFaq(slug: string | undefined): ServiceFaqEntry[] {
  const terms = serviceTermsFor(slug);
  if (terms) return terms.faq;
  const known = slug ? findService(slug) : undefined;
  return known ? categoryFaq[known.category.id](known.service.name) : [];
}

/** A page's questions as schema.org FAQPage structured data; one per page. */
export function faqPageJsonLd(faq: ServiceFaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
