import { useEffect, useState } from 'react';
import { Outlet, useLoaderData, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import type { DashboardUser } from '../../shared/domain';
import type { Role } from '../../shared/runtime-config';
import { DashboardProviders } from '../components/dashboard-providers';
import { DashboardShell } from '../components/dashboard-shell';
import type { Navigation } from '../components/sidebar';
import { PageSpinner } from '../components/spinner';
import { requireRole } from '../features/auth/require-role';
import { TotpSetup } from '../features/auth/totp-setup';
import { logoutAfterCalls, sessionEvents } from '../lib/api';
import { pagePaths } from '../../shared/page-paths';

/**
 * What both dashboards' layout routes are: the session checked for the role before anything
 * protected renders, then the shell (title, sidebar, the way out) around the page, which gets the
 * signed-in user as its outlet context. Each layout route re-exports these three.
 */
export function dashboardLayout(role: Role, title: string, nav: Navigation) {
  const clientLoader = async () => ({ user: await requireRole(role) });
  /**
   * The session is checked again on the way to another page (and when a page asks, after a profile
   * change), not when only a list's filters (the query string) change: a filter then takes effect at once, with no round trip to the API, and
   * two quick changes (a filter, then the search settling) cannot overtake each other.
   */
  const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
      ? false
      : defaultShouldRevalidate;
  const HydrateFallback = () => <PageSpinner label="Checking your session…" />;
  function Layout() {
    const { user } = useLoaderData<{ user: DashboardUser }>();
    const navigate = useNavigate();
    // Staff need a second factor before anything else (the API refuses them without one); the
    // API may also say so later (Cognito's factor turned off), and a session may end under us.
    const [needsSetup, setNeedsSetup] = useState(role === 'admin' && !user.mfa_enrolled_at);
    useEffect(() => {
      const onMfa = () => setNeedsSetup(role === 'admin');
      const onEnded = () => {
        void logoutAfterCalls().then(() => navigate(pagePaths.loginWith('sessionEnded'), { replace: true }));
      };
      window.addEventListener(sessionEvents.mfaRequired, onMfa);
      window.addEventListener(sessionEvents.ended, onEnded);
      return () => {
        window.removeEventListener(sessionEvents.mfaRequired, onMfa);
        window.removeEventListener(sessionEvents.ended, onEnded);
      };
    }, [navigate]);
    return (
      <DashboardProviders>
        <DashboardShell title={title} user={user} nav={needsSetup ? undefined : nav}>
          {needsSetup ? <TotpSetup user={user} required /> : <Outlet context={user} />}
        </DashboardShell>
      </DashboardProviders>
    );
  }
  return { clientLoader, shouldRevalidate, HydrateFallback, Layout };
}
