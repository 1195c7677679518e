import { Outlet, useLoaderData } from 'react-router';
import { DashboardShell } from '../../components/dashboard-shell';
import { PageSpinner } from '../../components/spinner';
import { adminNav } from '../../navigation';
import { requireRole } from '../../features/auth/require-role';
import { DashboardProviders } from '../../components/dashboard-providers';

export async function clientLoader() {
  return { user: await requireRole('admin') };
}

/** Nothing protected renders while the session is checked. */
export function HydrateFallback() {
  return <PageSpinner label="Checking your session…" />;
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  return (
    <DashboardProviders>
      <DashboardShell title="Admin Panel" user={user} nav={adminNav}>
        <Outlet context={user} />
      </DashboardShell>
    </DashboardProviders>
  );
}
