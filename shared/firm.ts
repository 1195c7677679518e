/** The firm's identity and public contact details, used by the site and the e-mails. */
export const firm = {
  name: 'Sahaj Tax & Compliance',
  shortName: 'Sahaj',
  tagline: 'Tax, GST, company registration and compliance for Indian businesses',
  phones: ['+91 98765 43210', '+91 91234 56789'],
  email: 'enquiries@sahajtax.in',
  /** The public site's origin, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: 'https://www.sahajtax.in',
  address: '4th Floor, Sahaj House, 12 Residency Road, Bengaluru 560025',
  description:
    'Sahaj Tax & Compliance helps startups, small businesses, professionals and NRIs with company registration, GST, income tax, trademarks and ongoing compliance, at fixed and published prices.',
  /** The sender of automatic e-mails (codes, confirmations). */
  noReplyEmail: 'no-reply@sahajtax.in',
} as const;

/** Marketing claims (docs/product.md#marketing-figures-and-faq-facts). */
export const claims = [
  { value: '500+', label: 'Clients served' },
  { value: '1986+', label: 'Filings completed' },
  { value: '100%', label: 'Compliance accuracy' },
] as const;
