import type { ReactNode } from 'react';
import { Breadcrumbs } from '../features/site/breadcrumbs';
import { Footer } from '../features/site/footer';
import { Header } from '../features/site/header';
import { InquiryProvider } from '../features/inquiry/inquiry-context';

/** The public layout (spec 2.2): header, breadcrumb trail, content, footer; the inquiry dialog. */
export function SiteShell({ children }: { children: ReactNode }) {
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
          {children}
        </main>
        <Footer />
      </div>
    </InquiryProvider>
  );
}
