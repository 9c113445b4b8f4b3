import { useEffect } from "react";

/** Sets the browser tab title to "{title} · Sprintboard" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sprintboard` : "Sprintboard";
  }, [title]);
}
