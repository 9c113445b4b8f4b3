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
