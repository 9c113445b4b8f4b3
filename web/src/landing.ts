// The script of the prerendered landing page (landing.html and landing.<code>.html, written at build
// time by web/prerender-landing.ts): the page is already there, so this loads no React, no router and
// no query client. It keeps the footer's year current, drives the language menu and, only when a toast
// waits (after logging out), hydrates the toast region. Links are plain links: the app loads with the
// next page.
import "@fontsource-variable/inter";
import "./index.css";
import { keepOnDevice } from "@/i18n/device";
import { hasFlashToast } from "@/lib/flash-toast";

type ToastsModule = typeof import("@/features/landing/landing-toasts");
let toastsModule: Promise<ToastsModule> | null = null;

function showCurrentYear(): void {
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
}

/**
 * The language menu (issue 24): the choice is kept on this device (localStorage and the cookie the
 * server reads), then the page in that language, which the server now sends for '/', takes this one's
 * place without a reload: `<html lang dir>`, title, description and #root. Where that fails (offline,
 * signed in meanwhile), the page is loaded again.
 */
async function switchLanguage(code: string): Promise<void> {
  keepOnDevice(code);
  try {
    const response = await fetch("/", { headers: { accept: "text/html" }, credentials: "same-origin" });
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    const root = next.getElementById("root");
    if (!response.ok || !next.querySelector("[data-landing-language]") || !root)
      throw new Error("no landing page");
    document.documentElement.lang = next.documentElement.lang;
    document.documentElement.dir = next.documentElement.dir;
    document.title = next.title;
    const description = next.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    document.getElementById("root")?.replaceChildren(...root.childNodes);
    showCurrentYear();
    watchLanguageMenu()?.focus();
    if (toastsModule) void toastsModule.then((module) => module.showLanguage(next.documentElement.lang));
  } catch {
    window.location.reload();
  }
}

/** Listens to the language menu of the page shown now; returns its select. */
function watchLanguageMenu(): HTMLSelectElement | null {
  const menu = document.querySelector<HTMLSelectElement>("[data-landing-language] select");
  menu?.addEventListener("change", () => void switchLanguage(menu.value));
  return menu;
}

showCurrentYear();
watchLanguageMenu();

const toasts = document.getElementById("toasts");
if (toasts && hasFlashToast()) {
  toastsModule = import("@/features/landing/landing-toasts");
  void toastsModule.then(({ hydrateToasts }) => hydrateToasts(toasts));
}
