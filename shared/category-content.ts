import type { CategoryId } from './catalogue';

/**
 * Each category page's headline and introduction. Apart from the catalogue, which the
 * browser loads to name services, because only the prerendered pages (loaders) show these.
 */
export const categoryContent: Record<CategoryId, { headline: string; intro: string }> = {
  startup: {
    headline: 'Choose the right structure for your business',
    intro:
      'From a sole proprietorship to a private limited company, we register your business and get it ready to trade.',
  },
  registrations: {
    headline: 'Every licence and registration your business needs',
    intro: 'We file, follow up and hand you the certificate, so you can get on with running your business.',
  },
  trademark: {
    headline: 'Protect your brand',
    intro: 'Search, filing, objections and renewals: we protect your name and logo in India and abroad.',
  },
  gst: {
    headline: 'GST registration, returns and notices',
    intro:
      'Registration in days, returns filed on time and notices answered by people who do this every day.',
  },
  'income-tax': {
    headline: 'Income tax returns, TDS and notices',
    intro: 'Returns for individuals and businesses, TDS compliance and replies to the department.',
  },
  mca: {
    headline: 'Company law filings, on time',
    intro: 'Annual returns, director changes and every event-based filing with the Registrar of Companies.',
  },
  compliance: {
    headline: 'Ongoing compliance, handled',
    intro: 'Payroll, provident fund, ESI, professional tax and books, done every month without reminders.',
  },
};
