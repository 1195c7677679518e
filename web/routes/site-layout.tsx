import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Breadcrumbs } from '../features/site/breadcrumbs';
import { Footer } from '../features/site/footer';
import { Header } from '../features/site/header';

/**
 * Every public page: header, breadcrumb trail, content and footer. In production the page is
 * prerendered and not hydrated: web/site/main.ts gives it its behaviour. When React draws a
 * public page in the browser (the development server, or a link followed inside the dashboards'
 * app), the same behaviour starts here, and each page's islands hydrate after it.
 */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteBehaviour />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header />
      <div className="pt-16">
        <Breadcrumbs />
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

function SiteBehaviour() {
  const { pathname } = useLocation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../site/runtime').then((m) => {
      if (live) stop = m.startSite();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  useEffect(() => {
    void import('../site/runtime').then((m) => m.siteNavigated());
  }, [pathname]);
  return null;
}
