import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's server state (React Query); zustand or component state never mirror it. Logout
 * forgets it. Not part of a sign-in screen's first load: the screens that query import it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * React Query around a screen that queries the API outside a provider of the app's own (a
 * signed-out screen; the consent app's screens). The same client as the app's provider.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
