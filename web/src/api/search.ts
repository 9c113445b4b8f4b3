import type { SearchKind, SearchResponse } from "@contract/search";
import { SEARCH_DEFAULT_LIMIT } from "@contract/search";
import type { TaskType } from "@contract/tasks";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** What a task picker narrows the search to (product rules §35, §36): tasks, of a project or a type. */
export type SearchFilters = { kind?: SearchKind; projectId?: number; type?: TaskType };

/** Query keys of the search (under ["tasks"]: a task write refreshes them). */
export const searchKeys = {
  all: [...rootKeys.tasks, "search"] as const,
  text: (q: string, limit: number, filters: SearchFilters = {}) =>
    [...searchKeys.all, q, limit, filters] as const,
};

/**
 * GET /api/search?q=&limit=: the command palette's results, best first (product rules §26); with
 * `filters` (`kind`, `projectId`, `type`), the task pickers' results.
 */
export function searchQuery(q: string, limit = SEARCH_DEFAULT_LIMIT, filters: SearchFilters = {}) {
  const params = new URLSearchParams({ q, limit: String(limit) });
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined) params.set(name, String(value));
  return queryOptions({
    queryKey: searchKeys.text(q, limit, filters),
    queryFn: () => getJson<SearchResponse>(`/api/search?${params}`),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
