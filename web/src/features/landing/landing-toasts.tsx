import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { Toaster } from "@/components/layout/toaster";
import { catalogOf, isLocale, showCatalog } from "@/i18n";
import { showPendingFlashToast } from "@/lib/toast";

/** The prerendered landing page's toast region: empty at build time, the kept toast once hydrated. */
export function LandingToasts() {
  useEffect(() => showPendingFlashToast(), []);
  return <Toaster />;
}

/**
 * Shows the toast region's texts in `lang` (the language the page is written in, or the one its menu
 * just switched to), its catalog downloaded first; not kept as this device's choice.
 */
export async function showLanguage(lang: string): Promise<void> {
  if (isLocale(lang)) showCatalog(lang, await catalogOf(lang).catch(() => ({})));
}

/**
 * Hydrates the landing page's toast region, the one part of that page that moves: loaded on demand
 * by src/landing.ts only when a toast waits (the logout's), so no other visit loads React. The page
 * was prerendered in its `<html lang>`: that language's texts are shown before hydrating, so the
 * region's markup matches.
 */
export async function hydrateToasts(container: HTMLElement): Promise<void> {
  await showLanguage(document.documentElement.lang);
  hydrateRoot(container, <LandingToasts />);
}
