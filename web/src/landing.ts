// The script of the prerendered landing page (landing.html, written at build time by
// web/prerender-landing.ts): the page is already there, so this loads no React, no router and no
// query client. It keeps the footer's year current and, only when a toast waits (after logging
// out), hydrates the toast region. Links are plain links: the app loads with the next page.
import "@fontsource-variable/inter";
import "./index.css";
import { hasFlashToast } from "@/lib/flash-toast";

for (const year of document.querySelectorAll("[data-current-year]")) {
  year.textContent = String(new Date().getFullYear());
}

const toasts = document.getElementById("toasts");
if (toasts && hasFlashToast()) {
  void import("@/features/landing/landing-toasts").then(({ hydrateToasts }) => hydrateToasts(toasts));
}
