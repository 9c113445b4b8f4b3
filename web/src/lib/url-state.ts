/**
 * Reading and writing one list setting in the URL query (issue 9: filters, sort, view and search
 * are shareable and survive reload and Back). Pure helpers; the hooks are in use-url-state.ts.
 */

/** The value of `key` in `params` when it is one of `allowed` (any non-empty value without a list), else `fallback`. */
export function readParam<T extends string>(
  params: URLSearchParams,
  key: string,
  fallback: T,
  allowed?: readonly T[],
): T {
  const raw = params.get(key);
  if (raw === null || raw === "") return fallback;
  if (allowed && !allowed.includes(raw as T)) return fallback;
  return raw as T;
}

/** A copy of `params` with `key` set to `value`, or left out when it is the default or empty (short URLs). */
export function writeParam(
  params: URLSearchParams,
  key: string,
  value: string,
  fallback: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === fallback || value === "") next.delete(key);
  else next.set(key, value);
  return next;
}

/** A sort as one query value: "name" ascending, "-name" descending. */
export function sortParam(sort: { key: string; direction: "asc" | "desc" }): string {
  return sort.direction === "desc" ? `-${sort.key}` : sort.key;
}

/** The sort of a query value made by sortParam, when its key is allowed; else `fallback`. */
export function parseSortParam<K extends string>(
  raw: string | null,
  keys: readonly K[],
  fallback: { key: K; direction: "asc" | "desc" },
): { key: K; direction: "asc" | "desc" } {
  if (!raw) return fallback;
  const direction = raw.startsWith("-") ? "desc" : "asc";
  const key = raw.replace(/^-/, "") as K;
  return keys.includes(key) ? { key, direction } : fallback;
}

/** Where the app's router is going now (its pending navigation's target), read from the router itself. */
type PendingNavigation = () => { pathname: string } | null | undefined;

let pendingNavigation: PendingNavigation = () => undefined;

/** Called once by router.tsx with a reader of the router's own state. */
export function watchNavigation(read: PendingNavigation): void {
  pendingNavigation = read;
}

/**
 * Whether the router is on its way from `pathname` to another page. Read from the router's state at
 * the moment of asking, not from a render: the router's updates reach React in a transition, which a
 * busy browser may render after a search pause ends (e2e/teams.spec.ts: a card clicked within the
 * pause, then the pause's URL write cancelled that navigation and kept the user on the list).
 */
export function leavingPage(pathname: string): boolean {
  const target = pendingNavigation();
  return target != null && target.pathname !== pathname;
}
