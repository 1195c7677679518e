import { useLocation, useParams } from 'react-router';
import { firm } from '../../shared/firm';
import { serviceDetailPrefixes } from '../../shared/site-routes';
import { StaticIsland } from '../components/static-island';
import ServiceBody from '../features/site/islands/service-body';
import { pageMeta } from '../features/site/page-meta';
import { resolve } from '../features/site/service-resolve';
import NotFound, { meta as notFoundMeta } from './not-found';
import type { Route } from './+types/service';

/** An address whose first segment is none of the service patterns' is no service page. */
const unknownPrefix = (params: { prefix?: string; base?: string }) =>
  (params.prefix !== undefined && !(serviceDetailPrefixes as readonly string[]).includes(params.prefix)) ||
  (params.base !== undefined && params.base !== 'service' && params.base !== 'services');

const loadBody = () => import('../features/site/islands/service-body.lazy');

/** Only the catalogue's services have pages (ADR 0077): any other slug is not found, under every pattern. */
const isServicePage = (params: { prefix?: string; base?: string; slug?: string }, pathname: string) =>
  !unknownPrefix(params) && resolve(params, pathname).known !== undefined;

export function meta({ params, location }: Route.MetaArgs) {
  if (!isServicePage(params, location.pathname)) return notFoundMeta();
  const { title, canonical } = resolve(params, location.pathname);
  return pageMeta({
    title: `${title} | ${firm.name}`,
    // A description about compliance, registration, tax filing, GST and trademark.
    description: `${title} by ${firm.name}: expert help with compliance, registration, tax filing, GST and trademark, at fixed prices.`,
    path: canonical,
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
  if (!isServicePage(useParams(), pathname)) return <NotFound />;
  return (
    <StaticIsland
      key={pathname}
      id="service-page"
      server={import.meta.env.SSR ? ServiceBody : null}
      load={loadBody}
    />
  );
}
