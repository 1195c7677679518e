import { Outlet } from 'react-router';
import { InquiryProvider } from '../features/inquiry/inquiry-context';
import { Breadcrumbs } from '../features/site/breadcrumbs';
import { Footer } from '../features/site/footer';
import { Header } from '../features/site/header';

/**
 * Every public page: header, breadcrumb trail, content, footer, and the inquiry dialog that any
 * inquiry button opens.
 */
export default function SiteLayout() {
  return (
    <InquiryProvider>
      <div className="flex min-h-screen flex-col">
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
    </InquiryProvider>
  );
}
