import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DashboardUser } from '../../shared/domain';
import { SidebarLayout, type Navigation } from './sidebar';
import { logoutAfterCalls } from '../lib/api';
import { Logo } from './logo';
import { pagePaths } from '../../shared/page-paths';

/** The frame of both dashboards: who is signed in, and the way out. */
export function DashboardShell({
  title,
  user,
  nav,
  children,
}: {
  title: string;
  user: DashboardUser;
  /** With a navigation, the page sits beside the collapsible sidebar. */
  nav?: Navigation;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    await logoutAfterCalls();
    await navigate(pagePaths.login);
  };
  const page = (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div
          className={`mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 ${nav ? 'pl-14 md:pl-4' : ''}`}
        >
          <div className="flex items-center gap-4">
            <Logo />
            <span className="hidden rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 sm:inline">
              {title}
            </span>
          </div>
          <button
            type="button"
            onClick={() => void onLogout()}
            disabled={leaving}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-70"
          >
            <LogOut aria-hidden="true" size={16} />
            {leaving ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <p className="text-2xl font-bold text-brand-900">Welcome, {user.full_name}</p>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
  return nav ? (
    <SidebarLayout title={title} nav={nav}>
      {page}
    </SidebarLayout>
  ) : (
    page
  );
}

/** The signed-in user's own details, as the server holds them. */
export function ProfileCard({ user }: { user: DashboardUser }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Role', user.role === 'admin' ? 'Administrator' : 'Client'],
    ['Phone', user.phone || 'Not given'],
    ['Company', user.company || 'Not given'],
  ];
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="profile-heading" className="text-lg font-semibold text-brand-900">
        Your account
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
