import { QueryClient } from '@tanstack/react-query';

/** Server state lives here; zustand only holds session and UI state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
