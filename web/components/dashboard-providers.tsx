import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Server data is cached for 5 minutes and retried once (docs/product.md#timings). */
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, gcTime: 300_000, retry: 1 } } });

/** What both dashboards need around their pages: the server-state cache and the toasts. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
