import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { Toaster } from 'sonner';
import { DashboardShell } from '../../components/dashboard-shell';
import { PageSpinner } from '../../components/spinner';
import { adminNav } from '../../features/admin/sidebar';
import { requireRole } from '../../features/auth/require-role';

export async function clientLoader() {
  return { user: await requireRole('admin') };
}

/** Nothing protected renders while the session is checked. */
export function HydrateFallback() {
  return <PageSpinner label="Checking your session…" />;
}

/** spec 7: server data is cached for 5 minutes and retried once. */
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, gcTime: 300_000, retry: 1 } } });

export default function AdminLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardShell title="Admin Panel" user={user} nav={adminNav}>
        <Outlet context={user} />
      </DashboardShell>
      <Toaster position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
