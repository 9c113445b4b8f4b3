/**
 * The language chosen on this device (issue 24): kept in localStorage and mirrored in a cookie, so
 * the server sends the prerendered landing page in it. No imports: the landing page's own script
 * (src/landing.ts), which loads no app code, uses it for its language menu.
 */
export const LANGUAGE_STORAGE_KEY = "sprintboard:language";

/** The cookie mirroring this device's choice, so the server sends the prerendered landing page in it. */
export const LANGUAGE_COOKIE = "sprintboard_lang";

/** The language kept on this device (unchecked), or null. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Mirrors the language chosen on this device into the `sprintboard_lang` cookie (a year, whole site). */
export function mirrorToCookie(locale: string): void {
  if (typeof document === "undefined") return;
  // The Cookie Store API is not in every supported browser yet; this one plain cookie is enough.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/** Keeps `locale` as this device's choice: localStorage and the cookie. */
export function keepOnDevice(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  mirrorToCookie(locale);
}
