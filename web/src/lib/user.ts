/** The name fields every user shape carries. */
export interface NamedUser {
  id: number | string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** First and last name, else the email, else the id (spec: navigation shell user block). */
export function displayName(user: NamedUser): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (full) return full;
  if (user.email) return user.email;
  return String(user.id);
}

/** One or two upper-case initials for an avatar fallback. */
export function initials(user: NamedUser): string {
  const first = user.firstName?.trim()?.[0];
  const last = user.lastName?.trim()?.[0];
  if (first || last) return `${first ?? ""}${last ?? ""}`.toUpperCase();
  const fromEmail = user.email?.trim()?.[0];
  return (fromEmail ?? "?").toUpperCase();
}
