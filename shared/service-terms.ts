/**
 * What a client gets for our fee, by service slug: the turnaround we commit to, what the fee
 * includes, and a few questions and answers. These are the firm's own commitments; fill one in for
 * a service only when the firm stands behind it. Services without an entry say that turnaround and
 * inclusions are agreed before we start. Amounts and rates belong in pricing.ts and
 * statutory-fees.ts, not here: a test refuses a rupee figure that is in neither, and any percentage
 * (docs/product.md#service-pages).
 *
 * Apart from service-content.ts, which the lambdas also load; only the service page's body reads it.
 */

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

/** The terms of a service page, if the firm has published them. */
export const serviceTermsFor = (slug: string | undefined): ServiceTerms | undefined =>
  slug && Object.hasOwn(serviceTerms, slug) ? serviceTerms[slug] : undefined;

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
