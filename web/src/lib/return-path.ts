/**
 * The page to return to after signing in (issue 9): only a same-origin relative path is accepted,
 * so a crafted `next` can never send the user to another site or run a script.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // A single leading slash, not '//' (protocol-relative) nor '/\' (browsers read it as '//').
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // Control characters and backslashes can be normalised by browsers into something else.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    const base = "https://sprintboard.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    // Returning to an account screen would loop; those go to the default page instead.
    if (/^\/(login|register|forgot-password|reset-password)(\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

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
