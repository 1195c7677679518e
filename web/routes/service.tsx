import { useLocation } from 'react-router';
import { firm } from '../../shared/firm';
import { StaticIsland } from '../components/static-island';
import ServiceBody from '../features/site/islands/service-body';
import { pageMeta } from '../features/site/page-meta';
import { resolve } from '../features/site/service-resolve';
import type { Route } from './+types/service';

const loadBody = () => import('../features/site/islands/service-body.lazy');

export function meta({ params, location }: Route.MetaArgs) {
  const { known, title, canonical } = resolve(params, location.pathname);
  return pageMeta({
    title: `${title} | Professional Business Services | Premium Compliance Solutions`,
    // A description about compliance, registration, tax filing, GST and trademark.
    description: `${title} by ${firm.name}: expert help with compliance, registration, tax filing, GST and trademark, at fixed prices.`,
    path: canonical,
    noindex: !known,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: title,
        provider: { '@type': 'AccountingService', name: firm.name, url: firm.siteUrl },
        areaServed: 'IN',
        url: firm.siteUrl + canonical,
      },
    ],
  });
}

/**
 * One detail page for every service address pattern; specific content for three slugs. The body
 * is prerendered markup (a static island); its content loads only when the page is first drawn in
 * the browser.
 */
export default function ServicePage() {
  const { pathname } = useLocation();
  return (
    <StaticIsland
      key={pathname}
      id="service-page"
      server={import.meta.env.SSR ? ServiceBody : null}
      load={loadBody}
    />
  );
}
