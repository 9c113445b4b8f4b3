import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { Brand, PRODUCT_NAME } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { FeatureGrid } from "@/features/landing/features";
import { SampleDashboard } from "@/features/landing/sample-dashboard";
import { defineMessages, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/** The top bar's buttons: tighter on a phone, and a label that does not fit wraps in its button. */
const NAV_BUTTON =
  "h-auto min-h-8 min-w-0 shrink whitespace-normal px-2 py-1 text-center leading-tight sm:px-3";

/** The landing page's texts; `title` and `metaDescription` also go into the prerendered pages' head. */
export const LANDING = defineMessages({
  title: { id: "landing.title", defaultMessage: "Agile project management for teams" },
  metaDescription: {
    id: "landing.metaDescription",
    defaultMessage: "{product}: self-hosted agile project management for teams.",
    description: "The page's meta description, shown by search engines; {product} is Sprintboard.",
  },
  account: {
    id: "landing.nav.account",
    defaultMessage: "Account",
    description: "The top bar's sign-in links.",
  },
  login: { id: "landing.nav.login", defaultMessage: "Login" },
  startTrial: { id: "landing.nav.startTrial", defaultMessage: "Start Free Trial" },
  tagline: { id: "landing.hero.tagline", defaultMessage: "Agile & Scrum, without the overhead" },
  heading: { id: "landing.hero.heading", defaultMessage: "Plan sprints, ship faster, together." },
  intro: {
    id: "landing.hero.intro",
    defaultMessage:
      "{product} brings your backlog, boards, burndown charts and team conversations into one place, so every sprint ends with work delivered.",
    description: "{product} is the product's name, Sprintboard.",
  },
  getStarted: { id: "landing.hero.getStarted", defaultMessage: "Get Started Free" },
  signIn: { id: "landing.hero.signIn", defaultMessage: "Sign in to your workspace" },
  freeTrial: { id: "landing.highlight.freeTrial", defaultMessage: "Free trial, no card needed" },
  selfHosted: { id: "landing.highlight.selfHosted", defaultMessage: "Self-hosted, your data stays yours" },
  quickSetup: { id: "landing.highlight.quickSetup", defaultMessage: "Set up in minutes" },
  featuresHeading: {
    id: "landing.features.heading",
    defaultMessage: "Everything your team needs to run Scrum",
  },
  featuresIntro: {
    id: "landing.features.intro",
    defaultMessage: "From the first backlog item to the sprint retrospective, in one tool.",
  },
  ctaHeading: { id: "landing.cta.heading", defaultMessage: "Ready to run better sprints?" },
  ctaIntro: {
    id: "landing.cta.intro",
    defaultMessage: "Create your workspace in a minute and invite your team.",
  },
  ctaButton: { id: "landing.cta.button", defaultMessage: "Start Your Free Trial" },
  footer: { id: "landing.footer.tagline", defaultMessage: "Self-hosted agile project management." },
});

const HIGHLIGHTS = [LANDING.freeTrial, LANDING.selfHosted, LANDING.quickSetup];

/**
 * / for signed-out visitors: top bar, hero, sample dashboard, six features, a closing call to action
 * and a footer with the language menu. The build prerenders it in every language (landing.html,
 * landing.<code>.html: web/prerender-landing.ts), which the server sends for '/' without a session;
 * there src/landing.ts drives the language menu. The app renders it when a visitor without a session
 * navigates to '/'.
 */
export function LandingPage() {
  const t = useT();
  usePageTitle(t(LANDING.title));
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <Brand />
          {/*
            The brand keeps its one line (issue 31: Japanese at 360 px): on a phone the buttons' padding
            gives way first, then a label too long for the bar wraps inside its button.
          */}
          <nav aria-label={t(LANDING.account)} className="flex min-w-0 items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm" className={NAV_BUTTON}>
              <Link to="/login">{t(LANDING.login)}</Link>
            </Button>
            <Button asChild size="sm" className={NAV_BUTTON}>
              <Link to="/register">{t(LANDING.startTrial)}</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-b from-accent/70 to-background">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div className="min-w-0">
              <p className="mb-4 inline-flex rounded-full border bg-background px-3 py-1 text-xs font-medium text-primary">
                {t(LANDING.tagline)}
              </p>
              <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                {t(LANDING.heading)}
              </h1>
              <p className="mt-4 max-w-xl text-lg text-muted-foreground">
                {t(LANDING.intro, { product: PRODUCT_NAME })}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button asChild size="lg" className="whitespace-normal">
                  <Link to="/register">
                    {t(LANDING.getStarted)}
                    <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline" className="whitespace-normal">
                  <Link to="/login">{t(LANDING.signIn)}</Link>
                </Button>
              </div>
              <ul className="mt-8 grid gap-2 text-sm text-muted-foreground sm:grid-cols-3">
                {HIGHLIGHTS.map((message) => (
                  <li key={message.id} className="flex items-center gap-2">
                    <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                    {t(message)}
                  </li>
                ))}
              </ul>
            </div>
            <SampleDashboard />
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
              {t(LANDING.featuresHeading)}
            </h2>
            <p className="mt-3 text-muted-foreground">{t(LANDING.featuresIntro)}</p>
          </div>
          <FeatureGrid />
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-16 sm:px-6 lg:pb-24">
          <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              {t(LANDING.ctaHeading)}
            </h2>
            <p className="mx-auto mt-3 max-w-xl opacity-90">{t(LANDING.ctaIntro)}</p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/register">{t(LANDING.ctaButton)}</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            {/* Set again by the prerendered page's script (src/landing.ts): the build's year goes stale. */}©{" "}
            <span data-current-year="">{new Date().getFullYear()}</span> {PRODUCT_NAME}
          </p>
          <p>{t(LANDING.footer)}</p>
          {/* On the prerendered page src/landing.ts drives this menu (found by its data attribute). */}
          <div data-landing-language="">
            <LanguageMenu />
          </div>
        </div>
      </footer>
    </div>
  );
}
