import type { MetaDescriptor } from 'react-router';
import { firm } from '../../../shared/firm';
import { breadcrumbJsonLd, breadcrumbTrail } from '../../../shared/site-routes';

/**
 * Title, description, canonical URL, Open Graph and JSON-LD for a public page. `path` is the
 * canonical path (other addresses of the same page point here).
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  /** The path the page was reached at, for its breadcrumb trail (defaults to `path`). */
  at?: string;
  jsonLd?: object[];
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = firm.siteUrl + (options.path === '/' ? '/' : options.path);
  const trail = breadcrumbTrail(options.at ?? options.path);
  const ld = [...(options.jsonLd ?? [])];
  if (trail.length > 0) ld.push(breadcrumbJsonLd(trail, firm.siteUrl, options.at ?? options.path));
  return [
    { title: options.title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: firm.name },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary' },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...ld.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The firm as a schema.org organisation, for the home and contact pages. */
export function organisationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: firm.name,
    url: firm.siteUrl,
    email: firm.email,
    telephone: firm.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: firm.address, addressCountry: 'IN' },
    areaServed: 'IN',
  };
}
