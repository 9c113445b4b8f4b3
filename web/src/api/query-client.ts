import { QueryClient } from "@tanstack/react-query";

/** The app's one QueryClient: no refetch on focus or interval, never stale, no retries (spec part 1 section 9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
