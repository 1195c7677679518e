import { Outlet, useLoaderData } from 'react-router';
import { DashboardShell } from '../../components/dashboard-shell';
import { PageSpinner } from '../../components/spinner';
import { clientNav } from '../../navigation';
import { requireRole } from '../../features/auth/require-role';
import { DashboardProviders } from '../../components/dashboard-providers';

export async function clientLoader() {
  return { user: await requireRole('client') };
}

/** Nothing protected renders while the session is checked. */
export function HydrateFallback() {
  return <PageSpinner label="Checking your session…" />;
}

export default function ClientLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  return (
    <DashboardProviders>
      <DashboardShell title="Client Portal" user={user} nav={clientNav}>
        <Outlet context={user} />
      </DashboardShell>
    </DashboardProviders>
  );
}
