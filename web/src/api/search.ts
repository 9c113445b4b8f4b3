import type { SearchResponse } from "@contract/search";
import { SEARCH_DEFAULT_LIMIT } from "@contract/search";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** Query keys of the search (under ["tasks"]: a task write refreshes them). */
export const searchKeys = {
  all: [...rootKeys.tasks, "search"] as const,
  text: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};

/** GET /api/search?q=&limit=: the command palette's results, best first (product rules §26). */
export function searchQuery(q: string, limit = SEARCH_DEFAULT_LIMIT) {
  return queryOptions({
    queryKey: searchKeys.text(q, limit),
    queryFn: () => getJson<SearchResponse>(`/api/search?${new URLSearchParams({ q, limit: String(limit) })}`),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
