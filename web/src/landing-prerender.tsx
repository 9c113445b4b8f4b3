// Renders the landing page to HTML at build time (web/prerender-landing.ts imports this in Node).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LandingToasts } from "@/features/landing/landing-toasts";
import { pageTitle } from "@/lib/use-page-title";
import { LANDING_TITLE, LandingPage } from "@/pages/landing-page";

/** The landing page's title, its markup (for #root) and its empty toast region (for #toasts). */
export function renderLanding(): { title: string; page: string; toasts: string } {
  return {
    title: pageTitle(LANDING_TITLE),
    page: renderToString(
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>,
    ),
    toasts: renderToString(<LandingToasts />),
  };
}
