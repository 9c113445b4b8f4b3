// Renders the landing page to HTML at build time, in each language (web/prerender-landing.ts imports
// this in Node through tsx, where Vite's import.meta.glob does not exist: the prerender reads each
// language's catalog itself and passes it here).
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { PRODUCT_NAME } from "@/components/layout/brand";
import { LandingToasts } from "@/features/landing/landing-toasts";
import {
  type Catalog,
  DEFAULT_LOCALE,
  directionOf,
  LOCALES,
  type Locale,
  showCatalog,
  translator,
} from "@/i18n";
import { pageTitle } from "@/lib/use-page-title";
import { LANDING, LandingPage } from "@/pages/landing-page";

/** The languages to prerender the landing page in; English (the default) is landing.html. */
export const LANDING_LOCALES: readonly Locale[] = LOCALES.map((locale) => locale.code);
export { DEFAULT_LOCALE };

/** One prerendered landing page: `<html lang dir>`, head texts, markup for #root and the empty toast region. */
export interface RenderedLanding {
  lang: Locale;
  dir: "ltr" | "rtl";
  title: string;
  description: string;
  page: string;
  toasts: string;
}

/** The landing page in `locale`, with its catalog (empty for English: the messages' own text). */
export function renderLanding(locale: Locale = DEFAULT_LOCALE, catalog: Catalog = {}): RenderedLanding {
  showCatalog(locale, catalog);
  const t = translator();
  return {
    lang: locale,
    dir: directionOf(locale),
    title: pageTitle(t(LANDING.title)),
    description: t(LANDING.metaDescription, { product: PRODUCT_NAME }),
    page: renderToString(
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>,
    ),
    toasts: renderToString(<LandingToasts />),
  };
}
