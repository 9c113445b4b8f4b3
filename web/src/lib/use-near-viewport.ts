import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on: a long list of
 * sections loads each one's data only when the user scrolls near it (issue 14). True at once where
 * IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
