/** Service page content: three specific pages and the generic template. */

/** The content of one service page, section by section. */
export interface ServicePageContent {
  headline: string;
  tagline: string;
  introduction: string;
  importance: string;
  keyBenefits: { title: string; desc: string }[];
  processSteps: { title: string; desc: string }[];
  documentsRequired: string[];
  types?: { name: string; desc: string }[];
  packages?: { name: string; desc: string; features: string[] }[];
}

const specific: Record<string, ServicePageContent> = {
  'gst-registration': {
    headline: 'GST Registration, done right the first time',
    tagline: 'Your GSTIN with the application prepared, filed and followed up by GST specialists.',
    introduction:
      'GST registration gives your business a 15-digit GSTIN. It lets you collect GST from customers, claim input tax credit on purchases and sell across state lines and on marketplaces.',
    importance:
      'In FY 2026-27 registration is compulsory once a year’s turnover passes ₹20 lakh if you supply services, or ₹40 lakh if you supply only goods (₹10 lakh or ₹20 lakh in some states), and, whatever the turnover, for suppliers of goods to other states and sellers through e-commerce operators that collect tax at source (CGST Act, sections 22 and 24). Trading without it invites penalties and blocks your customers’ input tax credit.',
    keyBenefits: [
      { title: 'Input tax credit', desc: 'Recover the GST you pay on purchases and expenses.' },
      {
        title: 'Sell anywhere',
        desc: 'Supply across states and on Amazon, Flipkart and other marketplaces.',
      },
      { title: 'Credibility', desc: 'Large buyers and government tenders ask for a GSTIN.' },
      { title: 'No penalties', desc: 'Stay clear of the penalty for trading without registration.' },
    ],
    processSteps: [
      { title: 'Consultation', desc: 'We confirm whether you need registration and which type.' },
      { title: 'Documents', desc: 'You share the documents; we check them before filing.' },
      { title: 'Application', desc: 'We file REG-01 and complete Aadhaar authentication with you.' },
      {
        title: 'GSTIN issued',
        desc: 'We answer any query from the officer until the certificate is issued.',
      },
    ],
    documentsRequired: [
      'PAN of the business or proprietor',
      'Aadhaar of the proprietor, partners or directors',
      'Proof of business address (electricity bill, rent agreement or NOC)',
      'Bank statement or cancelled cheque',
      'Photographs of the proprietor, partners or directors',
      'Certificate of incorporation or partnership deed, where applicable',
    ],
    types: [
      {
        name: 'Regular taxpayer',
        desc: 'For most businesses: file monthly or quarterly returns and claim input tax credit.',
      },
      {
        name: 'Composition scheme',
        desc: 'For small businesses up to ₹1.5 crore turnover: pay a fixed rate, file less often.',
      },
      {
        name: 'Non-resident taxable person',
        desc: 'For foreign businesses supplying in India occasionally.',
      },
    ],
  },
  'income-tax-e-filing': {
    headline: 'Income tax returns, prepared by experts',
    tagline: 'The right ITR form, every deduction you are entitled to, and the return e-filed and verified.',
    introduction:
      'Income tax e-filing is filing your annual return of income on the income tax portal. We choose the right form, reconcile your income with Form 26AS and the AIS, and compare the old and new regimes before filing.',
    importance:
      'A return on time avoids the late fee of up to ₹5,000, keeps your refund moving, lets you carry losses forward and is proof of income for loans, visas and tenders.',
    keyBenefits: [
      { title: 'Maximum refund', desc: 'Every deduction and exemption you can claim, claimed.' },
      { title: 'Regime comparison', desc: 'Old and new regimes worked out; you pay the lower tax.' },
      { title: 'No mismatch notices', desc: 'Income reconciled with Form 26AS and the AIS before filing.' },
      { title: 'Expert review', desc: 'A second expert checks every return before it is filed.' },
    ],
    processSteps: [
      {
        title: 'Share documents',
        desc: 'Form 16, bank statements and investment proofs, uploaded securely.',
      },
      { title: 'Computation', desc: 'We compute your tax under both regimes and send it for approval.' },
      { title: 'Filing', desc: 'We e-file the return once you approve the computation.' },
      { title: 'Verification', desc: 'We help you e-verify and track the refund.' },
    ],
    documentsRequired: [
      'PAN and Aadhaar',
      'Form 16 from your employer',
      'Bank statements and interest certificates',
      'Investment and insurance proofs (80C and 80D; sections 123 and 126 from tax year 2026-27)',
      'Capital gains statements from brokers, where applicable',
      'Rent receipts or home loan certificate, where applicable',
    ],
    types: [
      { name: 'ITR-1 (Sahaj)', desc: 'Salary, one house property, other income up to ₹50 lakh.' },
      { name: 'ITR-2', desc: 'Capital gains, more than one house property, foreign income.' },
      { name: 'ITR-3', desc: 'Income from a business or profession.' },
      { name: 'ITR-4 (Sugam)', desc: 'Presumptive income under sections 44AD, 44ADA and 44AE.' },
    ],
  },
  'trademark-registration': {
    headline: 'Register your trademark and own your brand',
    tagline: 'A search before filing, the application in the right class, and follow-up until registration.',
    introduction:
      'Trademark registration gives you the exclusive right to use your brand name, logo or slogan for your goods and services in India, and the right to stop others copying it.',
    importance:
      'Without registration you must prove your rights through long use. A registered mark lasts 10 years, can be renewed indefinitely, and is an asset you can license or sell.',
    keyBenefits: [
      { title: 'Exclusive rights', desc: 'Only you may use the mark for the registered classes.' },
      { title: 'Legal protection', desc: 'Sue for infringement and stop look-alike brands.' },
      { title: 'Use the ® symbol', desc: 'Show the market your brand is registered.' },
      { title: 'A business asset', desc: 'License, franchise or sell your brand.' },
    ],
    processSteps: [
      { title: 'Trademark search', desc: 'We search the registry for similar marks before filing.' },
      { title: 'Application', desc: 'We file TM-A in the right class; you can use ™ at once.' },
      { title: 'Examination', desc: 'We reply to any objection raised by the examiner.' },
      { title: 'Registration', desc: 'After publication and no opposition, the certificate is issued.' },
    ],
    documentsRequired: [
      'The brand name or logo (in JPG)',
      'Applicant’s PAN and address proof',
      'Udyam certificate, for the MSME fee',
      'Date of first use of the mark, if already in use',
      'Signed power of attorney (we prepare it)',
    ],
    types: [
      { name: 'Word mark', desc: 'The brand name itself, in any style.' },
      { name: 'Logo (device) mark', desc: 'Your logo as designed.' },
      { name: 'Slogan', desc: 'A tagline that identifies your business.' },
    ],
  },
};

/** Content for any slug: the specific page when there is one, else the generic template. */
export function servicePageContent(
  title: string,
  slug: string | undefined,
  summary?: string,
): ServicePageContent {
  if (slug && specific[slug]) return specific[slug];
  return {
    headline: `${title}, handled by experts`,
    tagline: summary ?? `Professional ${title.toLowerCase()} with expert guidance from start to finish.`,
    introduction:
      `${title} is one of the services our team of chartered accountants, company secretaries and lawyers handles every day. ${summary ?? ''}`.trim(),
    importance: `Getting ${title.toLowerCase()} right the first time avoids penalties, delays and notices later, and keeps your business free to focus on its work.`,
    keyBenefits: [
      { title: 'Expert handling', desc: 'Prepared and checked by qualified professionals.' },
      { title: 'On time', desc: 'We track every due date so nothing is filed late.' },
      { title: 'Fixed price', desc: 'A price agreed up front, with no surprises.' },
      { title: 'One point of contact', desc: 'A named expert who answers your questions.' },
    ],
    processSteps: [
      { title: 'Consultation', desc: 'We understand your situation and confirm what is needed.' },
      { title: 'Documents', desc: 'You share the documents; we check them before anything is filed.' },
      { title: 'Filing', desc: 'We prepare and file the application or return.' },
      { title: 'Completion', desc: 'We follow up until it is done and hand you the result.' },
    ],
    documentsRequired: [
      'PAN of the business and its owners',
      'Aadhaar of the owners or directors',
      'Proof of business address',
      'Certificate of incorporation or registration, where applicable',
    ],
    packages: [
      {
        name: 'Standard',
        desc: 'Everything needed, completed in the normal time.',
        features: ['Expert consultation', 'Document review', 'Filing and follow-up', 'E-mail support'],
      },
      {
        name: 'Express',
        desc: 'Priority handling for when it cannot wait.',
        features: [
          'Everything in Standard',
          'Priority processing',
          'Dedicated expert',
          'Phone and WhatsApp support',
        ],
      },
    ],
  };
}
