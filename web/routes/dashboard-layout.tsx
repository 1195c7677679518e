import { Outlet, useLoaderData } from 'react-router';
import type { DashboardUser } from '../../shared/domain';
import type { Role } from '../../shared/runtime-config';
import { DashboardProviders } from '../components/dashboard-providers';
import { DashboardShell } from '../components/dashboard-shell';
import type { Navigation } from '../components/sidebar';
import { PageSpinner } from '../components/spinner';
import { requireRole } from '../features/auth/require-role';
import { TotpSetup } from '../features/auth/totp-setup';

/**
 * What both dashboards' layout routes are: the session checked for the role before anything
 * protected renders, then the shell (title, sidebar, the way out) around the page, which gets the
 * signed-in user as its outlet context. Each layout route re-exports these three.
 */
export function dashboardLayout(role: Role, title: string, nav: Navigation) {
  const clientLoader = async () => ({ user: await requireRole(role) });
  const HydrateFallback = () => <PageSpinner label="Checking your session…" />;
  function Layout() {
    const { user } = useLoaderData<{ user: DashboardUser }>();
    return (
      <DashboardProviders>
        <DashboardShell title={title} user={user} nav={nav}>
          {/* Staff need a second factor before anything else (the API refuses them without one). */}
          {role === 'admin' && !user.mfa_enrolled_at ? (
            <TotpSetup user={user} required />
          ) : (
            <Outlet context={user} />
          )}
        </DashboardShell>
      </DashboardProviders>
    );
  }
  return { clientLoader, HydrateFallback, Layout };
}
