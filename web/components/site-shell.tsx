import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { firm } from '../../shared/firm';

/** The public layout: header, content, footer. The public site issue fills in menus and links. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-bold text-brand-900">
            {firm.name}
          </Link>
          <a
            href="/dashboard-login"
            target="_blank"
            rel="noopener"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Login
          </a>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-brand-900 text-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
          <p className="font-semibold text-white">{firm.name}</p>
          <p className="mt-1">{firm.tagline}</p>
          <p className="mt-3">
            {firm.phones.join(' · ')} ·{' '}
            <a className="underline" href={`mailto:${firm.email}`}>
              {firm.email}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
