import { Outlet, useLoaderData } from 'react-router';
import { DashboardShell } from '../../components/dashboard-shell';
import { PageSpinner } from '../../components/spinner';
import { requireRole } from '../../features/auth/require-role';

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
    <DashboardShell title="Admin Panel" user={user}>
      <Outlet context={user} />
    </DashboardShell>
  );
}
