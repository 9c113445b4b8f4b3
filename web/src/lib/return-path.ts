import { safeReturnPath } from "@contract/return-path";

export { safeReturnPath };

/** The page after signing in: the safe `next` of the current query, else /dashboard. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get("next")) ?? "/dashboard";
}

/** The query to add to an account screen's link so that `next` survives (empty when there is none). */
export function nextQuery(search: string): string {
  const next = safeReturnPath(new URLSearchParams(search).get("next"));
  return next ? `?next=${encodeURIComponent(next)}` : "";
}

/** /login with the given page (path, query and hash) as where to return to; '/' needs none. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search ?? ""}${location.hash ?? ""}`);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}
