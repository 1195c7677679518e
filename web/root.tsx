import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { PageSpinner } from './components/spinner';
import { firm } from '../shared/firm';
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The title of a document no route names: the dashboards' app shell, before the browser has drawn
 * the page that names itself. Every page with a meta of its own replaces it.
 */
export const meta: Route.MetaFunction = () => [{ title: firm.name }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a5c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <DocumentScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <PageSpinner />;
}

/**
 * React Router's scripts. The build moves their inline code into files (infra/site/
 * inline-scripts.ts) so that the CSP forbids inline script; the browser then keeps that markup as
 * it is instead of re-rendering the inline form, which would not match (ADR 0011).
 */
function DocumentScripts() {
  const [html] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.getElementById('rr-scripts')?.innerHTML ?? null),
  );
  if (import.meta.env.SSR || html === null) {
    return (
      <div id="rr-scripts">
        <ScrollRestoration />
        <Scripts />
      </div>
    );
  }
  return <ClientScripts html={html} />;
}

function ClientScripts({ html }: { html: string }) {
  // Scroll restoration's hooks run here; its <script> output is already in the page.
  ScrollRestoration({});
  // After hydration React Router's <Scripts> is rendered once into a detached element: its
  // effect marks the app hydrated (which the SPA fallback pages wait for); its output goes nowhere.
  const [sink, setSink] = useState<HTMLElement | null>(null);
  useEffect(() => setSink(document.createElement('div')), []);
  return (
    <>
      <div id="rr-scripts" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      {sink && createPortal(<Scripts />, sink)}
    </>
  );
}
