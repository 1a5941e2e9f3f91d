import { QueryClient } from '@tanstack/react-query';

/** Server state lives here (React Query), nothing is mirrored into component state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
