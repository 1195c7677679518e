import { useLocation, useMatches } from 'react-router';
import { StaticIsland } from '../../components/static-island';
import BreadcrumbTrail from './islands/breadcrumb-trail';

const loadTrail = () => import('./islands/breadcrumb-trail.lazy');

/**
 * The breadcrumb trail: prerendered with each page; after an in-app navigation the trail's
 * renderer (and the catalogue it names services from) loads on demand.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  // The 404 page has no trail: its address is not a place in the site.
  const notFound = useMatches().some((m) => m.id === 'routes/not-found');
  if (notFound) return null;
  return (
    <StaticIsland
      key={pathname}
      id="breadcrumbs"
      server={import.meta.env.SSR ? BreadcrumbTrail : null}
      load={loadTrail}
    />
  );
}
