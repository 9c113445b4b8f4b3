import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { Toaster } from "@/components/layout/toaster";
import { showPendingFlashToast } from "@/lib/toast";

/** The prerendered landing page's toast region: empty at build time, the kept toast once hydrated. */
export function LandingToasts() {
  useEffect(() => showPendingFlashToast(), []);
  return <Toaster />;
}

/**
 * Hydrates the landing page's toast region, the one part of that page that moves: loaded on demand
 * by src/landing.ts only when a toast waits (the logout's), so no other visit loads React.
 */
export function hydrateToasts(container: HTMLElement): void {
  hydrateRoot(container, <LandingToasts />);
}
