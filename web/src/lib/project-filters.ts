/** The fields the project filters read. */
interface FilterableProject {
  name: string;
  description: string | null;
  status: string;
  updatedAt: string;
}

/** The sort keys of All Projects. */
export const PROJECT_SORT_KEYS = ["name", "updated"] as const;
/** A sort key of All Projects. */
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
/** A sort: key and direction. */
export interface ProjectSort {
  key: ProjectSortKey;
  direction: "asc" | "desc";
}

/** The default sort of All Projects: updated, descending (product rules §16). */
export const DEFAULT_PROJECT_SORT: ProjectSort = { key: "updated", direction: "desc" };

const folded = (status: string) => (status === "on-hold" || status === "paused" ? "on_hold" : status);

/** Projects whose name or description contains `search` (case-insensitive) and whose status matches ('all' for any). */
export function filterProjects<T extends FilterableProject>(
  projects: readonly T[],
  search: string,
  status: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return projects.filter(
    (p) =>
      (status === "all" || folded(p.status) === folded(status)) &&
      (!needle ||
        p.name.toLowerCase().includes(needle) ||
        (p.description ?? "").toLowerCase().includes(needle)),
  );
}

/** Clicking the active sort toggles its direction; choosing another starts ascending. */
export function nextSort(current: ProjectSort, key: ProjectSortKey): ProjectSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

/** A sorted copy: by name (case-insensitive) or by last update. */
export function sortProjects<T extends FilterableProject>(projects: readonly T[], sort: ProjectSort): T[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const compare =
    sort.key === "name"
      ? (a: T, b: T) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" })
      : (a: T, b: T) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  return [...projects].sort((a, b) => sign * compare(a, b));
}
