import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * The API as a component test sees it: each call is recorded and held until the test answers it,
 * so a test can look at the busy state first, then answer with what the server would say. (A test
 * file also mocks `web/lib/auth`, for the signed-in user's token.)
 */
export interface HeldCall {
  url: string;
  method: string;
  body: unknown;
  answer(status: number, body: unknown): void;
}

export function holdApi(): HeldCall[] {
  const calls: HeldCall[] = [];
  global.fetch = jest.fn(
    (url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) =>
        calls.push({
          url: String(url),
          method: init?.method ?? 'GET',
          body: JSON.parse(String(init?.body ?? 'null')),
          // jsdom has no Response: what the API client reads of one.
          answer: (status, body) =>
            resolve({
              ok: status < 400,
              status,
              headers: new Headers({ 'content-type': 'application/json' }),
              json: async () => body,
            } as Response),
        }),
      ),
  ) as typeof fetch;
  return calls;
}

/** The server's refusal of named fields, as the API answers it. */
export const refusal = (field: string, message: string) => ({
  message,
  details: [{ field, message }],
});

/** Renders with a fresh query client (no retries), as the dashboards provide one. */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The `n`th call (from 0), once the component has made it (a query starts after a token read). */
export const nthCall = (calls: HeldCall[], n: number): Promise<HeldCall> =>
  waitFor(() => {
    const call = calls[n];
    if (!call) throw new Error(`call ${n + 1} not made yet`);
    return call;
  });
