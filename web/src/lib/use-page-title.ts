import { useEffect } from "react";

/** The browser tab title of a page: "{title} · Sprintboard", or "Sprintboard" alone. */
export function pageTitle(title: string): string {
  return title ? `${title} · Sprintboard` : "Sprintboard";
}

/** Sets the browser tab title to "{title} · Sprintboard" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
