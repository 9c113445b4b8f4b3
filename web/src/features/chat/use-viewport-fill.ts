import { useLayoutEffect, useRef } from "react";

/**
 * Fits an element into the dynamic viewport (100dvh: a phone's screen without its browser bars):
 * its height is what is left below its top, less the main area's bottom padding, so its last line
 * (the chat composer) is on the screen without scrolling whatever the header above it holds.
 * Measured before paint and again when the window resizes.
 */
export function useViewportFill<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fill = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const main = el.closest("main");
      const bottom = main ? Number.parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      el.style.height = `calc(100dvh - ${Math.ceil(top + bottom)}px)`;
    };
    fill();
    window.addEventListener("resize", fill);
    return () => window.removeEventListener("resize", fill);
  }, []);
  return ref;
}
