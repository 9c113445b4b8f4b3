import type { Sprint } from "@contract/sprints";

/** The status filter of the sprints list: all or one status. */
export type SprintStatusFilter = "all" | "planning" | "active" | "completed";

/** Sprints whose name or description contains `search` (case-insensitive) and whose status matches. */
export function filterSprints(
  sprints: readonly Sprint[],
  search: string,
  status: SprintStatusFilter,
): Sprint[] {
  const needle = search.trim().toLowerCase();
  return sprints.filter(
    (s) =>
      (status === "all" || s.status === status) &&
      (!needle ||
        s.name.toLowerCase().includes(needle) ||
        (s.description ?? "").toLowerCase().includes(needle)),
  );
}

/** The list's order (issue 9): active sprints first, otherwise as the server sent them (newest first). */
export function orderSprints<T extends { status: string }>(sprints: readonly T[]): T[] {
  return [...sprints].sort((a, b) => Number(b.status === "active") - Number(a.status === "active"));
}
