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
