import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { endSession } from "@/lib/session-end";
import { errorStatus } from "./http";

/** A 401 on any request means the session ended: one notice and /login (issue 9). */
function onError(error: unknown): void {
  if (errorStatus(error) === 401) endSession();
}

/** The app's one QueryClient: no refetch on focus or interval, never stale, no retries (product rules §16). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
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
